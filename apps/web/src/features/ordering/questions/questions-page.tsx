// Extra questions of the menu (spec 000 §2 'Completa l'ordine', §4, §5): one field per
// question, stored answers restored; errors show after a submit or once a field was
// touched. Before them, the order's own fields (table-order-rules.ts): a dine-in diner who
// came without a table's QR code chooses the table from the venue's tables (the link's table
// is shown), and the name is asked for takeaway, delivery and staff-confirmed table orders
// (prefilled from a signed-in diner's profile). The menu's table question, when it has one, is
// answered with that table rather than asked again. The order names a table only at a venue
// that keeps its tables in the back office: there the link's table must be one of them (else
// the diner chooses); at a venue without tables the link's number still answers the question,
// as spec 000's extra questions do. A step with nothing to ask is skipped (forward, or back
// when coming back).
import { OrderType } from '@tavola/domain/enums';
import { tableNumberFieldIndex, validateExtraField } from '@tavola/domain/extra-field-rules';
import type { ExtraField } from '@tavola/domain/menu';
import {
  CUSTOMER_NAME_MAX_LENGTH,
  customerNameAsked,
  customerNameRequired,
  customerNameSchema,
  profileName,
  staffConfirmsTableOrders,
  type VenueTableChoice,
} from '@tavola/domain/table-order-rules';
import { message } from '@tavola/domain/validation-messages';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { useMenuWebExtraFields } from '../api/get-menu-web-extra-fields';
import { useVenueTables } from '../api/get-venue-tables';
import { LoadError, Loading } from '../components/page-states';
import { useStepNavigation } from '../lib/steps';
import { useValidationMessage } from '../../../lib/use-validation-message';
import { useOrdering } from '../state/use-ordering';
import { ExtraFieldInput } from './extra-field-input';

export function QuestionsPage() {
  const ordering = useOrdering();
  const { seatWeb, customer } = useAppContext();
  const steps = useStepNavigation('questions');
  const fields = useMenuWebExtraFields(ordering.menuWebId);
  const dineIn = ordering.orderType === OrderType.AlTavolo;
  const linkTable = dineIn && ordering.tableNumber != null ? Number(ordering.tableNumber) : null;
  const tables = useVenueTables(seatWeb?.seatWebId ?? null, dineIn);
  const venueTables = tables.data ?? [];
  const linkKnown = linkTable != null && venueTables.some((table) => table.number === linkTable);
  const venue = { tableOrdersConfirmedByStaff: seatWeb?.tableOrdersConfirmedByStaff ?? false };
  const orderType = ordering.orderType ?? OrderType.AlTavolo;
  const anonymous = customer == null || customer.isAnonymous;
  const nameAsked = customerNameAsked(venue, orderType);
  const tableChoices = dineIn && !linkKnown ? venueTables : [];
  const none =
    fields.isSuccess &&
    fields.data.length === 0 &&
    !nameAsked &&
    (!dineIn || tables.isSuccess) &&
    tableChoices.length === 0;
  // Nothing to ask: the order's table is the link's when the venue has it.
  const skippedTable = linkKnown ? linkTable : null;
  const { setTableAndName, customerName } = ordering;

  useEffect(() => {
    if (!none) return;
    setTableAndName(skippedTable, customerName);
    steps.skip();
  }, [none, steps, setTableAndName, skippedTable, customerName]);

  if (fields.isPending || tables.isLoading || none) return <Loading />;
  if (fields.isError) return <LoadError error={fields.error} onRetry={() => void fields.refetch()} />;
  if (tables.isError) return <LoadError error={tables.error} onRetry={() => void tables.refetch()} />;
  return (
    <QuestionsForm
      fields={fields.data}
      answers={ordering.extraFieldAnswers ?? tableAnswered(fields.data, ordering.tableNumber)}
      linkTable={tableChoices.length > 0 ? null : linkTable}
      tables={tableChoices}
      chosenTable={ordering.chosenTableNumber}
      name={
        nameAsked
          ? {
              required: customerNameRequired(venue, orderType, anonymous),
              value: ordering.customerName ?? (anonymous ? '' : profileName(customer)),
              help: staffConfirmsTableOrders(venue, orderType) ? 'table' : 'counter',
            }
          : null
      }
      onSubmit={(answers, own) => {
        // The order names a table only where the venue keeps its tables (see the header).
        ordering.setTableAndName(venueTables.length > 0 ? own.tableNumber : null, own.customerName);
        ordering.setExtraFieldAnswers(answers);
        steps.goNext();
      }}
      onBack={steps.goBack}
    />
  );
}

/** The table of the menu link answers the table-number question. */
function tableAnswered(fields: ExtraField[], tableNumber: string | null): string[] | null {
  const index = tableNumber == null ? -1 : tableNumberFieldIndex(fields);
  if (index < 0) return null;
  return fields.map((field, i) => (i === index ? tableNumber! : (field.fieldValue ?? '')));
}

