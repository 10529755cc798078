// The order board's warning when a kitchen printer of the venue holds tickets it could not
// print (off, unplugged, wrong address): "Stampante non raggiungibile" with "Riprova", which
// sends them again at once. The server keeps the tickets and retries them by itself too; the
// status is read again every few seconds.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { printingStatusSchema, printRetryResultSchema } from '@tavola/domain/printers';
import { staffCall } from '../../lib/staff-api-call';

const POLL_MS = 5000;

const it = {
  title: 'Stampante non raggiungibile',
  tickets: (n: number) => (n === 1 ? '1 biglietto in attesa' : `${n} biglietti in attesa`),
  kept: 'I biglietti restano in coda e si stampano appena la stampante risponde.',
  retry: 'Riprova',
  retrying: 'Nuovo tentativo...',
  still: 'Ancora non raggiungibile.',
};
const en: typeof it = {
  title: 'Printer unreachable',
  tickets: (n: number) => (n === 1 ? '1 ticket waiting' : `${n} tickets waiting`),
  kept: 'The tickets stay queued and print as soon as the printer answers.',
  retry: 'Retry',
  retrying: 'Retrying...',
  still: 'Still unreachable.',
};

export function PrinterWarning({ seatWebId }: { seatWebId: number }) {
  const { i18n } = useTranslation();
  const copy = i18n.language === 'en' ? en : it;
  const queryClient = useQueryClient();
  const key = ['staff', 'printing-status', seatWebId];
  const status = useQuery({
    queryKey: key,
    queryFn: () => staffCall(`venues/${seatWebId}/printing-status`, printingStatusSchema),
    refetchInterval: POLL_MS,
  });
  const retry = useMutation({
    mutationFn: () =>
      staffCall(`venues/${seatWebId}/printing-status/retry`, printRetryResultSchema, { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(key, { unreachable: data.unreachable }),
  });
  const unreachable = status.data?.unreachable ?? [];
  return (
    <div role="status" aria-live="polite">
      {unreachable.length > 0 && (
        <Alert
          variant="danger"
          className="d-flex flex-wrap align-items-center gap-2 py-2"
          data-testid="printer-warning"
        >
          <div className="me-auto">
            <strong>{copy.title}</strong>
            <ul className="mb-0 ps-3 small">
              {unreachable.map((p) => (
                <li key={p.printerId}>
                  {p.name}: {copy.tickets(p.failedJobs)}
                  {p.lastError ? ` — ${p.lastError}` : ''}
                </li>
              ))}
            </ul>
            <div className="small">
              {copy.kept}
              {retry.isSuccess && retry.data.unreachable.length > 0 ? ` ${copy.still}` : ''}
            </div>
          </div>
          <Button variant="light" size="sm" disabled={retry.isPending} onClick={() => retry.mutate()}>
            {retry.isPending ? copy.retrying : copy.retry}
          </Button>
        </Alert>
      )}
      {retry.isError && <Alert variant="danger">{retry.error.message}</Alert>}
    </div>
  );
}
