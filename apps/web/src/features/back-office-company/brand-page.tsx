// Brand and legal (spec 000 §3 Company): pictures, the app's colours (with a preview
// and the white-text contrast the domain requires), presentation texts, the footer's legal
// details, the legal texts the consent boxes link, languages, white-label domains and the
// booking confirmation numbers. Validated with the domain's schema as the API does; the save
// names the version it was read at (409: someone saved first, reload).
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Col, Form, Image, Row } from 'react-bootstrap';
import { useForm, type FieldErrors, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import {
  COMPANY_IMAGE_KINDS,
  companySettingsInputSchema,
  type CompanyImageKind,
  type CompanySettings,
  type CompanySettingsInput,
} from '@tavola/domain/company-settings';
import { footerLegalLine } from '@tavola/domain/company-rules';
import {
  PRODUCT_BACKGROUND_COLOUR,
  PRODUCT_BRAND_COLOUR,
  hexColour,
  isReadableUnderWhiteText,
  whiteTextContrast,
} from '@tavola/domain/brand-colour';
import { ApiError } from '../../lib/api-client';
import { useValidationMessage } from '../../lib/use-validation-message';
import { Loaded } from './loaded';
import { COMPANY_ADMIN_KEY, companyAdminApi } from './company-admin-api';
import { companyAdminNs } from './company-admin-copy';

const TEXT_FIELDS = [
  'tradeName',
  'slogan',
  'introduction',
  'description',
  'information',
  'businessName',
  'vatNumber',
  'registeredOffice',
  'privacyPolicy',
  'serviceTerms',
  'whatsAppNumber',
  'smsNumber',
  'telegramBot',
  'brandColour',
  'brandBackgroundColour',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

type FormValues = Record<TextField, string> & {
  languageIds: number[];
  defaultLanguageId: number;
  allowedOrigins: string;
};

const KEY = [...COMPANY_ADMIN_KEY, 'company'];

function valuesOf(s: CompanySettings): FormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, s[f] ?? ''])) as Record<TextField, string>;
  return {
    ...texts,
    languageIds: s.languageIds,
    defaultLanguageId: s.languageIds[0] ?? 0,
    allowedOrigins: s.allowedOrigins.join('\n'),
  };
}

function inputOf(v: FormValues): CompanySettingsInput {
  const others = v.languageIds.filter((id) => id !== v.defaultLanguageId);
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, v[f]])),
    tradeName: v.tradeName,
    languageIds: v.defaultLanguageId ? [v.defaultLanguageId, ...others] : others,
    allowedOrigins: v.allowedOrigins
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  } as CompanySettingsInput;
}