interface QuestionsFormProps {
  fields: ExtraField[];
  /** Stored answers, in field order. */
  answers: string[] | null;
  /** Dine-in: the table of the QR code or menu link, shown and not asked. */
  linkTable?: number | null;
  /** Dine-in without a link's table: the venue's tables to choose from (none: not asked). */
  tables?: VenueTableChoice[];
  /** The table chosen earlier in this journey. */
  chosenTable?: number | null;
  /** The name field, or null when the order asks none. */
  name?: { required: boolean; value: string; help: 'counter' | 'table' } | null;
  onSubmit(answers: string[], own: { tableNumber: number | null; customerName: string | null }): void;
  onBack(): void;
}

interface QuestionsValues {
  answers: string[];
  table: string;
  name: string;
}

export function QuestionsForm({
  fields,
  answers,
  linkTable = null,
  tables = [],
  chosenTable = null,
  name = null,
  onSubmit,
  onBack,
}: QuestionsFormProps) {
  const { t } = useTranslation();
  const formatMessage = useValidationMessage();
  const choosing = tables.length > 0;
  const initialTable =
    chosenTable != null && tables.some((table) => table.number === chosenTable) ? String(chosenTable) : '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<QuestionsValues>({
    mode: 'onTouched',
    defaultValues: {
      answers: fields.map((field, i) => answers?.[i] ?? field.fieldValue ?? ''),
      table: initialTable,
      name: name?.value ?? '',
    },
  });
  // The menu's table question is answered by the order's table instead of being asked twice.
  const tableQuestion = linkTable != null || choosing ? tableNumberFieldIndex(fields) : -1;

  const submit = (values: QuestionsValues) => {
    const tableNumber = linkTable ?? (choosing && values.table ? Number(values.table) : null);
    const given = values.answers.map((a) => (a ?? '').trim());
    if (tableQuestion >= 0 && tableNumber != null) given[tableQuestion] = String(tableNumber);
    onSubmit(given, { tableNumber, customerName: name ? values.name.trim() || null : null });
  };

  return (
    <section className="narrow-page" aria-labelledby="questions-title">
      <h1 id="questions-title" className="h3 mb-4">
        {t('ordering.questions.title')}
      </h1>
      <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="questions-title">
        {linkTable != null && (
          <p className="order-table" data-testid="order-table">
            {t('ordering.questions.tableFromLink', { number: linkTable })}
          </p>
        )}
        {choosing && (
          <Form.Group className="mb-3" controlId="order-table">
            <Form.Label>
              {t('ordering.questions.table')}
              <span aria-hidden="true">*</span>
            </Form.Label>
            <Form.Select
              aria-required
              isInvalid={!!errors.table}
              aria-invalid={!!errors.table}
              aria-describedby={`order-table-help${errors.table ? ' order-table-error' : ''}`}
              {...register('table', { validate: (value) => (value ? true : message('tableRequired')) })}
            >
              <option value="">{t('ordering.questions.choose')}</option>
              {tables.map((table) => (
                <option key={table.number} value={table.number}>
                  {table.name
                    ? t('ordering.questions.tableOptionNamed', { number: table.number, name: table.name })
                    : t('ordering.questions.tableOption', { number: table.number })}
                </option>
              ))}
            </Form.Select>
            <Form.Text id="order-table-help">{t('ordering.questions.tableHelp')}</Form.Text>
            <Form.Control.Feedback type="invalid" id="order-table-error">
              {formatMessage(errors.table?.message)}
            </Form.Control.Feedback>
          </Form.Group>
        )}
        {name && (
          <Form.Group className="mb-3" controlId="order-customer-name">
            <Form.Label>
              {t('ordering.questions.name')}
              {name.required && <span aria-hidden="true">*</span>}
            </Form.Label>
            <Form.Control
              type="text"
              autoComplete="name"
              maxLength={CUSTOMER_NAME_MAX_LENGTH}
              aria-required={name.required || undefined}
              isInvalid={!!errors.name}
              aria-invalid={!!errors.name}
              aria-describedby={`order-customer-name-help${errors.name ? ' order-customer-name-error' : ''}`}
              {...register('name', {
                validate: (value) => {
                  if (!name.required && value.trim() === '') return true;
                  const parsed = customerNameSchema().safeParse(value);
                  return parsed.success || (parsed.error.issues[0]?.message ?? message('nameRequired'));
                },
              })}
            />
            <Form.Text id="order-customer-name-help">
              {t(name.help === 'table' ? 'ordering.questions.nameHelpTable' : 'ordering.questions.nameHelpCounter')}
            </Form.Text>
            <Form.Control.Feedback type="invalid" id="order-customer-name-error">
              {formatMessage(errors.name?.message)}
            </Form.Control.Feedback>
          </Form.Group>
        )}
        {fields.map((field, index) =>
          index === tableQuestion ? null : (
            <ExtraFieldInput
              key={`${field.caption}-${index}`}
              id={`extra-field-${index}`}
              field={field}
              error={formatMessage(errors.answers?.[index]?.message)}
              registration={register(`answers.${index}`, {
                validate: (value) => validateExtraField(field, value) ?? true,
              })}
            />
          ),
        )}
        <div className="d-flex gap-2 flex-wrap">
          <Button type="submit" variant="primary">
            {t('ordering.common.confirm')}
          </Button>
          <Button variant="outline-secondary" onClick={onBack}>
            {t('ordering.common.back')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
