// Where a table's QR code lands when the venue has the shared tab on (docs/table-tab.md):
// /main/table-tab?seatWebId=1&table=12&menuWebId=1. A phone already in that table's open tab
// goes straight on to it (a reload or a second scan loses nothing); otherwise the diner types
// a name once and joins, which opens the table's tab when it has none.
import { useMutation, useQuery } from '@tanstack/react-query';
import { participantNameSchema } from '@tavola/domain/table-tab';
import { tableNumberOfLink } from '@tavola/domain/table-order-rules';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useValidationMessage } from '../../lib/use-validation-message';
import { participantToken, tableTabApi } from './api/table-tab-api';
import './table-tab.css';

export const LIVE_TAB_PATH = '/main/table-tab/live';

const positive = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

export function TableTabJoinPage() {
  const { t } = useTranslation();
  const formatMessage = useValidationMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const seatWebId = positive(params.get('seatWebId'));
  const tableNumber = tableNumberOfLink(params.get('table'));
  const menuWebId = positive(params.get('menuWebId'));
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const token = participantToken.read();

  // Already in this table's open tab on this phone: straight on.
  const mine = useQuery({
    queryKey: ['table-tab', 'mine', token],
    queryFn: () => tableTabApi.current(token!),
    enabled: token !== null,
    retry: false,
  });
  const info = useQuery({
    queryKey: ['table-tab', 'table', seatWebId, tableNumber],
    queryFn: () => tableTabApi.table(seatWebId!, tableNumber!),
    enabled: seatWebId !== null && tableNumber !== null,
    retry: false,
  });
  const join = useMutation({
    mutationFn: (displayName: string) =>
      tableTabApi.join({ seatWebId: seatWebId!, tableNumber: tableNumber!, menuWebId, displayName }),
    onSuccess: (joined) => {
      participantToken.write(joined.participantToken);
      void navigate(LIVE_TAB_PATH, { replace: true });
    },
  });

  const sameTab =
    mine.data &&
    mine.data.tab.status === 'open' &&
    mine.data.tab.seatWebId === seatWebId &&
    mine.data.tab.tableNumber === tableNumber &&
    mine.data.tab.tableTabId === info.data?.openTab?.tableTabId;
  useEffect(() => {
    if (sameTab) void navigate(LIVE_TAB_PATH, { replace: true });
  }, [sameTab, navigate]);

  if (seatWebId === null || tableNumber === null) {
    return (
      <Page>
        <Alert variant="warning">{t('tableTab.tableMissing')}</Alert>
      </Page>
    );
  }
  if ((token !== null && mine.isPending) || info.isPending || sameTab) {
    return (
      <Page>
        <div className="text-center my-5">
          <Spinner animation="border" role="status" aria-label={t('common.loading')} />
        </div>
      </Page>
    );
  }
  if (info.isError) {
    return (
      <Page>
        <Alert variant="danger">{info.error.message}</Alert>
        <Button onClick={() => void info.refetch()}>{t('common.retry')}</Button>
      </Page>
    );
  }
  const table = info.data;
  if (!table.tableTabEnabled) {
    // The venue switched the tab off: the table's usual dine-in menu.
    return (
      <Navigate
        to={`/main/menu?seatWebId=${seatWebId}&table=${tableNumber}${menuWebId ? `&menuWebId=${menuWebId}` : ''}`}
        replace
      />
    );
  }
  const count = table.openTab?.participantCount ?? 0;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = participantNameSchema().safeParse(name);
    if (!parsed.success) {
      setNameError(formatMessage(parsed.error.issues[0]?.message ?? 'nameRequired') ?? null);
      return;
    }
    setNameError(null);
    join.mutate(parsed.data);
  };

  return (
    <Page>
      <h1 className="h3 mb-1">{t('tableTab.joinTitle', { number: table.tableNumber })}</h1>
      <p className="text-body-secondary mb-1">
        {table.venueName}
        {table.tableName ? ` · ${table.tableName}` : ''}
      </p>
      <p>{t('tableTab.joinLead')}</p>
      <p data-testid="tab-joined-count">{count > 0 ? t('tableTab.joinedCount', { count }) : t('tableTab.nobodyYet')}</p>
      <Form noValidate onSubmit={submit}>
        <Form.Group className="mb-3" controlId="tab-name">
          <Form.Label>{t('tableTab.nameLabel')}</Form.Label>
          <Form.Control
            value={name}
            autoComplete="given-name"
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
            isInvalid={nameError !== null}
            aria-invalid={nameError !== null}
            aria-describedby={`tab-name-help${nameError ? ' tab-name-error' : ''}`}
          />
          <Form.Text id="tab-name-help">{t('tableTab.nameHelp')}</Form.Text>
          {nameError && (
            <Form.Control.Feedback type="invalid" id="tab-name-error">
              {nameError}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        {join.isError && (
          <Alert variant="danger" role="alert">
            {join.error.message}
          </Alert>
        )}
        <Button type="submit" size="lg" className="w-100" disabled={join.isPending}>
          {join.isPending ? t('tableTab.joining') : t('tableTab.join')}
        </Button>
      </Form>
      <p className="mt-4 small">
        <Link to={`/main/menu?seatWebId=${seatWebId}${menuWebId ? `&menuWebId=${menuWebId}` : ''}`}>
          {t('tableTab.toMenu')}
        </Link>
      </p>
    </Page>
  );
}

export function Page({ children }: { children: React.ReactNode }) {
  return (
    <Container as="main" className="table-tab-page py-3">
      {children}
    </Container>
  );
}
