// /staff/orders: the order history. The search is in the address (a search can be bookmarked
// or sent) and written with a form checked by the domain's schema; the results come a page
// at a time, newest first ("Carica altri" asks for the next page by keyset); an order opens
// in a dialog (full screen on a phone); the export buttons download the same search as CSV.
import { useTranslation } from 'react-i18next';
import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Col, Form, ListGroup, Row } from 'react-bootstrap';
import { useForm, type Resolver } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import {
  orderHistoryFiltersSchema,
  type OrderHistoryFilters,
  type OrderHistoryRow,
} from '@tavola/domain/order-history-search';
import { ORDER_STATES } from '@tavola/domain/order-state';
import { REPORT_PAYMENT_METHODS } from '@tavola/domain/reports';
import type { StaffMember } from '@tavola/domain/staff';
import { QueryStates } from '../../components/query-states';
import { formatCents, formatShortDate } from '../../lib/format';
import { bookingsExportHref, exportHref, filtersQuery, useOrderHistory } from './history-api';
import { historyNs } from './history-copy';
import { OrderDialog } from './order-dialog';

/** 'YYYY-MM-DD HH:mm' as '17/11/26 12:30'. */
const moment = (local: string) => `${formatShortDate(local)} ${local.slice(11, 16)}`;

const FINAL_STATES: readonly string[] = ['rejected', 'cancelled', 'expired'];

type FormValues = Record<
  'q' | 'from' | 'to' | 'seatWebId' | 'state' | 'orderType' | 'table' | 'paymentMethod' | 'reference',
  string
>;
const FIELDS: Array<keyof FormValues> = [
  'q',
  'from',
  'to',
  'seatWebId',
  'state',
  'orderType',
  'table',
  'paymentMethod',
  'reference',
];

function filtersOf(params: URLSearchParams): OrderHistoryFilters {
  const raw = Object.fromEntries(FIELDS.filter((f) => params.get(f)).map((f) => [f, params.get(f)]));
  const parsed = orderHistoryFiltersSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

/** The domain's schema checks the form; empty fields are no filter. */
const resolver: Resolver<FormValues> = async (values) => {
  const present = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
  const parsed = orderHistoryFiltersSchema.safeParse(present);
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues)
    errors[String(issue.path[0])] ??= { type: issue.code, message: issue.message };
  return { values: {}, errors };
};

export function HistoryPage({ member }: { member: StaffMember }) {
  const { t, i18n } = useTranslation(historyNs);
  const language = i18n.language === 'en' ? 'en' : 'it';
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const history = useOrderHistory(filters);
  const [opened, setOpened] = useState<number | null>(null);
  return (
    <>
      <h1 className="h3 mb-1">{t('heading')}</h1>
      <p className="text-body-secondary small">{t('intro')}</p>
      <SearchForm member={member} filters={filters} onSearch={(next) => setParams(next)} />
      <div className="d-flex flex-wrap gap-2 mb-3">
        <a
          className="btn btn-outline-secondary btn-sm"
          href={exportHref(filters, { lines: false, lang: language })}
          download
        >
          {t('exportOrders')}
        </a>
        <a
          className="btn btn-outline-secondary btn-sm"
          href={exportHref(filters, { lines: true, lang: language })}
          download
        >
          {t('exportLines')}
        </a>
        <a className="btn btn-outline-secondary btn-sm" href={bookingsExportHref(filters, language)} download>
          {t('exportBookings')}
        </a>
      </div>
      <QueryStates query={history} loading={t('loading')} retry={t('retry')}>
        {(data) => {
          const rows = data.pages.flatMap((p) => p.orders);
          if (rows.length === 0) return <Alert variant="info">{t('empty')}</Alert>;
          return (
            <section aria-labelledby="history-results">
              <h2 id="history-results" className="visually-hidden">
                {t('results')}
              </h2>
              <ListGroup as="ul" className="mb-3">
                {rows.map((row) => (
                  <ResultRow key={row.orderId} row={row} onOpen={() => setOpened(row.orderId)} />
                ))}
              </ListGroup>
              {history.hasNextPage ? (
                <Button
                  variant="secondary"
                  onClick={() => void history.fetchNextPage()}
                  disabled={history.isFetchingNextPage}
                >
                  {history.isFetchingNextPage ? t('loadingMore') : t('more')}
                </Button>
              ) : (
                <p className="text-body-secondary small">{t('end')}</p>
              )}
              {history.isFetchNextPageError && (
                <Alert variant="danger" className="mt-2">
                  {history.error?.message}
                </Alert>
              )}
            </section>
          );
        }}
      </QueryStates>
      <OrderDialog orderId={opened} onClose={() => setOpened(null)} />
    </>
  );
}