/** The domain's schema checks the form (the same rules the API applies). */
const resolver: Resolver<FormValues> = (values) => {
  const result = companySettingsInputSchema.safeParse(inputOf(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues)
    errors[String(issue.path[0])] ??= { type: 'validate', message: issue.message };
  return { values: {}, errors: errors as FieldErrors<FormValues> };
};

export function BrandPage() {
  const { t } = useTranslation(companyAdminNs);
  const settings = useQuery({ queryKey: KEY, queryFn: companyAdminApi.company });
  return (
    <section aria-labelledby="brand-heading">
      <h1 id="brand-heading" className="h3">
        {t('company.heading')}
      </h1>
      <p className="text-muted">{t('company.intro')}</p>
      <Loaded query={settings}>{(s) => <BrandForm key={s.companyId} initial={s} current={s} />}</Loaded>
    </section>
  );
}

function BrandForm({ initial, current }: { initial: CompanySettings; current: CompanySettings }) {
  const { t } = useTranslation(companyAdminNs);
  const text = useValidationMessage();
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(initial.version);
  const [savedOnce, setSavedOnce] = useState(false);
  const form = useForm<FormValues>({ defaultValues: valuesOf(initial), resolver });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (values: FormValues) => companyAdminApi.saveCompany({ ...inputOf(values), version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      setVersion(saved.version);
      form.reset(valuesOf(saved));
      setSavedOnce(true);
    },
    onError: (error) => {
      setSavedOnce(false);
      // The API names the fields it refused ('body.vatNumber'): show each under its field.
      if (error instanceof ApiError) {
        for (const f of error.fields ?? []) {
          const name = f.path.replace(/^body\./, '').split('.')[0] as keyof FormValues;
          if (name in form.getValues()) form.setError(name, { message: f.message });
        }
      }
    },
  });
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ queryKey: KEY, queryFn: companyAdminApi.company, staleTime: 0 });
    setVersion(fresh.version);
    form.reset(valuesOf(fresh));
    save.reset();
  };
  const watched = form.watch();
  const field = (name: TextField, label: string, options: { rows?: number; help?: string; inputMode?: 'tel' } = {}) => (
    <Form.Group className="mb-3" controlId={`company-${name}`}>
      <Form.Label>{label}</Form.Label>
      {options.rows ? (
        <Form.Control
          {...form.register(name)}
          as="textarea"
          rows={options.rows}
          isInvalid={!!errors[name]}
          aria-describedby={options.help ? `company-${name}-help` : undefined}
        />
      ) : (
        <Form.Control
          {...form.register(name)}
          inputMode={options.inputMode}
          isInvalid={!!errors[name]}
          aria-describedby={options.help ? `company-${name}-help` : undefined}
        />
      )}
      {options.help && (
        <Form.Text id={`company-${name}-help`} muted>
          {options.help}
        </Form.Text>
      )}
      <Form.Control.Feedback type="invalid">{text(errors[name]?.message)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <>
      <ImagesCard settings={current} />
      <Form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))}>
        <Section title={t('company.presentation')}>
          {field('tradeName', t('company.tradeName'))}
          {field('slogan', t('company.slogan'))}
          {field('introduction', t('company.introduction'), { rows: 3 })}
          {field('description', t('company.description'), { rows: 3 })}
        </Section>
        <Section title={t('company.colours')} help={t('company.coloursHelp')}>
          <Row>
            <Col md={6}>
              <ColourField
                name="brandColour"
                label={t('company.brandColour')}
                value={watched.brandColour}
                fallback={PRODUCT_BRAND_COLOUR}
                example="#1d4e89"
                error={text(errors.brandColour?.message)}
                register={form.register('brandColour')}
                onPick={(hex) => form.setValue('brandColour', hex, { shouldDirty: true, shouldValidate: true })}
              />
            </Col>
            <Col md={6}>
              <ColourField
                name="brandBackgroundColour"
                label={t('company.brandBackgroundColour')}
                value={watched.brandBackgroundColour}
                fallback={PRODUCT_BACKGROUND_COLOUR}
                example="#fff8e7"
                error={text(errors.brandBackgroundColour?.message)}
                register={form.register('brandBackgroundColour')}
                onPick={(hex) =>
                  form.setValue('brandBackgroundColour', hex, { shouldDirty: true, shouldValidate: true })
                }
              />
            </Col>
          </Row>
          <ColourPreview brand={watched.brandColour} background={watched.brandBackgroundColour} />
          {(watched.brandColour || watched.brandBackgroundColour) && (
            <Button
              variant="link"
              size="sm"
              className="px-0"
              onClick={() => {
                form.setValue('brandColour', '', { shouldDirty: true, shouldValidate: true });
                form.setValue('brandBackgroundColour', '', { shouldDirty: true, shouldValidate: true });
              }}
            >
              {t('company.productColours')}
            </Button>
          )}
        </Section>
        <Section title={t('company.legal')}>
          <Row>
            <Col md={6}>{field('businessName', t('company.businessName'))}</Col>
            <Col md={6}>{field('vatNumber', t('company.vatNumber'))}</Col>
          </Row>
          {field('registeredOffice', t('company.registeredOffice'))}
          {field('information', t('company.information'))}
          <p className="small mb-0" aria-live="polite">
            <span className="text-muted">{t('company.footerPreview')}: </span>© {new Date().getFullYear()}{' '}
            {footerLegalLine({
              tradeName: watched.tradeName,
              businessName: watched.businessName || null,
              vatNumber: watched.vatNumber || null,
              registeredOffice: watched.registeredOffice || null,
            })}
          </p>
        </Section>
        <Section title={t('company.texts')} help={t('company.textsHelp')}>
          {field('privacyPolicy', t('company.privacyPolicy'), { rows: 6 })}
          {field('serviceTerms', t('company.serviceTerms'), { rows: 6 })}
        </Section>
        <Section title={t('company.languages')}>
          <fieldset className="mb-2">
            <legend className="visually-hidden">{t('company.languages')}</legend>
            {current.availableLanguages.map((l) => (
              <Form.Check
                key={l.languageId}
                inline
                id={`company-language-${l.languageId}`}
                label={l.descriptionInLanguage}
                value={l.languageId}
                checked={watched.languageIds.includes(l.languageId)}
                onChange={(e) => {
                  const ids = e.target.checked
                    ? [...watched.languageIds, l.languageId]
                    : watched.languageIds.filter((id) => id !== l.languageId);
                  form.setValue('languageIds', ids, { shouldDirty: true });
                  if (!ids.includes(watched.defaultLanguageId)) form.setValue('defaultLanguageId', ids[0] ?? 0);
                }}
              />
            ))}
          </fieldset>
          {errors.languageIds && <div className="text-danger small mb-2">{text(errors.languageIds.message)}</div>}
          <Form.Group controlId="company-default-language" style={{ maxWidth: '20rem' }}>
            <Form.Label>{t('company.defaultLanguage')}</Form.Label>
            <Form.Select
              value={watched.defaultLanguageId}
              onChange={(e) => form.setValue('defaultLanguageId', Number(e.target.value), { shouldDirty: true })}
            >
              {current.availableLanguages
                .filter((l) => watched.languageIds.includes(l.languageId))
                .map((l) => (
                  <option key={l.languageId} value={l.languageId}>
                    {l.descriptionInLanguage}
                  </option>
                ))}
            </Form.Select>
          </Form.Group>
        </Section>
        <Section title={t('company.origins')}>
          <Form.Group controlId="company-allowedOrigins">
            <Form.Label className="visually-hidden">{t('company.origins')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              {...form.register('allowedOrigins')}
              isInvalid={!!errors.allowedOrigins}
              aria-describedby="company-origins-help"
            />
            <Form.Text id="company-origins-help" muted>
              {t('company.originsHelp')}
            </Form.Text>
            <Form.Control.Feedback type="invalid">{text(errors.allowedOrigins?.message)}</Form.Control.Feedback>
          </Form.Group>
        </Section>
        <Section title={t('company.messaging')} help={t('company.messagingHelp')}>
          <Row>
            <Col md={4}>{field('whatsAppNumber', t('company.whatsAppNumber'), { inputMode: 'tel' })}</Col>
            <Col md={4}>{field('smsNumber', t('company.smsNumber'), { inputMode: 'tel' })}</Col>
            <Col md={4}>{field('telegramBot', t('company.telegramBot'))}</Col>
          </Row>
        </Section>
        <div className="position-sticky bottom-0 bg-body py-2 border-top d-flex flex-wrap align-items-center gap-2">
          <Button type="submit" size="lg" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('save')}
          </Button>
          <div aria-live="polite" className="flex-grow-1">
            {savedOnce && !form.formState.isDirty && <span className="text-success">{t('saved')}</span>}
            {save.error && (
              <Alert variant="danger" className="mb-0 py-2">
                {save.error.message}{' '}
                {save.error instanceof ApiError && save.error.status === 409 && (
                  <Button size="sm" variant="outline-danger" onClick={() => void reload()}>
                    {t('reload')}
                  </Button>
                )}
              </Alert>
            )}
          </div>
        </div>
      </Form>
    </>
  );
}

