// Extra questions of the menu (spec 000 §2 'Completa l'ordine', §4, §5): one field per
// question, stored answers restored; errors show after a submit or once a field was
// touched. A menu without questions is skipped (forward, or back when coming back).
import { tableNumberFieldIndex, validateExtraField } from '@tavola/domain/extra-field-rules';
import type { ExtraField } from '@tavola/domain/menu';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMenuWebExtraFields } from '../api/get-menu-web-extra-fields';
import { LoadError, Loading } from '../components/page-states';
import { useStepNavigation } from '../lib/steps';
import { useValidationMessage } from '../../../lib/use-validation-message';
import { useOrdering } from '../state/use-ordering';
import { ExtraFieldInput } from './extra-field-input';

export function QuestionsPage() {
  const ordering = useOrdering();
  const steps = useStepNavigation('questions');
  const fields = useMenuWebExtraFields(ordering.menuWebId);
  const none = fields.isSuccess && fields.data.length === 0;

  useEffect(() => {
    if (none) steps.skip();
  }, [none, steps]);

  if (fields.isPending || none) return <Loading />;
  if (fields.isError) return <LoadError error={fields.error} onRetry={() => void fields.refetch()} />;
  return (
    <QuestionsForm
      fields={fields.data}
      answers={ordering.extraFieldAnswers ?? tableAnswered(fields.data, ordering.tableNumber)}
      onSubmit={(answers) => {
        ordering.setExtraFieldAnswers(answers);
        steps.goNext();
      }}
      onBack={steps.goBack}
    />
  );
}

/** The table of the menu link answers the table-number question (issue #14 item 2). */
function tableAnswered(fields: ExtraField[], tableNumber: string | null): string[] | null {
  const index = tableNumber == null ? -1 : tableNumberFieldIndex(fields);
  if (index < 0) return null;
  return fields.map((field, i) => (i === index ? tableNumber! : (field.fieldValue ?? '')));
}

interface QuestionsFormProps {
  fields: ExtraField[];
  /** Stored answers, in field order. */
  answers: string[] | null;
  onSubmit(answers: string[]): void;
  onBack(): void;
}

export function QuestionsForm({ fields, answers, onSubmit, onBack }: QuestionsFormProps) {
  const { t } = useTranslation();
  const formatMessage = useValidationMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ answers: string[] }>({
    mode: 'onTouched',
    defaultValues: { answers: fields.map((field, i) => answers?.[i] ?? field.fieldValue ?? '') },
  });

  return (
    <section className="narrow-page" aria-labelledby="questions-title">
      <h1 id="questions-title" className="h3 mb-4">
        {t('ordering.questions.title')}
      </h1>
      <Form
        noValidate
        onSubmit={handleSubmit((values) => onSubmit(values.answers.map((a) => (a ?? '').trim())))}
        aria-labelledby="questions-title"
      >
        {fields.map((field, index) => (
          <ExtraFieldInput
            key={`${field.caption}-${index}`}
            id={`extra-field-${index}`}
            field={field}
            error={formatMessage(errors.answers?.[index]?.message)}
            registration={register(`answers.${index}`, {
              validate: (value) => validateExtraField(field, value) ?? true,
            })}
          />
        ))}
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
