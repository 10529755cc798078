// The split of a table's tab as the staff see it on the board (docs/table-tab.md, "Split the
// bill"): what is paid, held and left, the tips apart, and each "pago alla cassa" waiting for
// the till with its "Segna pagato" button. Read again whenever the board hears of the tab.
import { staffTabPaymentsSchema, tabPaymentViewSchema, type StaffTabPayments } from '@tavola/domain/tab-split';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format';
import { staffCall } from '../../../lib/staff-api-call';

const it = {
  title: 'Pagamenti del conto',
  paid: 'Pagato',
  remaining: 'Resta',
  tips: 'Mance',
  settled: 'Conto saldato',
  atCounter: '{{who}} paga {{amount}} alla cassa',
  markPaid: 'Segna pagato',
  markPaidLabel: 'Segna pagato: {{who}}, {{amount}} alla cassa',
  error: 'Non è stato possibile segnare il pagamento.',
  someone: 'Un ospite',
};
const en: typeof it = {
  title: 'Bill payments',
  paid: 'Paid',
  remaining: 'Left',
  tips: 'Tips',
  settled: 'Bill settled',
  atCounter: '{{who}} pays {{amount}} at the counter',
  markPaid: 'Mark paid',
  markPaidLabel: 'Mark paid: {{who}}, {{amount}} at the counter',
  error: 'The payment could not be marked.',
  someone: 'A guest',
};
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

export interface TabPaymentsStaffProps {
  seatWebId: number;
  tableTabId: number;
  participants: ReadonlyArray<{ participantId: number; displayName: string }>;
  /** Changes whenever the board hears of the tab: the payments are read again. */
  liveKey: unknown;
}

export function TabPaymentsStaff({ seatWebId, tableTabId, participants, liveKey }: TabPaymentsStaffProps) {
  const { i18n } = useTranslation();
  const copy = i18n.language === 'en' ? en : it;
  const [data, setData] = useState<StaffTabPayments | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const base = `venues/${seatWebId}/tableTabs/${tableTabId}/payments`;

  useEffect(() => {
    let stale = false;
    staffCall(base, staffTabPaymentsSchema).then(
      (answer) => !stale && setData(answer),
      () => {},
    );
    return () => {
      stale = true;
    };
  }, [base, liveKey, reads]);

  if (!data || data.payments.length === 0) return null;
  const nameOf = (pid: number | null) => participants.find((p) => p.participantId === pid)?.displayName ?? copy.someone;
  const tips = data.payments.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.tipCents, 0);
  const waiting = data.payments.filter((p) => p.method === 'counter' && p.status === 'pending');

  const markPaid = async (tabPaymentId: number) => {
    setBusy(tabPaymentId);
    setError(null);
    try {
      await staffCall(`${base}/${tabPaymentId}/markPaid`, tabPaymentViewSchema, { method: 'POST', body: {} });
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : copy.error);
    } finally {
      setBusy(null);
      setReads((n) => n + 1);
    }
  };

  return (
    <section
      className="tab-payments-staff small mt-2"
      aria-label={copy.title}
      data-testid={`tab-payments-staff-${tableTabId}`}
    >
      <p className="mb-1">
        {copy.paid} {formatCents(data.paidCents)} ·{' '}
        {data.settled ? <strong>{copy.settled}</strong> : `${copy.remaining} ${formatCents(data.remainingCents)}`}
        {tips > 0 && ` · ${copy.tips} ${formatCents(tips)}`}
      </p>
      {waiting.map((p) => {
        const values = { who: nameOf(p.participantId), amount: formatCents(p.amountCents + p.tipCents) };
        return (
          <div key={p.tabPaymentId} className="d-flex align-items-center justify-content-between gap-2 mb-1">
            <span>{fill(copy.atCounter, values)}</span>
            <Button
              size="sm"
              variant="success"
              disabled={busy !== null}
              aria-label={fill(copy.markPaidLabel, values)}
              onClick={() => void markPaid(p.tabPaymentId)}
            >
              {copy.markPaid}
            </Button>
          </div>
        );
      })}
      {error && (
        <p className="text-danger mb-0" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
