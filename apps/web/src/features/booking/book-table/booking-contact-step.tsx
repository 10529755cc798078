// The contact of the book-table form (spec 001 §2, §4, §5): the name, how the diner confirms
// (the modes of the device), the phone (required only for desktop Whatsapp) and the notes.
import { confirmationModeLabels } from '@tavola/domain/booking-messaging';
import type { ConfirmationMode } from '@tavola/domain/enums';
import Form from 'react-bootstrap/Form';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../../lib/use-validation-message';
import type { BookTableValues } from './use-book-table-form';

interface Props {
  form: UseFormReturn<BookTableValues>;
  formId: string;
  modes: ConfirmationMode[];
}

export function BookingContactStep({ form, formId, modes }: Props) {
  const { t } = useTranslation();
  const formatMessage = useValidationMessage();
  const {
    control,
    register,
    trigger,
    formState: { errors, isSubmitted, touchedFields },
  } = form;
  const nameError = formatMessage(errors.name?.message);
  const phoneError = formatMessage(errors.phone?.message);
  const notesError = formatMessage(errors.notes?.message);

  return (
    <>
      <Form.Group className="mb-3" controlId={`${formId}-name`}>
        <Form.Label>{t('booking.fields.name')}</Form.Label>
        <Form.Control
          {...register('name')}
          maxLength={150}
          autoComplete="name"
          required
          aria-required="true"
          isInvalid={Boolean(nameError)}
          data-testid="booking-name"
        />
        <Form.Control.Feedback type="invalid">{nameError}</Form.Control.Feedback>
      </Form.Group>

      <Form.Group className="mb-3">
        <fieldset>
          <legend className="form-label fs-6 mb-1">{t('booking.fields.confirmationMode')}</legend>
          <Controller
            control={control}
            name="confirmationMode"
            render={({ field }) => (
              <>
                {modes.map((option) => (
                  <Form.Check
                    key={option}
                    inline
                    type="radio"
                    name={`${formId}-mode`}
                    id={`${formId}-mode-${option}`}
                    label={confirmationModeLabels[option]}
                    checked={field.value === option}
                    onChange={() => {
                      field.onChange(option);
                      // Whether the phone is required depends on the mode: its message follows.
                      if (isSubmitted || touchedFields.phone) void trigger('phone');
                    }}
                    data-testid={`booking-mode-${option}`}
                  />
                ))}
              </>
            )}
          />
        </fieldset>
      </Form.Group>

      <Form.Group className="mb-3" controlId={`${formId}-phone`}>
        <Form.Label>{t('booking.fields.phone')}</Form.Label>
        <Form.Control
          {...register('phone')}
          type="tel"
          maxLength={150}
          autoComplete="tel"
          isInvalid={Boolean(phoneError)}
          aria-describedby={`${formId}-phone-help`}
          data-testid="booking-phone"
        />
        <Form.Text id={`${formId}-phone-help`}>{t('booking.fields.phoneHelp')}</Form.Text>
        <Form.Control.Feedback type="invalid">{phoneError}</Form.Control.Feedback>
      </Form.Group>

      <Form.Group className="mb-4" controlId={`${formId}-notes`}>
        <Form.Label>{t('booking.fields.notes')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          {...register('notes')}
          isInvalid={Boolean(notesError)}
          data-testid="booking-notes"
        />
        <Form.Control.Feedback type="invalid">{notesError}</Form.Control.Feedback>
      </Form.Group>
    </>
  );
}
