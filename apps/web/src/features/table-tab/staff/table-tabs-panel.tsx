// The board's tabs (docs/table-tab.md): each table with an open shared tab, who is at it, its
// rounds (the board's orders of that table, grouped here under the table) and its total; the
// staff move a tab to another table, close one paid at the counter, or remove a participant.
// Tabs that ended during the service day (settled, or closed by the staff) stay apart below, as
// done: "Conto saldato", their rounds paid. The board's event stream feeds the list (each 'tab'
// event replaces its tab: applyStaffTabEvent); a slow poll stands in only while the stream is down.
// Its copy lives here, in the staff chunk, like the board's own (staff-copy.ts).
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { staffTableTabSchema, type StaffTableTab } from '@tavola/domain/table-tab';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatCents } from '../../../lib/format';
import { staffCall } from '../../../lib/staff-api-call';
import { TabPaymentsStaff } from './tab-payments-staff';

const it = {
  title: 'Conti aperti ai tavoli',
  none: 'Nessun conto aperto.',
  table: 'Tavolo {{n}}',
  rounds: 'Giri: {{list}}',
  noRounds: 'Nessun giro inviato',
  cart: '{{n}} nel carrello',
  total: 'Totale {{amount}}',
  moveTo: 'Sposta al tavolo',
  move: 'Sposta',
  close: 'Chiudi: pagato alla cassa',
  remove: 'Togli {{name}} dal conto',
  confirmClose: 'Chiudere il conto del tavolo {{n}}?',
  endedTitle: 'Conti saldati oggi',
  settled: 'Conto saldato',
  closedByStaff: 'Chiuso dal personale: pagato alla cassa',
  roundsPaid: 'Giri pagati: {{list}}',
};
const en: typeof it = {
  title: 'Open table tabs',
  none: 'No open tab.',
  table: 'Table {{n}}',
  rounds: 'Rounds: {{list}}',
  noRounds: 'No round sent',
  cart: '{{n}} in the cart',
  total: 'Total {{amount}}',
  moveTo: 'Move to table',
  move: 'Move',
  close: 'Close: paid at the counter',
  remove: 'Remove {{name}} from the tab',
  confirmClose: 'Close table {{n}}’s tab?',
  endedTitle: 'Tabs settled today',
  settled: 'Tab settled',
  closedByStaff: 'Closed by the staff: paid at the counter',
  roundsPaid: 'Rounds paid: {{list}}',
};
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

const api = {
  list: (seatWebId: number) => staffCall(`venues/${seatWebId}/tableTabs`, z.array(staffTableTabSchema)),
  move: (seatWebId: number, tabId: number, tableNumber: number) =>
    staffCall(`venues/${seatWebId}/tableTabs/${tabId}/move`, staffTableTabSchema, {
      method: 'POST',
      body: { tableNumber },
    }),
  close: (seatWebId: number, tabId: number) =>
    staffCall(`venues/${seatWebId}/tableTabs/${tabId}/close`, staffTableTabSchema, { method: 'POST', body: {} }),
  remove: (seatWebId: number, tabId: number, participantId: number) =>
    staffCall(`venues/${seatWebId}/tableTabs/${tabId}/participants/${participantId}/remove`, staffTableTabSchema, {
      method: 'POST',
      body: {},
    }),
};

const queryKeyOf = (seatWebId: number) => ['staff', 'table-tabs', seatWebId] as const;

/** While the board's stream is down, the list is read again this often. */
export const TABS_FALLBACK_POLL_MS = 30_000;

/**
 * A 'tab' event of the board's stream: the tab's summary replaces the listed one (or joins the
 * list); null (the tab is gone or no longer the venue's) takes it off.
 */
export function applyStaffTabEvent(
  queryClient: QueryClient,
  seatWebId: number,
  tableTabId: number,
  tab: StaffTableTab | null,
): void {
  queryClient.setQueryData<StaffTableTab[]>(queryKeyOf(seatWebId), (list) => {
    if (!list) return list;
    const others = list.filter((t) => t.tableTabId !== tableTabId);
    if (!tab) return others;
    return [...others, tab].sort((a, b) => a.tableNumber - b.tableNumber || a.tableTabId - b.tableTabId);
  });
}

const roundList = (tab: StaffTableTab, orderNumbers: ReadonlyMap<number, number>) =>
  tab.roundOrderIds.map((id) => `n. ${orderNumbers.get(id) ?? id}`).join(', ');

/**
 * `live`: the board's stream is connected (it carries every change of a tab). `boardVersion`
 * changes whenever the board's orders change (a round arrives or moves on): the tabs are read
 * again then, for the rounds' numbers.
 */