/** A '#rrggbb' text box beside the browser's colour picker, both on the same value. */
function ColourField(props: {
  name: 'brandColour' | 'brandBackgroundColour';
  label: string;
  value: string;
  fallback: string;
  example: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
  onPick: (hex: string) => void;
}) {
  const { t } = useTranslation(companyAdminNs);
  const id = `company-${props.name}`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{props.label}</Form.Label>
      <div className="d-flex gap-2 align-items-start">
        <Form.Control
          type="color"
          className="form-control-color flex-shrink-0"
          value={hexColour(props.value) ?? props.fallback}
          onChange={(e) => props.onPick(e.target.value)}
          aria-label={t('company.pickColour', { label: props.label })}
          id={`${id}-picker`}
        />
        <div className="flex-grow-1">
          <Form.Control
            {...props.register}
            placeholder={props.fallback}
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            isInvalid={!!props.error}
            aria-invalid={!!props.error}
            aria-describedby={`${id}-help`}
          />
          <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
        </div>
      </div>
      <Form.Text id={`${id}-help`} muted>
        {t('company.colourFormat', { example: props.example })}
      </Form.Text>
    </Form.Group>
  );
}

/** The colours as the diners will see them, and whether white text is readable on the brand colour. */
function ColourPreview({ brand, background }: { brand: string; background: string }) {
  const { t } = useTranslation(companyAdminNs);
  const colour = hexColour(brand) ?? PRODUCT_BRAND_COLOUR;
  const readable = isReadableUnderWhiteText(colour);
  const ratio = whiteTextContrast(colour);
  return (
    <div className="mb-2">
      <div className="fw-semibold small mb-1">{t('company.preview')}</div>
      <div
        className="border rounded p-3 d-flex flex-wrap align-items-center gap-3"
        style={{ background: hexColour(background) ?? PRODUCT_BACKGROUND_COLOUR }}
        data-testid="brand-colour-preview"
        aria-hidden="true"
      >
        <span className="rounded px-3 py-2 fw-semibold" style={{ background: colour, color: '#ffffff' }}>
          {t('company.previewButton')}
        </span>
        <span className="text-decoration-underline bg-white rounded px-1" style={{ color: colour }}>
          {t('company.previewLink')}
        </span>
        <span className="rounded" style={{ background: colour, width: '3rem', height: '0.75rem' }} />
      </div>
      <p
        className={`small mt-2 mb-0 ${readable ? 'text-success' : 'text-danger fw-semibold'}`}
        aria-live="polite"
        data-testid="brand-colour-contrast"
      >
        {t(readable ? 'company.contrastGood' : 'company.contrastLow', { ratio })}
      </p>
    </div>
  );
}

