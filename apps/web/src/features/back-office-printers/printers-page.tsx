// A venue's kitchen printers, /staff/venues/:venueId/printers (its own lazy chunk): the list
// with what each prints and whether it holds tickets it could not print, add, edit, delete
// and "Stampa di prova". Signed-in owners and managers of the venue (STAFF_ACCESS.venueSettings);
// the API answers 403/404 for anyone else.
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Badge, Button, Container, ListGroup } from 'react-bootstrap';
import { useParams } from 'react-router';
import {
  NEW_PRINTER,
  type Printer,
  type PrinterCategory,
  type PrinterInput,
  type TestPrintResult,
} from '@tavola/domain/printers';
import { mayUse } from '@tavola/domain/staff';
import { QueryStates } from '../../components/query-states';
import { SignedStaff, StaffNavigation, useStaffMe } from '../staff-board';
import { PrinterForm } from './printer-form';
import { printersApi, printersKey } from './printers-api';
import { printersNs } from './printers-copy';

export function PrintersScreen() {
  const { t } = useTranslation(printersNs);
  const me = useStaffMe();
  const seatWebId = Number(useParams().venueId);
  const venue = me.data?.venues.find((v) => v.seatWebId === seatWebId);
  return (
    <SignedStaff>
      {(member) => (
        <div className="staff-app">
          <StaffNavigation />
          <Container as="main" fluid="lg" className="py-3">
            {!venue || Number.isNaN(seatWebId) ? (
              <Alert variant="warning">{t('notFound')}</Alert>
            ) : !mayUse(member, 'venueSettings') ? (
              <Alert variant="info">{t('notAllowed')}</Alert>
            ) : (
              <>
                <h1 className="h3">{`${t('title')} — ${venue.name}`}</h1>
                <p className="text-body-secondary">{t('intro')}</p>
                <Printers key={seatWebId} seatWebId={seatWebId} />
              </>
            )}
          </Container>
        </div>
      )}
    </SignedStaff>
  );
}

type Editing = { mode: 'new' } | { mode: 'edit'; printer: Printer } | null;

function Printers({ seatWebId }: { seatWebId: number }) {
  const { t } = useTranslation(printersNs);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: printersKey(seatWebId), queryFn: () => printersApi.list(seatWebId) });
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: printersKey(seatWebId) });

  const save = async (input: PrinterInput) => {
    if (editing?.mode === 'edit') await printersApi.update(seatWebId, editing.printer.printerId, input);
    else await printersApi.create(seatWebId, input);
    setEditing(null);
    setNotice(t('saved'));
    await refresh();
  };

  return (
    <QueryStates query={query} loading={t('loading')} retry={t('retry')}>
      {(data) => (
        <>
          <div role="status" aria-live="polite">
            {notice && (
              <Alert variant="success" dismissible onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            )}
          </div>
          {editing ? (
            <PrinterForm
              idPrefix={editing.mode === 'edit' ? `printer-${editing.printer.printerId}` : 'printer-new'}
              heading={editing.mode === 'edit' ? `${t('editHeading')}: ${editing.printer.name}` : t('newHeading')}
              initial={editing.mode === 'edit' ? toInput(editing.printer) : NEW_PRINTER}
              categories={data.categories}
              onSubmit={save}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Button
              className="mb-3"
              onClick={() => {
                setNotice(null);
                setEditing({ mode: 'new' });
              }}
            >
              {t('add')}
            </Button>
          )}
          {data.printers.length === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <ListGroup>
              {data.printers.map((p) => (
                <PrinterItem
                  key={p.printerId}
                  seatWebId={seatWebId}
                  printer={p}
                  categories={data.categories}
                  onEdit={() => {
                    setNotice(null);
                    setEditing({ mode: 'edit', printer: p });
                  }}
                  onRemoved={() => {
                    setNotice(t('removed'));
                    void refresh();
                  }}
                />
              ))}
            </ListGroup>
          )}
        </>
      )}
    </QueryStates>
  );
}

const toInput = ({ printerId: _p, failedJobs: _f, lastError: _l, ...input }: Printer): PrinterInput => input;

function PrinterItem(props: {
  seatWebId: number;
  printer: Printer;
  categories: PrinterCategory[];
  onEdit: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation(printersNs);
  const p = props.printer;
  const test = useMutation<TestPrintResult>({ mutationFn: () => printersApi.test(props.seatWebId, p.printerId) });
  const remove = useMutation({
    mutationFn: () => printersApi.remove(props.seatWebId, p.printerId),
    onSuccess: props.onRemoved,
  });
  const events = [
    p.printNewOrders && t('fields.printNewOrders'),
    p.printAcceptedOrders && t('fields.printAcceptedOrders'),
    p.printBookingsOfToday && t('fields.printBookingsOfToday'),
  ].filter(Boolean);
  const names = props.categories.filter((c) => p.menuClassifierIds.includes(c.menuClassifierId)).map((c) => c.name);
  const headingId = `printer-${p.printerId}-name`;
  return (
    <ListGroup.Item
      as="article"
      aria-labelledby={headingId}
      data-testid="printer"
      className="d-flex flex-column flex-md-row gap-2 align-items-md-start"
    >
      <div className="flex-grow-1">
        <h2 id={headingId} className="h5 mb-1">
          {p.name} {p.failedJobs > 0 && <Badge bg="danger">{t('failedBadge', { n: p.failedJobs })}</Badge>}
        </h2>
        <div className="small">
          {t('summary.where', { address: p.address, port: p.port, width: p.paperWidth, copies: p.copies })}
        </div>
        <div className="small">
          {t('summary.events', { list: events.length ? events.join(', ') : t('summary.none') })}
        </div>
        <div className="small">
          {t('summary.categories', { list: names.length ? names.join(', ') : t('fields.allCategories') })}
        </div>
        {p.failedJobs > 0 && p.lastError && <div className="small text-danger">{p.lastError}</div>}
        <div role="status" aria-live="polite">
          {test.data && (
            <Alert variant={test.data.printed ? 'success' : 'danger'} className="mt-2 mb-0 py-2">
              {test.data.printed
                ? t('testPrinted', { name: p.name })
                : t('testFailed', { error: test.data.error ?? '' })}
            </Alert>
          )}
          {(test.error ?? remove.error) && (
            <Alert variant="danger" className="mt-2 mb-0 py-2">
              {(test.error ?? remove.error)?.message}
            </Alert>
          )}
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button
          variant="outline-primary"
          size="sm"
          disabled={test.isPending}
          onClick={() => test.mutate()}
          aria-label={`${t('test')} — ${p.name}`}
        >
          {test.isPending ? t('testing') : t('test')}
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={props.onEdit} aria-label={`${t('edit')} — ${p.name}`}>
          {t('edit')}
        </Button>
        <Button
          variant="outline-danger"
          size="sm"
          disabled={remove.isPending}
          aria-label={`${t('remove')} — ${p.name}`}
          onClick={() => {
            if (window.confirm(t('confirmRemove', { name: p.name }))) remove.mutate();
          }}
        >
          {t('remove')}
        </Button>
      </div>
    </ListGroup.Item>
  );
}
