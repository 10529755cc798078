// Payment keys: one card per provider with its mode, its
// fields (from the domain's one list, PAYMENT_PROVIDER_FIELDS) and "test the connection".
// Secrets are write-only: the server says only whether each is stored, so their inputs start
// empty and an empty one keeps what is stored.
//
// Each card keeps the version of the keys it loaded and sends it with a save or a removal: when
// another owner saved meanwhile the server answers 409, nothing changes, and the card says so
// and offers to reload (a background refetch never replaces what is being typed).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Badge, Button, Card, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_PROVIDER_FIELDS,
  PAYMENT_PROVIDER_LABELS,
  type ConnectionTestResult,
  type PaymentProviderStatus,
  type PaymentSettings,
} from '@tavola/domain/payment-provider-fields';
import { ApiError } from '../../lib/api-client';
import { Loaded } from './loaded';
import { COMPANY_ADMIN_KEY, companyAdminApi } from './company-admin-api';
import { companyAdminNs } from './company-admin-copy';

const KEY = [...COMPANY_ADMIN_KEY, 'payments'];

export function PaymentsPage() {
  const { t } = useTranslation(companyAdminNs);
  const settings = useQuery({ queryKey: KEY, queryFn: companyAdminApi.payments });
  return (
    <section aria-labelledby="payments-heading">
      <h1 id="payments-heading" className="h3">
        {t('payments.heading')}
      </h1>
      <p className="text-muted">{t('payments.intro')}</p>
      <Loaded query={settings}>
        {(s) => (
          <>
            {!s.encryptionKeyConfigured && <Alert variant="warning">{t('payments.noKey')}</Alert>}
            {s.providers.map((p) => (
              <ProviderCard key={p.provider} status={p} settings={s} />
            ))}
          </>
        )}
      </Loaded>
    </section>
  );
}

/** The form as the stored keys say: public fields filled in, secrets empty (write-only). */
function formValues(status: PaymentProviderStatus): Record<string, string | boolean> {
  return Object.fromEntries(
    PAYMENT_PROVIDER_FIELDS[status.provider].map((f) => [
      f.name,
      f.secret ? '' : (status.publicFields[f.name] ?? (f.kind === 'boolean' ? false : '')),
    ]),
  );
}

