// /staff/reports: the owner's dashboard. The period and the venue are in the address (a
// dashboard can be bookmarked or sent), chosen with a small form; the figures come aggregated
// from the server with the previous period's beside them; charts with their tables below.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { changeFrom, REPORT_PERIODS, type Report, type ReportFigures, type ReportPeriod } from '@tavola/domain/reports';
import type { StaffMember } from '@tavola/domain/staff';
import { QueryStates } from '../../components/query-states';
import { formatCents, formatShortDate } from '../../lib/format';
import { useReport, type ReportRequest } from './reports-api';
import { OrdersHeatMap, SellersChart, TakingsByDayChart } from './reports-charts';
import { reportsNs } from './reports-copy';
import { ReportsTabs } from './reports-tabs';
import { SplitTable } from './split-table';

const isPeriod = (v: string | null): v is ReportPeriod => REPORT_PERIODS.includes(v as ReportPeriod);

function requestOf(params: URLSearchParams, member: StaffMember): ReportRequest {
  const venue = Number(params.get('venue'));
  return {
    period: isPeriod(params.get('period')) ? (params.get('period') as ReportPeriod) : 'week',
    date: params.get('date') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    seatWebId: member.venues.some((v) => v.seatWebId === venue)
      ? venue
      : member.venues.length === 1
        ? member.venues[0].seatWebId
        : null,
  };
}

export function ReportsPage({ member }: { member: StaffMember }) {
  const { t } = useTranslation(reportsNs);
  const [params, setParams] = useSearchParams();
  const request = requestOf(params, member);
  const report = useReport(request);
  return (
    <>
      <h1 className="h3 mb-1">{t('heading')}</h1>
      <p className="text-body-secondary small">{t('intro')}</p>
      <ReportsTabs />
      <Filters
        member={member}
        value={request}
        onApply={(next) => {
          const query = new URLSearchParams({ period: next.period });
          if (next.period === 'range') {
            query.set('from', next.from);
            query.set('to', next.to);
          } else if (next.date) query.set('date', next.date);
          if (next.seatWebId) query.set('venue', String(next.seatWebId));
          setParams(query);
        }}
      />
      <QueryStates query={report} loading={t('loading')} retry={t('retry')}>
        {(data) => <Dashboard report={data} />}
      </QueryStates>
    </>
  );
}

