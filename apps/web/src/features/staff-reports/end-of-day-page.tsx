// /staff/reports/day: "Chiusura giornata" of one venue. The day and the venue are in the address
// (?venue=2&date=2026-11-20; no date: today's service day on the venue's clock). Every figure
// comes from the server; this page only formats it. "Stampa" prints the sheet (end-of-day.css),
// "Stampa in cucina" queues it on the venue's kitchen printers.
import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import type { EndOfDay } from '@tavola/domain/end-of-day';
import { isIsoDate, addDays } from '@tavola/domain/slot-rules';
import type { StaffMember } from '@tavola/domain/staff';
import { QueryStates } from '../../components/query-states';
import { formatCents } from '../../lib/format';
import { useEndOfDay, usePrintInKitchen } from './end-of-day-api';
import { endOfDayNs } from './end-of-day-copy';
import { ReportsTabs } from './reports-tabs';
import { SplitTable } from './split-table';

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
const longDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The instant's time 'HH:MM' on the venue's clock. */
function venueTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('it-IT', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(instant),
  );
}

export function EndOfDayPage({ member }: { member: StaffMember }) {
  const { t } = useTranslation(endOfDayNs);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('venue'));
  const seatWebId = member.venues.some((v) => v.seatWebId === asked) ? asked : (member.venues[0]?.seatWebId ?? null);
  const date = isIsoDate(params.get('date') ?? '') ? params.get('date')! : '';
  const summary = useEndOfDay(seatWebId, date);
  const go = (next: { seatWebId: number | null; date: string }) => {
    const query = new URLSearchParams();
    if (next.seatWebId) query.set('venue', String(next.seatWebId));
    if (next.date) query.set('date', next.date);
    setParams(query);
  };
  return (
    <>
      <h1 className="h3 mb-1 d-print-none">{t('heading')}</h1>
      <p className="text-body-secondary small d-print-none">{t('intro')}</p>
      <ReportsTabs />
      {seatWebId === null ? (
        <Alert variant="info">{t('noVenue')}</Alert>
      ) : (
        <>
          <DayPicker
            member={member}
            key={`${seatWebId}-${date || summary.data?.date}`}
            value={{ seatWebId, date: date || summary.data?.date || '' }}
            onApply={go}
          />
          <QueryStates query={summary} loading={t('loading')} retry={t('retry')}>
            {(data) => <Summary summary={data} onDay={(d) => go({ seatWebId, date: d })} />}
          </QueryStates>
        </>
      )}
    </>
  );
}