function ResultRow({ row, onOpen }: { row: OrderHistoryRow; onOpen: () => void }) {
  const { t } = useTranslation(historyNs);
  const title = t('number', { number: row.orderNumber });
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap align-items-center gap-2 history-row">
      <div className="flex-grow-1">
        <div>
          <strong>{title}</strong> · {moment(row.serviceTime)} · {row.venueName}
        </div>
        <div className="small text-body-secondary">
          {row.dinerName || t('noName')}
          {row.phone ? ` · ${row.phone}` : ''} ·{' '}
          {t(`orderTypes.${row.orderType}`, { defaultValue: String(row.orderType) })}
          {row.tableNumber ? ` · ${t('tableNumber', { table: row.tableNumber })}` : ''} ·{' '}
          {t(`paymentMethods.${row.paymentMethod}`)}
        </div>
      </div>
      <Badge
        {...(FINAL_STATES.includes(row.state) ? { bg: 'secondary' } : { bg: 'info', text: 'dark' as const })}
        className="history-state"
      >
        {t(`states.${row.state}`)}
      </Badge>
      <div className="text-end history-amount">
        <div className="fw-semibold">{formatCents(row.totalCents)}</div>
        {row.refundedCents > 0 && (
          <div className="small">
            {t('refunded')}: {formatCents(row.refundedCents)}
          </div>
        )}
        {!row.counted && <div className="small text-body-secondary">{t('notCounted')}</div>}
      </div>
      <Button size="sm" variant="outline-primary" onClick={onOpen} aria-label={`${t('open')}: ${title}`}>
        {t('open')}
      </Button>
    </ListGroup.Item>
  );
}

function SearchForm({
  member,
  filters,
  onSearch,
}: {
  member: StaffMember;
  filters: OrderHistoryFilters;
  onSearch: (query: URLSearchParams) => void;
}) {
  const { t } = useTranslation(historyNs);
  const defaults = Object.fromEntries(
    FIELDS.map((f) => [f, filters[f] === undefined ? '' : String(filters[f])]),
  ) as FormValues;
  const { register, handleSubmit, reset, formState } = useForm<FormValues>({ resolver, defaultValues: defaults });
  const errors = formState.errors;
  const submit = handleSubmit((values) => onSearch(filtersQuery(values as OrderHistoryFilters)));
  const field = (name: keyof FormValues, label: string, control: ReactNode) => (
    <Form.Group controlId={`history-${name}`}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      {control}
      <Form.Control.Feedback type="invalid" className={errors[name] ? 'd-block' : undefined}>
        {errors[name]?.message}
      </Form.Control.Feedback>
    </Form.Group>
  );
  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label={t('searchForm')}
      className="border rounded p-2 mb-3 bg-body-tertiary"
    >
      <Row className="g-2 align-items-end">
        <Col xs={12} md={4}>
          {field('q', t('q'), <Form.Control type="search" isInvalid={!!errors.q} {...register('q')} />)}
        </Col>
        <Col xs={6} md={2}>
          {field('from', t('from'), <Form.Control type="date" isInvalid={!!errors.from} {...register('from')} />)}
        </Col>
        <Col xs={6} md={2}>
          {field('to', t('to'), <Form.Control type="date" isInvalid={!!errors.to} {...register('to')} />)}
        </Col>
        {member.venues.length > 1 && (
          <Col xs={12} md={4}>
            {field(
              'seatWebId',
              t('venue'),
              <Form.Select {...register('seatWebId')}>
                <option value="">{t('allVenues')}</option>
                {member.venues.map((v) => (
                  <option key={v.seatWebId} value={v.seatWebId}>
                    {v.name}
                  </option>
                ))}
              </Form.Select>,
            )}
          </Col>
        )}
        <Col xs={6} md={3}>
          {field(
            'state',
            t('state'),
            <Form.Select {...register('state')}>
              <option value="">{t('anyState')}</option>
              {ORDER_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`states.${s}`)}
                </option>
              ))}
            </Form.Select>,
          )}
        </Col>
        <Col xs={6} md={2}>
          {field(
            'orderType',
            t('orderType'),
            <Form.Select {...register('orderType')}>
              <option value="">{t('anyType')}</option>
              {Object.entries(t('orderTypes', { returnObjects: true })).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>,
          )}
        </Col>
        <Col xs={6} md={2}>
          {field(
            'table',
            t('table'),
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              max={9999}
              isInvalid={!!errors.table}
              {...register('table')}
            />,
          )}
        </Col>
        <Col xs={6} md={2}>
          {field(
            'paymentMethod',
            t('paymentMethod'),
            <Form.Select {...register('paymentMethod')}>
              <option value="">{t('anyMethod')}</option>
              {REPORT_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`paymentMethods.${m}`)}
                </option>
              ))}
            </Form.Select>,
          )}
        </Col>
        <Col xs={12} md={3}>
          {field(
            'reference',
            t('reference'),
            <Form.Control isInvalid={!!errors.reference} {...register('reference')} />,
          )}
        </Col>
        <Col xs={12} md="auto" className="d-flex gap-2">
          <Button type="submit">{t('search')}</Button>
          <Button
            variant="outline-dark"
            onClick={() => {
              reset(Object.fromEntries(FIELDS.map((f) => [f, ''])) as FormValues);
              onSearch(new URLSearchParams());
            }}
          >
            {t('reset')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