function Filters({
  member,
  value,
  onApply,
}: {
  member: StaffMember;
  value: ReportRequest;
  onApply: (r: ReportRequest) => void;
}) {
  const { t } = useTranslation(reportsNs);
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<ReportRequest>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <Form
      onSubmit={submit}
      aria-label={t('filters')}
      className="report-filters border rounded p-2 mb-3 bg-body-tertiary"
    >
      <Row className="g-2 align-items-end">
        <Col xs={6} md="auto">
          <Form.Group controlId="report-period">
            <Form.Label className="small mb-1">{t('period')}</Form.Label>
            <Form.Select value={draft.period} onChange={(e) => set({ period: e.target.value as ReportPeriod })}>
              {REPORT_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`periods.${p}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        {draft.period === 'range' ? (
          <>
            <Col xs={6} md="auto">
              <Form.Group controlId="report-from">
                <Form.Label className="small mb-1">{t('from')}</Form.Label>
                <Form.Control
                  type="date"
                  required
                  value={draft.from}
                  max={draft.to || undefined}
                  onChange={(e) => set({ from: e.target.value })}
                />
              </Form.Group>
            </Col>
            <Col xs={6} md="auto">
              <Form.Group controlId="report-to">
                <Form.Label className="small mb-1">{t('to')}</Form.Label>
                <Form.Control
                  type="date"
                  required
                  value={draft.to}
                  min={draft.from || undefined}
                  onChange={(e) => set({ to: e.target.value })}
                />
              </Form.Group>
            </Col>
          </>
        ) : (
          <Col xs={6} md="auto">
            <Form.Group controlId="report-date">
              <Form.Label className="small mb-1">{t('date')}</Form.Label>
              <Form.Control type="date" value={draft.date} onChange={(e) => set({ date: e.target.value })} />
            </Form.Group>
          </Col>
        )}
        {member.venues.length > 1 && (
          <Col xs={12} md="auto">
            <Form.Group controlId="report-venue">
              <Form.Label className="small mb-1">{t('venue')}</Form.Label>
              <Form.Select
                value={draft.seatWebId ?? ''}
                onChange={(e) => set({ seatWebId: e.target.value ? Number(e.target.value) : null })}
              >
                <option value="">{t('allVenues')}</option>
                {member.venues.map((v) => (
                  <option key={v.seatWebId} value={v.seatWebId}>
                    {v.name}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
        )}
        <Col xs={12} md="auto">
          <Button type="submit" className="w-100">
            {t('show')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}

function percent(fraction: number | null, t: TFunction<'reports'>): string {
  if (fraction === null) return t('noData');
  const value = Math.round(fraction * 1000) / 10;
  return `${value > 0 ? '+' : ''}${String(value).replace('.', ',')}\u00a0%`;
}

interface FigureRow {
  key: string;
  label: string;
  current: number | null;
  previous: number | null;
  format: (n: number) => string;
}

function figureRows(current: ReportFigures, previous: ReportFigures, t: TFunction<'reports'>): FigureRow[] {
  const rate = (n: number) => `${String(Math.round(n * 1000) / 10).replace('.', ',')}\u00a0%`;
  return [
    {
      key: 'gross',
      label: t('gross'),
      current: current.grossCents,
      previous: previous.grossCents,
      format: formatCents,
    },
    {
      key: 'refunds',
      label: t('refunds'),
      current: current.refundsCents,
      previous: previous.refundsCents,
      format: formatCents,
    },
    { key: 'net', label: t('net'), current: current.netCents, previous: previous.netCents, format: formatCents },
    {
      key: 'tips',
      label: t('tips'),
      current: current.tipsCents ?? 0,
      previous: previous.tipsCents ?? 0,
      format: formatCents,
    },
    { key: 'orders', label: t('orders'), current: current.orders, previous: previous.orders, format: String },
    {
      key: 'average',
      label: t('averageTicket'),
      current: current.averageTicketCents,
      previous: previous.averageTicketCents,
      format: formatCents,
    },
    {
      key: 'covers',
      label: t('coversBooked'),
      current: current.coversBooked,
      previous: previous.coversBooked,
      format: String,
    },
    { key: 'noShow', label: t('noShowRate'), current: current.noShowRate, previous: previous.noShowRate, format: rate },
  ];
}

function Dashboard({ report }: { report: Report }) {
  const { t } = useTranslation(reportsNs);
  const { current, previous } = report;
  const nothing = current.orders + current.rejected.orders + current.cancelled.orders + current.reservations === 0;
  const rows = figureRows(current, previous, t);
  const show = (row: FigureRow, value: number | null) => (value === null ? t('noData') : row.format(value));
  const splitWords = {
    orders: t('orders'),
    gross: t('gross'),
    refunds: t('refunds'),
    net: t('net'),
    previous: t('previous'),
    empty: t('empty'),
  };
  return (
    <div className="report-dashboard">
      <p className="mb-3" aria-live="polite">
        <strong>
          {t('periodLabel', { first: formatShortDate(report.first), last: formatShortDate(report.last) })}
        </strong>
        {' · '}
        {report.venues.map((v) => v.name).join(', ')}
        <br />
        <span className="text-body-secondary small">
          {t('comparedWith', {
            first: formatShortDate(report.previousFirst),
            last: formatShortDate(report.previousLast),
          })}
        </span>
      </p>
      {nothing && <Alert variant="info">{t('empty')}</Alert>}

      <section aria-labelledby="report-figures" className="mb-4">
        <h2 id="report-figures" className="visually-hidden">
          {t('figures')}
        </h2>
        <Row xs={2} md={4} xl={7} className="g-2">
          {rows.map((row) => (
            <Col key={row.key}>
              <Card className={`h-100 report-figure${row.key === 'net' ? ' border-primary' : ''}`}>
                <Card.Body className="p-2">
                  <div className="small text-body-secondary">{row.label}</div>
                  <div className="fs-5 fw-semibold" data-figure={row.key}>
                    {show(row, row.current)}
                  </div>
                  <div className="small text-body-secondary">
                    {t('previous')}: {show(row, row.previous)}
                    {row.current !== null && row.previous !== null && row.key !== 'noShow' && (
                      <> ({percent(changeFrom(row.previous, row.current), t)})</>
                    )}
                  </div>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <Row className="g-4 mb-2">
        <Col xs={12} lg={6}>
          <SplitTable
            caption={t('byOrderType')}
            head={t('orderType')}
            rows={current.byOrderType.map((byType) => ({
              key: String(byType.orderType),
              label: t(`orderTypes.${byType.orderType}`, { defaultValue: String(byType.orderType) }),
              ...byType,
              previousNetCents: previous.byOrderType.find((p) => p.orderType === byType.orderType)?.netCents ?? 0,
            }))}
            words={splitWords}
          />
        </Col>
        <Col xs={12} lg={6}>
          <SplitTable
            caption={t('byPaymentMethod')}
            head={t('paymentMethod')}
            rows={current.byPaymentMethod.map((m) => ({
              key: m.paymentMethod,
              label: t(`paymentMethods.${m.paymentMethod}`),
              ...m,
              previousNetCents:
                previous.byPaymentMethod.find((p) => p.paymentMethod === m.paymentMethod)?.netCents ?? 0,
            }))}
            words={splitWords}
          />
        </Col>
        <Col xs={12} lg={6}>
          <Table size="sm" className="mb-0">
            <caption>
              {t('apart')}. <span className="fw-normal">{t('apartIntro')}</span>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('figure')}</th>
                <th scope="col" className="text-end">
                  {t('orders')}
                </th>
                <th scope="col" className="text-end">
                  {t('amount')}
                </th>
                <th scope="col" className="text-end">
                  {t('previous')}
                </th>
              </tr>
            </thead>
            <tbody>
              {(['rejected', 'cancelled', 'refunded'] as const).map((k) => (
                <tr key={k}>
                  <th scope="row" className="fw-normal">
                    {t(k)}
                  </th>
                  <td className="text-end">{current[k].orders}</td>
                  <td className="text-end">{formatCents(current[k].amountCents)}</td>
                  <td className="text-end">{formatCents(previous[k].amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Col>
      </Row>

      {!nothing && (
        <>
          <TakingsByDayChart report={report} />
          <OrdersHeatMap report={report} />
          <section aria-labelledby="report-sellers">
            <h2 id="report-sellers" className="h5">
              {t('sellers')}
            </h2>
            <SellersChart title={t('products')} ranking={report.products} />
            <SellersChart title={t('options')} ranking={report.options} />
          </section>
        </>
      )}
    </div>
  );
}