function DayPicker({
  member,
  value,
  onApply,
}: {
  member: StaffMember;
  value: { seatWebId: number; date: string };
  onApply: (v: { seatWebId: number; date: string }) => void;
}) {
  const { t } = useTranslation(endOfDayNs);
  const [draft, setDraft] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <Form onSubmit={submit} aria-label={t('choose')} className="border rounded p-2 mb-3 bg-body-tertiary d-print-none">
      <Row className="g-2 align-items-end">
        <Col xs={12} sm={6} md="auto">
          <Form.Group controlId="end-of-day-date">
            <Form.Label className="small mb-1">{t('day')}</Form.Label>
            <Form.Control
              type="date"
              required
              value={draft.date}
              onChange={(e) => setDraft((d) => ({ ...d, date: e.target.value }))}
            />
          </Form.Group>
        </Col>
        {member.venues.length > 1 && (
          <Col xs={12} sm={6} md="auto">
            <Form.Group controlId="end-of-day-venue">
              <Form.Label className="small mb-1">{t('venue')}</Form.Label>
              <Form.Select
                value={draft.seatWebId}
                onChange={(e) => setDraft((d) => ({ ...d, seatWebId: Number(e.target.value) }))}
              >
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

function Summary({ summary, onDay }: { summary: EndOfDay; onDay: (date: string) => void }) {
  const { t } = useTranslation(endOfDayNs);
  const f = summary.figures;
  const printKitchen = usePrintInKitchen(summary.venue.seatWebId);
  const cards = [
    { key: 'gross', label: t('gross'), value: formatCents(f.grossCents) },
    { key: 'refunds', label: t('refunds'), value: formatCents(f.refundsCents) },
    { key: 'net', label: t('net'), value: formatCents(f.netCents) },
    { key: 'orders', label: t('orders'), value: String(f.orders) },
    { key: 'average', label: t('averageTicket'), value: formatCents(f.averageTicketCents) },
  ];
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Button variant="outline-secondary" onClick={() => onDay(addDays(summary.date, -1))}>
          ‹ {t('previousDay')}
        </Button>
        <Button variant="outline-secondary" onClick={() => onDay(addDays(summary.date, 1))}>
          {t('nextDay')} ›
        </Button>
        <span className="flex-grow-1" />
        <Button variant="primary" onClick={() => window.print()}>
          {t('print')}
        </Button>
        <Button
          variant="outline-primary"
          disabled={printKitchen.isPending}
          onClick={() => printKitchen.mutate(summary.date)}
        >
          {printKitchen.isPending ? t('printing') : t('printKitchen')}
        </Button>
      </div>
      <div aria-live="polite" className="d-print-none">
        {printKitchen.isError && (
          <Alert variant="danger" role="alert">
            {printKitchen.error.message}
          </Alert>
        )}
        {printKitchen.isSuccess && (
          <Alert variant="success">
            {printKitchen.data.jobs > 1 ? t('printedMany', { count: printKitchen.data.jobs }) : t('printed')}
          </Alert>
        )}
      </div>

      <article className="end-of-day-sheet" aria-labelledby="end-of-day-title">
        <h2 id="end-of-day-title" className="h4 mb-0">
          {t('title', { date: longDate(summary.date) })}
        </h2>
        <p className="mb-3">
          <strong>{summary.venue.name}</strong>
          {summary.dayUnderWay && (
            <>
              <br />
              <span className="small text-body-secondary">
                {t('underWay', { time: venueTime(summary.madeAt, summary.venue.timeZone) })}
              </span>
            </>
          )}
        </p>

        <section aria-labelledby="end-of-day-takings" className="mb-3">
          <h3 id="end-of-day-takings" className="visually-hidden">
            {t('takings')}
          </h3>
          <Row xs={2} md={5} className="g-2">
            {cards.map((c) => (
              <Col key={c.key}>
                <Card className={`h-100${c.key === 'net' ? ' border-primary' : ''}`}>
                  <Card.Body className="p-2">
                    <div className="small text-body-secondary">{c.label}</div>
                    <div className="fs-5 fw-semibold end-of-day-figure" data-day-figure={c.key}>
                      {c.value}
                    </div>
                  </Card.Body>
                </Card>
              </Col>
            ))}
          </Row>
        </section>

        <Row className="g-3">
          <Col xs={12} lg={6}>
            <SplitTable
              caption={t('byPaymentMethod')}
              head={t('method')}
              rows={f.byPaymentMethod.map((m) => ({
                key: m.paymentMethod,
                label: t(`paymentMethods.${m.paymentMethod}`),
                ...m,
              }))}
              words={{ orders: t('orders'), gross: t('gross'), refunds: t('refunds'), net: t('net'), empty: t('none') }}
            />
          </Col>
          <Col xs={12} lg={6}>
            <SplitTable
              caption={t('byOrderType')}
              head={t('type')}
              rows={f.byOrderType.map((byType) => ({
                key: String(byType.orderType),
                label: t(`orderTypes.${byType.orderType}`, { defaultValue: String(byType.orderType) }),
                ...byType,
              }))}
              words={{ orders: t('orders'), gross: t('gross'), refunds: t('refunds'), net: t('net'), empty: t('none') }}
            />
          </Col>
          <Col xs={12} md={6}>
            <Table size="sm" className="mb-0">
              <caption>{t('apart')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('figure')}</th>
                  <th scope="col" className="text-end">
                    {t('orders')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(['rejected', 'cancelled', 'refunded'] as const).map((k) => (
                  <tr key={k}>
                    <th scope="row" className="fw-normal">
                      {t(k)}
                    </th>
                    <td className="text-end">{f[k].orders}</td>
                    <td className="text-end">{formatCents(f[k].amountCents)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Col>
          <Col xs={12} md={6}>
            <Table size="sm" className="mb-0">
              <caption>{t('bookings')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('figure')}</th>
                  <th scope="col" className="text-end">
                    {t('count')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[
                  [t('reservations'), f.reservations],
                  [t('covers'), f.coversBooked],
                  [t('noShows'), f.noShows],
                ].map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row" className="fw-normal">
                      {label}
                    </th>
                    <td className="text-end">{value}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Col>
          <Col xs={12}>
            <div className="table-responsive">
              <Table size="sm" striped className="mb-0">
                <caption>{t('bestSellers')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('product')}</th>
                    <th scope="col" className="text-end">
                      {t('quantity')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {summary.bestSellers.length === 0 && (
                    <tr>
                      <td colSpan={3} className="text-body-secondary">
                        {t('nothingSold')}
                      </td>
                    </tr>
                  )}
                  {summary.bestSellers.map((s) => (
                    <tr key={`${s.id}-${s.name}`}>
                      <th scope="row" className="fw-normal">
                        {s.name}
                      </th>
                      <td className="text-end">{s.quantity}</td>
                      <td className="text-end">{formatCents(s.amountCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          </Col>
        </Row>
      </article>
    </>
  );
}
