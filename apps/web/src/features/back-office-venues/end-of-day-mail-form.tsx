// The venue's daily summary mail ("Chiusura giornata"): off by default; on, the day's summary
// goes once a day, at the time chosen on the venue's clock, to the addresses given, in the
// language chosen. Its own small form and call beside the venue form: a save of one never
// touches the other. The domain's endOfDaySettingsSchema checks it here and on the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  END_OF_DAY_LANGUAGES,
  END_OF_DAY_MAX_RECIPIENTS,
  endOfDaySettingsSchema,
  endOfDaySettingsViewSchema,
  type EndOfDaySettings,
  type EndOfDaySettingsView,
} from '@tavola/domain/end-of-day';
import { Loading } from '../../components/query-states';
import { formatShortDate } from '../../lib/format';
import { staffCall } from '../../lib/staff-api-call';
import { venuesNs } from './venues-copy';

/** The form's fields: the recipients as typed (one line), turned into the domain's list on submit. */
const formSchema = z
  .object({ enabled: z.boolean(), time: z.string(), recipients: z.string(), language: z.enum(END_OF_DAY_LANGUAGES) })
  .transform((v) => ({ ...v, recipients: v.recipients.split(/[,;\s]+/).filter(Boolean) }))
  .pipe(endOfDaySettingsSchema);
type FormInput = z.input<typeof formSchema>;

const settingsPath = (seatWebId: number) => `venues/${seatWebId}/end-of-day/settings`;

export function EndOfDayMailForm({ seatWebId }: { seatWebId: number }) {
  const { t } = useTranslation(venuesNs, { keyPrefix: 'endOfDayMail' });
  const key = ['staff', 'end-of-day-settings', seatWebId];
  const settings = useQuery({
    queryKey: key,
    queryFn: () => staffCall(settingsPath(seatWebId), endOfDaySettingsViewSchema),
  });
  return (
    <Card as="section" className="mt-4" aria-labelledby="end-of-day-mail-heading">
      <Card.Body>
        <h2 id="end-of-day-mail-heading" className="h5">
          {t('heading')}
        </h2>
        <p id="end-of-day-mail-help" className="small text-body-secondary">
          {t('help')}
        </p>
        {settings.isPending ? (
          <Loading label={t('loading')} />
        ) : settings.isError ? (
          <Alert variant="danger" role="alert">
            {settings.error.message}
          </Alert>
        ) : (
          <SettingsForm seatWebId={seatWebId} current={settings.data} queryKey={key} />
        )}
      </Card.Body>
    </Card>
  );
}

function SettingsForm({
  seatWebId,
  current,
  queryKey,
}: {
  seatWebId: number;
  current: EndOfDaySettingsView;
  queryKey: unknown[];
}) {
  const { t } = useTranslation(venuesNs, { keyPrefix: 'endOfDayMail' });
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, EndOfDaySettings>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      enabled: current.enabled,
      time: current.time,
      recipients: current.recipients.join(', '),
      language: current.language,
    },
  });
  const save = useMutation({
    mutationFn: (body: EndOfDaySettings) =>
      staffCall(settingsPath(seatWebId), endOfDaySettingsViewSchema, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      form.reset({
        enabled: saved.enabled,
        time: saved.time,
        recipients: saved.recipients.join(', '),
        language: saved.language,
      });
    },
  });
  const { errors } = form.formState;
  return (
    <Form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      aria-describedby="end-of-day-mail-help"
    >
      <Form.Check
        type="switch"
        id="end-of-day-enabled"
        label={t('enabled')}
        className="mb-3"
        {...form.register('enabled')}
      />
      <Row className="g-3">
        <Col xs={12} sm={4} md={3}>
          <Form.Group controlId="end-of-day-time">
            <Form.Label>{t('time')}</Form.Label>
            <Form.Control
              type="time"
              step={60}
              isInvalid={!!errors.time}
              aria-describedby="end-of-day-time-error"
              {...form.register('time')}
            />
            <Form.Control.Feedback type="invalid" id="end-of-day-time-error">
              {errors.time && t('errors.time')}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} sm={8} md={6}>
          <Form.Group controlId="end-of-day-recipients">
            <Form.Label>{t('recipients')}</Form.Label>
            <Form.Control
              type="text"
              inputMode="email"
              autoComplete="off"
              placeholder="titolare@esempio.it"
              isInvalid={!!errors.recipients}
              aria-describedby="end-of-day-recipients-help end-of-day-recipients-error"
              {...form.register('recipients')}
            />
            <Form.Text id="end-of-day-recipients-help">
              {t('recipientsHelp', { max: END_OF_DAY_MAX_RECIPIENTS })}
            </Form.Text>
            <Form.Control.Feedback type="invalid" id="end-of-day-recipients-error">
              {errors.recipients && t('errors.recipients', { max: END_OF_DAY_MAX_RECIPIENTS })}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} md={3}>
          <Form.Group controlId="end-of-day-language">
            <Form.Label>{t('language')}</Form.Label>
            <Form.Select {...form.register('language')}>
              {END_OF_DAY_LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {t(`languages.${l}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      <div aria-live="polite" className="mt-3">
        {save.isError && (
          <Alert variant="danger" role="alert">
            {save.error.message}
          </Alert>
        )}
        {save.isSuccess && !form.formState.isDirty && <Alert variant="success">{t('saved')}</Alert>}
      </div>
      {current.lastSentDay && (
        <p className="small text-body-secondary">{t('lastSent', { day: formatShortDate(current.lastSentDay) })}</p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </Form>
  );
}