function Section({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{title}</h2>
        {help && <p className="text-muted small">{help}</p>}
        {children}
      </Card.Body>
    </Card>
  );
}

function ImagesCard({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation(companyAdminNs);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ kind, file }: { kind: CompanyImageKind; file: File | null }) =>
      file ? companyAdminApi.uploadImage(kind, file) : companyAdminApi.removeImage(kind),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
  });
  return (
    <Section title={t('company.images')} help={t('company.uploadHelp')}>
      {change.error && (
        <Alert variant="danger" role="alert">
          {change.error.message}
        </Alert>
      )}
      <Row className="g-3">
        {COMPANY_IMAGE_KINDS.map((kind) => (
          <Col key={kind} md={4}>
            <div className="fw-semibold mb-1">{t(`company.${kind}`)}</div>
            <div
              className="border rounded d-flex align-items-center justify-content-center bg-light mb-2"
              style={{ height: '7rem' }}
            >
              {settings[kind] ? (
                <Image
                  src={settings[kind]}
                  alt={t(`company.${kind}`)}
                  style={{ maxHeight: '6.5rem', maxWidth: '100%' }}
                />
              ) : (
                <span className="text-muted small">{t('company.noImage')}</span>
              )}
            </div>
            <Form.Group controlId={`company-image-${kind}`}>
              <Form.Label className="visually-hidden">{`${t('company.upload')}: ${t(`company.${kind}`)}`}</Form.Label>
              <Form.Control
                type="file"
                size="sm"
                accept="image/jpeg,image/png,image/webp"
                disabled={change.isPending}
                onChange={(e) => {
                  const file = (e.target as HTMLInputElement).files?.[0];
                  if (file) change.mutate({ kind, file });
                  (e.target as HTMLInputElement).value = '';
                }}
              />
            </Form.Group>
            {settings[kind] && (
              <Button
                size="sm"
                variant="link"
                className="px-0 text-danger"
                onClick={() => change.mutate({ kind, file: null })}
              >
                {`${t('remove')}: ${t(`company.${kind}`)}`}
              </Button>
            )}
          </Col>
        ))}
      </Row>
    </Section>
  );
}