export function TableTabsPanel({
  seatWebId,
  boardVersion,
  live,
  orderNumbers,
}: {
  seatWebId: number;
  boardVersion: unknown;
  live: boolean;
  orderNumbers: ReadonlyMap<number, number>;
}) {
  const { i18n } = useTranslation();
  const copy = i18n.language === 'en' ? en : it;
  const queryClient = useQueryClient();
  const queryKey = queryKeyOf(seatWebId);
  const tabs = useQuery({
    queryKey,
    queryFn: () => api.list(seatWebId),
    refetchInterval: live ? false : TABS_FALLBACK_POLL_MS,
  });
  const refetch = tabs.refetch;
  useEffect(() => {
    void refetch();
  }, [boardVersion, refetch]);
  const done = () => void queryClient.invalidateQueries({ queryKey });
  const close = useMutation({
    mutationFn: (tab: StaffTableTab) => api.close(seatWebId, tab.tableTabId),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (v: { tab: StaffTableTab; participantId: number }) =>
      api.remove(seatWebId, v.tab.tableTabId, v.participantId),
    onSuccess: done,
  });
  const error = close.error ?? remove.error;

  if (!tabs.data || tabs.data.length === 0) {
    return tabs.isError ? <Alert variant="danger">{tabs.error.message}</Alert> : null;
  }
  const open = tabs.data.filter((tab) => tab.status === 'open');
  const ended = tabs.data.filter((tab) => tab.status !== 'open');
  return (
    <section aria-labelledby="table-tabs-title" className="mb-3" data-testid="table-tabs">
      <h2 id="table-tabs-title" className="h5">
        {copy.title}
      </h2>
      {error && <Alert variant="danger">{error.message}</Alert>}
      {open.length === 0 && <p className="text-body-secondary small mb-2">{copy.none}</p>}
      <div className="d-flex flex-wrap gap-2">
        {open.map((tab) => (
          <article
            key={tab.tableTabId}
            className="border rounded p-2 bg-body"
            style={{ minWidth: '16rem' }}
            data-testid={`table-tab-${tab.tableNumber}`}
            aria-label={fill(copy.table, { n: tab.tableNumber })}
          >
            <h3 className="h6 mb-1">{fill(copy.table, { n: tab.tableNumber })}</h3>
            <ul className="list-inline mb-1">
              {tab.participants
                .filter((p) => !p.removed)
                .map((p) => (
                  <li key={p.participantId} className="list-inline-item">
                    {p.displayName}
                    <Button
                      variant="link"
                      size="sm"
                      className="p-0 ms-1"
                      aria-label={fill(copy.remove, { name: p.displayName })}
                      onClick={() => remove.mutate({ tab, participantId: p.participantId })}
                    >
                      ✕
                    </Button>
                  </li>
                ))}
            </ul>
            <div className="small" data-testid="table-tab-rounds">
              {tab.roundOrderIds.length === 0
                ? copy.noRounds
                : fill(copy.rounds, { list: roundList(tab, orderNumbers) })}
              {tab.cartLineCount > 0 && ` · ${fill(copy.cart, { n: tab.cartLineCount })}`}
            </div>
            <div className="fw-semibold mb-2">{fill(copy.total, { amount: formatCents(tab.totalCents) })}</div>
            <TabPaymentsStaff
              seatWebId={seatWebId}
              tableTabId={tab.tableTabId}
              participants={tab.participants}
              liveKey={tabs.dataUpdatedAt}
            />
            <MoveForm copy={copy} seatWebId={seatWebId} tab={tab} onDone={done} />
            <Button
              size="sm"
              variant="outline-success"
              className="mt-2"
              disabled={close.isPending}
              onClick={() => {
                if (window.confirm(fill(copy.confirmClose, { n: tab.tableNumber }))) close.mutate(tab);
              }}
            >
              {copy.close}
            </Button>
          </article>
        ))}
      </div>
      {ended.length > 0 && (
        <section aria-labelledby="table-tabs-ended-title" className="mt-3" data-testid="table-tabs-ended">
          <h3 id="table-tabs-ended-title" className="h6 text-body-secondary">
            {copy.endedTitle}
          </h3>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {ended.map((tab) => (
              <li
                key={tab.tableTabId}
                className="border border-success rounded p-2 bg-success-subtle"
                style={{ minWidth: '16rem' }}
                data-testid={`table-tab-done-${tab.tableNumber}`}
              >
                <div className="d-flex align-items-center gap-2">
                  <span className="fw-semibold">{fill(copy.table, { n: tab.tableNumber })}</span>
                  <Badge bg="success">✓ {copy.settled}</Badge>
                </div>
                {tab.status === 'closed' && <div className="small">{copy.closedByStaff}</div>}
                <div className="small">
                  {tab.participants
                    .filter((p) => !p.removed)
                    .map((p) => p.displayName)
                    .join(', ')}
                </div>
                {tab.roundOrderIds.length > 0 && (
                  <div className="small" data-testid="table-tab-rounds">
                    {fill(copy.roundsPaid, { list: roundList(tab, orderNumbers) })}
                  </div>
                )}
                <div className="fw-semibold">{fill(copy.total, { amount: formatCents(tab.totalCents) })}</div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

function MoveForm({
  copy,
  seatWebId,
  tab,
  onDone,
}: {
  copy: typeof it;
  seatWebId: number;
  tab: StaffTableTab;
  onDone(): void;
}) {
  const [table, setTable] = useState('');
  const move = useMutation({
    mutationFn: () => api.move(seatWebId, tab.tableTabId, Number(table)),
    onSuccess: () => (setTable(''), onDone()),
  });
  const id = `move-tab-${tab.tableTabId}`;
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        if (table) move.mutate();
      }}
    >
      <Form.Label htmlFor={id} className="small mb-0">
        {copy.moveTo}
      </Form.Label>
      <InputGroup size="sm">
        <Form.Control
          id={id}
          inputMode="numeric"
          value={table}
          onChange={(e) => setTable(e.target.value.replace(/\D/g, '').slice(0, 4))}
          isInvalid={move.isError}
        />
        <Button type="submit" variant="outline-primary" disabled={!table || move.isPending}>
          {copy.move}
        </Button>
        {move.isError && <Form.Control.Feedback type="invalid">{move.error.message}</Form.Control.Feedback>}
      </InputGroup>
    </Form>
  );
}
