// The form of one printer: react-hook-form with the domain's printerInputSchema (the server
// checks the same schema). Categories are checkboxes; none ticked means every line. A language
// is named in itself; a new printer may leave it to the company's default (the server picks it).
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import {
  PAPER_WIDTHS,
  PRINTER_LANGUAGES,
  printerInputSchema,
  type PrinterCategory,
  type PrinterInput,
} from '@tavola/domain/printers';
import { ApiError } from '../../lib/api-client';
import { useValidationMessage } from '../../lib/use-validation-message';
import { printersNs } from './printers-copy';

const LANGUAGE_NAMES: Record<(typeof PRINTER_LANGUAGES)[number], string> = { it: 'Italiano', en: 'English' };

export function PrinterForm(props: {
  idPrefix: string;
  heading: string;
  initial: PrinterInput;
  categories: PrinterCategory[];
  onSubmit: (input: PrinterInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(printersNs);
  const text = useValidationMessage();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PrinterInput>({ resolver: zodResolver(printerInputSchema), defaultValues: props.initial });
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const error = (name: keyof PrinterInput) => text(errors[name]?.message);

  const submit = handleSubmit(async (input) => {
    try {
      await props.onSubmit(input);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const field = err instanceof ApiError ? err.fields?.[0]?.path : undefined;
      setError(field && field in input ? (field as keyof PrinterInput) : 'root', { message });
    }
  });

  return (
    <Form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby={id('heading')}
      className="border rounded p-3 mb-3"
    >
      <h2 id={id('heading')} className="h5">
        {props.heading}
      </h2>
      {errors.root?.message && (
        <Alert variant="danger" role="alert">
          {errors.root.message}
        </Alert>
      )}
      <Row className="g-3">
        <Col xs={12} md={6}>
          <Form.Group controlId={id('name')}>
            <Form.Label>{t('fields.name')}</Form.Label>
            <Form.Control
              {...register('name')}
              isInvalid={Boolean(errors.name)}
              aria-describedby={errors.name ? id('name-error') : undefined}
            />
            <Form.Control.Feedback type="invalid" id={id('name-error')}>
              {error('name')}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId={id('address')}>
            <Form.Label>{t('fields.address')}</Form.Label>
            <Form.Control
              {...register('address')}
              inputMode="url"
              autoComplete="off"
              isInvalid={Boolean(errors.address)}
              aria-describedby={`${id('address-help')}${errors.address ? ` ${id('address-error')}` : ''}`}
            />
            <Form.Text id={id('address-help')}>{t('fields.addressHelp')}</Form.Text>
            <Form.Control.Feedback type="invalid" id={id('address-error')}>
              {error('address')}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId={id('port')}>
            <Form.Label>{t('fields.port')}</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              max={65535}
              {...register('port', { valueAsNumber: true })}
              isInvalid={Boolean(errors.port)}
            />
            <Form.Control.Feedback type="invalid">{error('port')}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={6} md={3}>
          <Form.Group controlId={id('copies')}>
            <Form.Label>{t('fields.copies')}</Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              max={5}
              {...register('copies', { valueAsNumber: true })}
              isInvalid={Boolean(errors.copies)}
            />
            <Form.Control.Feedback type="invalid">{error('copies')}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <Form.Group controlId={id('language')}>
            <Form.Label>{t('fields.language')}</Form.Label>
            <Form.Select
              {...register('language', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
              isInvalid={Boolean(errors.language)}
            >
              {props.initial.language === undefined && <option value="">{t('fields.languageDefault')}</option>}
              {PRINTER_LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{error('language')}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={12} md={6}>
          <fieldset>
            <legend className="form-label fs-6">{t('fields.paperWidth')}</legend>
            <Controller
              control={control}
              name="paperWidth"
              render={({ field }) => (
                <div>
                  {PAPER_WIDTHS.map((w) => (
                    <Form.Check
                      inline
                      key={w}
                      type="radio"
                      id={id(`width-${w}`)}
                      name={field.name}
                      label={t('fields.mm', { n: w })}
                      checked={field.value === w}
                      onChange={() => field.onChange(w)}
                    />
                  ))}
                </div>
              )}
            />
          </fieldset>
        </Col>
        <Col xs={12} md={6}>
          <fieldset>
            <legend className="form-label fs-6">{t('fields.events')}</legend>
            <Form.Check id={id('new')} label={t('fields.printNewOrders')} {...register('printNewOrders')} />
            <Form.Check
              id={id('accepted')}
              label={t('fields.printAcceptedOrders')}
              {...register('printAcceptedOrders')}
            />
            <Form.Check
              id={id('bookings')}
              label={t('fields.printBookingsOfToday')}
              {...register('printBookingsOfToday')}
            />
          </fieldset>
        </Col>
        <Col xs={12} md={6}>
          <fieldset aria-describedby={id('categories-help')}>
            <legend className="form-label fs-6">{t('fields.categories')}</legend>
            <Form.Text id={id('categories-help')} className="d-block mb-1">
              {t('fields.categoriesHelp')}
            </Form.Text>
            <Controller
              control={control}
              name="menuClassifierIds"
              render={({ field }) => (
                <div className="printer-categories">
                  {props.categories.map((c) => (
                    <Form.Check
                      key={c.menuClassifierId}
                      id={id(`category-${c.menuClassifierId}`)}
                      label={`${c.name} (${c.menuName})`}
                      checked={field.value.includes(c.menuClassifierId)}
                      onChange={(e) =>
                        field.onChange(
                          e.currentTarget.checked
                            ? [...field.value, c.menuClassifierId]
                            : field.value.filter((v) => v !== c.menuClassifierId),
                        )
                      }
                    />
                  ))}
                </div>
              )}
            />
            {errors.menuClassifierIds && <div className="text-danger small">{error('menuClassifierIds')}</div>}
          </fieldset>
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </Button>
        <Button variant="outline-secondary" onClick={props.onCancel} disabled={isSubmitting}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}
