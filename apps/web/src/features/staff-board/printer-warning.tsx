// The order board's warning when a kitchen printer of the venue holds tickets it could not
// print (off, unplugged, wrong address): "Stampante non raggiungibile" with "Riprova", which
// sends them again at once. The server keeps the tickets and retries them by itself too; the
// status is read again every few seconds.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { printingStatusSchema, printRetryResultSchema } from '@tavola/domain/printers';
import { staffCall } from '../../lib/staff-api-call';
import { staffBoardNs } from './staff-copy';

const POLL_MS = 5000;

export function PrinterWarning({ seatWebId }: { seatWebId: number }) {
  const { t } = useTranslation(staffBoardNs, { keyPrefix: 'printerWarning' });
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
            <strong>{t('title')}</strong>
            <ul className="mb-0 ps-3 small">
              {unreachable.map((p) => (
                <li key={p.printerId}>
                  {p.name}: {t('tickets', { count: p.failedJobs })}
                  {p.lastError ? ` — ${p.lastError}` : ''}
                </li>
              ))}
            </ul>
            <div className="small">
              {t('kept')}
              {retry.isSuccess && retry.data.unreachable.length > 0 ? ` ${t('still')}` : ''}
            </div>
          </div>
          <Button variant="light" size="sm" disabled={retry.isPending} onClick={() => retry.mutate()}>
            {retry.isPending ? t('retrying') : t('retry')}
          </Button>
        </Alert>
      )}
      {retry.isError && <Alert variant="danger">{retry.error.message}</Alert>}
    </div>
  );
}