function ProviderCard({ status, settings }: { status: PaymentProviderStatus; settings: PaymentSettings }) {
  const { t, i18n } = useTranslation(companyAdminNs);
  const language = i18n.language === 'en' ? 'en' : 'it';
  const queryClient = useQueryClient();
  const fields = PAYMENT_PROVIDER_FIELDS[status.provider];
  const label = PAYMENT_PROVIDER_LABELS[status.provider];
  const id = `payment-${status.provider}`;
  const [mode, setMode] = useState<'live' | 'simulated'>(
    status.mode ?? (settings.simulatedAllowed ? 'simulated' : 'live'),
  );
  const [values, setValues] = useState<Record<string, string | boolean>>(() => formValues(status));
  const [version, setVersion] = useState(status.version);
  const [result, setResult] = useState<ConnectionTestResult['result'] | null>(null);
  const onSaved = (next: PaymentSettings) => {
    setResult(null);
    // Typed secrets leave the page once stored: the inputs go back to empty.
    setValues((v) =>
      Object.fromEntries(
        Object.entries(v).map(([name, value]) => [name, fields.find((f) => f.name === name)?.secret ? '' : value]),
      ),
    );
    setVersion(next.providers.find((p) => p.provider === status.provider)?.version ?? 0);
    queryClient.setQueryData(KEY, next);
  };
  const save = useMutation({
    mutationFn: () => companyAdminApi.savePayment(status.provider, { mode, fields: values, version }),
    onSuccess: onSaved,
  });
  const remove = useMutation({
    mutationFn: () => companyAdminApi.removePayment(status.provider, version),
    onSuccess: onSaved,
  });
  const stale = [save.error, remove.error].some((e) => e instanceof ApiError && e.status === 409);
  // "Reload": the keys as they are now replace the form (typed secrets are dropped with it).
  const reload = useMutation({
    mutationFn: () => queryClient.fetchQuery({ queryKey: KEY, queryFn: companyAdminApi.payments, staleTime: 0 }),
    onSuccess: (fresh) => {
      const now = fresh.providers.find((p) => p.provider === status.provider);
      if (!now) return;
      setValues(formValues(now));
      setMode(now.mode ?? (fresh.simulatedAllowed ? 'simulated' : 'live'));
      setVersion(now.version);
      setResult(null);
      save.reset();
      remove.reset();
    },
  });
  const test = useMutation({
    mutationFn: () => companyAdminApi.testPayment(status.provider),
    onSuccess: (r) => setResult(r.result),
  });
  const fieldError = (name: string) =>
    save.error instanceof ApiError
      ? save.error.fields?.find((f) => f.path === `body.fields.${name}`)?.message
      : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };

  return (
    <Card className="mb-3" as="section" aria-labelledby={`${id}-title`}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id={`${id}-title`} className="h5 mb-0 me-auto">
            {label}
          </h2>
          {!status.configured ? (
            <Badge bg="secondary">{t('payments.notConfigured')}</Badge>
          ) : status.mode === 'live' ? (
            <Badge bg="success">{t('payments.live')}</Badge>
          ) : (
            <Badge bg="info" text="dark">
              {t('payments.simulated')}
            </Badge>
          )}
        </div>
        {!status.secretsReadable && <Alert variant="warning">{t('payments.secretsUnreadable')}</Alert>}
        <Form noValidate onSubmit={submit}>
          <fieldset className="mb-3">
            <legend className="h6">{t('payments.mode')}</legend>
            <Form.Check
              inline
              type="radio"
              id={`${id}-live`}
              name={`${id}-mode`}
              label={t('payments.modeLive')}
              checked={mode === 'live'}
              onChange={() => setMode('live')}
            />
            <Form.Check
              inline
              type="radio"
              id={`${id}-simulated`}
              name={`${id}-mode`}
              label={t('payments.modeSimulated')}
              checked={mode === 'simulated'}
              disabled={!settings.simulatedAllowed}
              onChange={() => setMode('simulated')}
            />
            {!settings.simulatedAllowed && <div className="small text-muted">{t('payments.simulatedOff')}</div>}
          </fieldset>
          {fields.map((f) => {
            const fid = `${id}-${f.name}`;
            const error = fieldError(f.name);
            if (f.kind === 'boolean')
              return (
                <Form.Check
                  key={f.name}
                  type="switch"
                  className="mb-3"
                  id={fid}
                  label={f.label[language]}
                  checked={values[f.name] === true}
                  onChange={(e) => setValues({ ...values, [f.name]: e.target.checked })}
                />
              );
            const stored = f.secret && status.secretsSet.includes(f.name);
            const inputProps = {
              autoComplete: 'off',
              spellCheck: false,
              value: String(values[f.name] ?? ''),
              placeholder: f.secret ? (stored ? t('payments.secretSet') : t('payments.secretMissing')) : undefined,
              onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                setValues({ ...values, [f.name]: e.target.value }),
              isInvalid: !!error,
            };
            return (
              <Form.Group key={f.name} className="mb-3" controlId={fid}>
                <Form.Label>{f.label[language]}</Form.Label>
                {f.kind === 'multiline' ? (
                  <Form.Control as="textarea" rows={4} {...inputProps} />
                ) : (
                  <Form.Control type={f.secret ? 'password' : 'text'} {...inputProps} />
                )}
                <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
              </Form.Group>
            );
          })}
          {stale ? (
            <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
              <span className="me-auto">{t('payments.stale')}</span>
              <Button size="sm" variant="primary" disabled={reload.isPending} onClick={() => reload.mutate()}>
                {`${t('reload')} ${label}`}
              </Button>
            </Alert>
          ) : (
            <>
              {save.error && !(save.error instanceof ApiError && save.error.fields?.length) && (
                <Alert variant="danger">{save.error.message}</Alert>
              )}
              {remove.error && <Alert variant="danger">{remove.error.message}</Alert>}
            </>
          )}
          {reload.error && <Alert variant="danger">{reload.error.message}</Alert>}
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('saving') : `${t('save')} ${label}`}
            </Button>
            <Button
              variant="outline-primary"
              disabled={!status.configured || test.isPending}
              onClick={() => test.mutate()}
            >
              {test.isPending ? t('payments.testing') : `${t('payments.test')} ${label}`}
            </Button>
            {status.configured && (
              <Button variant="outline-danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
                {`${t('payments.remove')} ${label}`}
              </Button>
            )}
          </div>
          <div aria-live="polite" className="mt-2" data-testid={`${id}-result`}>
            {save.isSuccess && !save.isPending && <span className="text-success">{t('saved')}</span>}
            {test.error && <Alert variant="danger">{test.error.message}</Alert>}
            {result && (
              <Alert
                variant={result === 'ok' ? 'success' : result === 'not_supported' ? 'info' : 'warning'}
                className="mb-0"
              >
                {t(`payments.results.${result}`)}
              </Alert>
            )}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
