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

const it = {
  heading: 'Riepilogo giornaliero via e-mail',
  help: 'La chiusura della giornata (incassi, rimborsi, ordini, prenotazioni, più venduti) arriva una volta al giorno all’ora scelta, sull’orario della sede. Un orario dopo mezzanotte (es. 01:30) manda il riepilogo della sera prima.',
  enabled: 'Invia il riepilogo ogni giorno',
  time: 'Orario di invio',
  recipients: 'Destinatari',
  recipientsHelp: `Uno o più indirizzi e-mail separati da virgola (al massimo ${END_OF_DAY_MAX_RECIPIENTS}).`,
  language: 'Lingua della mail',
  languages: { it: 'Italiano', en: 'English' } as Record<(typeof END_OF_DAY_LANGUAGES)[number], string>,
  save: 'Salva il riepilogo',
  saving: 'Salvataggio...',
  saved: 'Impostazioni del riepilogo salvate.',
  lastSent: 'Ultimo riepilogo inviato: giornata del {{day}}.',
  loading: 'Caricamento...',
  errors: {
    time: 'Orario non valido: usa il formato HH:MM (es. 23:30).',
    recipients: `Indica da 1 a ${END_OF_DAY_MAX_RECIPIENTS} indirizzi e-mail validi e diversi, separati da virgola.`,
  },
};
const en: typeof it = {
  heading: 'Daily summary by e-mail',
  help: 'The end of the day (takings, refunds, orders, bookings, best sellers) arrives once a day at the time chosen, on the venue’s clock. A time after midnight (e.g. 01:30) sends the summary of the evening before.',
  enabled: 'Send the summary every day',
  time: 'Sending time',
  recipients: 'Recipients',
  recipientsHelp: `One or more e-mail addresses separated by commas (at most ${END_OF_DAY_MAX_RECIPIENTS}).`,
  language: 'Language of the e-mail',
  languages: { it: 'Italiano', en: 'English' },
  save: 'Save the summary',
  saving: 'Saving...',
  saved: 'Summary settings saved.',
  lastSent: 'Last summary sent: service day of {{day}}.',
  loading: 'Loading...',
  errors: {
    time: 'Invalid time: use HH:MM (e.g. 23:30).',
    recipients: `Give 1 to ${END_OF_DAY_MAX_RECIPIENTS} valid, different e-mail addresses, separated by commas.`,
  },
};

function useCopy() {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? en : it;
}

/** The form's fields: the recipients as typed (one line), turned into the domain's list on submit. */
const formSchema = z
  .object({ enabled: z.boolean(), time: z.string(), recipients: z.string(), language: z.enum(END_OF_DAY_LANGUAGES) })
  .transform((v) => ({ ...v, recipients: v.recipients.split(/[,;\s]+/).filter(Boolean) }))
  .pipe(endOfDaySettingsSchema);
type FormInput = z.input<typeof formSchema>;

const settingsPath = (seatWebId: number) => `venues/${seatWebId}/end-of-day/settings`;

export function EndOfDayMailForm({ seatWebId }: { seatWebId: number }) {
  const copy = useCopy();
  const key = ['staff', 'end-of-day-settings', seatWebId];
  const settings = useQuery({
    queryKey: key,
    queryFn: () => staffCall(settingsPath(seatWebId), endOfDaySettingsViewSchema),
  });
  return (
    <Card as="section" className="mt-4" aria-labelledby="end-of-day-mail-heading">
      <Card.Body>
        <h2 id="end-of-day-mail-heading" className="h5">
          {copy.heading}
        </h2>
        <p id="end-of-day-mail-help" className="small text-body-secondary">
          {copy.help}
        </p>
        {settings.isPending ? (
          <Loading label={copy.loading} />
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
  const copy = useCopy();
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
        label={copy.enabled}
        className="mb-3"
        {...form.register('enabled')}
      />
      <Row className="g-3">
        <Col xs={12} sm={4} md={3}>
          <Form.Group controlId="end-of-day-time">
            <Form.Label>{copy.time}</Form.Label>
            <Form.Control
              type="time"
              step={60}
              isInvalid={!!errors.time}
              aria-describedby="end-of-day-time-error"
              {...form.register('time')}
            />
            <Form.Control.Feedback type="invalid" id="end-of-day-time-error">
              {errors.time && copy.errors.time}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} sm={8} md={6}>
          <Form.Group controlId="end-of-day-recipients">
            <Form.Label>{copy.recipients}</Form.Label>
            <Form.Control
              type="text"
              inputMode="email"
              autoComplete="off"
              placeholder="titolare@esempio.it"
              isInvalid={!!errors.recipients}
              aria-describedby="end-of-day-recipients-help end-of-day-recipients-error"
              {...form.register('recipients')}
            />
            <Form.Text id="end-of-day-recipients-help">{copy.recipientsHelp}</Form.Text>
            <Form.Control.Feedback type="invalid" id="end-of-day-recipients-error">
              {errors.recipients && copy.errors.recipients}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} md={3}>
          <Form.Group controlId="end-of-day-language">
            <Form.Label>{copy.language}</Form.Label>
            <Form.Select {...form.register('language')}>
              {END_OF_DAY_LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {copy.languages[l]}
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
        {save.isSuccess && !form.formState.isDirty && <Alert variant="success">{copy.saved}</Alert>}
      </div>
      {current.lastSentDay && (
        <p className="small text-body-secondary">
          {copy.lastSent.replace('{{day}}', formatShortDate(current.lastSentDay))}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? copy.saving : copy.save}
      </Button>
    </Form>
  );
}
