// A dialog naming a menu text in Italian (the stored text, checked by the domain's schema) and
// in each other language of the company (menu translations: blank, the diners read the
// Italian). Categories and features are named through it. The Italian name and the translations
// go in one request, which the server saves in one transaction: both or neither.
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Form, Modal } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AdminTranslation, NameTranslations } from '@tavola/domain/menu-admin';
import { ApiError } from '../../lib/api-client';
import { useValidationMessage } from '../../lib/use-validation-message';
import { Loaded } from './loaded';
import { SaveCancelFooter, TextRow, setServerFieldErrors } from './form-rows';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { menuAdminNs } from './menu-admin-copy';

type Language = { languageId: number; languageCode: string; description: string };

export interface TranslatedNameDialogProps {
  /** The dialog's title, also its accessible name. */
  title: string;
  entityType: 'menuClassifier' | 'feature';
  /** Null: a new row, created by onSave. */
  entityId: number | null;
  field: 'name';
  italian: string;
  /** The domain's rule for the Italian name. */
  nameSchema: z.ZodType<string, string>;
  /** Saves the Italian name with its translations (the request's nameTranslations). */
  onSave: (name: string, nameTranslations: NameTranslations) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}

export function TranslatedNameDialog(props: TranslatedNameDialogProps) {
  const { t } = useTranslation(menuAdminNs);
  const languages = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'languages'], queryFn: menuAdminApi.languages });
  return (
    <Modal show onHide={props.onClose} fullscreen="sm-down" aria-labelledby="translated-name-title">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="translated-name-title" as="h2" className="h5">
          {props.title}
        </Modal.Title>
      </Modal.Header>
      <Loaded query={languages}>{(list) => <WithTranslations {...props} languages={list} />}</Loaded>
    </Modal>
  );
}

function WithTranslations(props: TranslatedNameDialogProps & { languages: Language[] }) {
  const { t } = useTranslation(menuAdminNs);
  const saved = useQueries({
    queries: props.languages.map((l) => ({
      queryKey: [...MENU_ADMIN_KEY, 'translations', l.languageId],
      queryFn: () => menuAdminApi.translations(l.languageId),
      enabled: props.entityId !== null,
    })),
  });
  const current = (index: number): string =>
    saved[index]?.data?.translations.find(
      (t: AdminTranslation) =>
        t.entityType === props.entityType && t.entityId === props.entityId && t.field === props.field,
    )?.value ?? '';
  const failed = saved.find((q) => q.isError);
  if (failed) {
    return (
      <Modal.Body>
        <Alert variant="danger" role="alert">
          {failed.error?.message}
        </Alert>
      </Modal.Body>
    );
  }
  if (props.entityId !== null && saved.some((q) => q.isPending)) {
    return (
      <Modal.Body>
        <p role="status">{t('loading')}</p>
      </Modal.Body>
    );
  }
  return <NameForm {...props} current={props.languages.map((_, i) => current(i))} />;
}

/** Another row of the company has the name (the server's unique name): said in the screen's language. */
const nameTaken = (error: unknown) => error instanceof ApiError && error.code === 'ALREADY_EXISTS';

function NameForm(props: TranslatedNameDialogProps & { languages: Language[]; current: string[] }) {
  const { t } = useTranslation(menuAdminNs);
  const text = useValidationMessage();
  const schema = z.object({ name: props.nameSchema, translations: z.array(z.string()) });
  const form = useForm<{ name: string; translations: string[] }>({
    resolver: zodResolver(schema),
    defaultValues: { name: props.italian, translations: props.current },
  });
  const save = useMutation({
    mutationFn: (values: { name: string; translations: string[] }) =>
      props.onSave(
        values.name,
        props.languages.map((language, index) => ({
          languageId: language.languageId,
          name: values.translations[index]?.trim() ?? '',
        })),
      ),
    onSuccess: props.onSaved,
    onError: (error) => {
      if (nameTaken(error)) form.setError('name', { message: t('nameTaken') });
      else setServerFieldErrors(error, form);
    },
  });
  return (
    <Form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Modal.Body>
        {save.error && (
          <Alert variant="danger" role="alert">
            {nameTaken(save.error) ? t('nameTaken') : save.error.message}
          </Alert>
        )}
        <TextRow
          id="translated-name-it"
          label={t('nameInItalian')}
          error={text(form.formState.errors.name?.message)}
          {...form.register('name')}
        />
        {props.languages.map((language, index) => (
          <TextRow
            key={language.languageId}
            id={`translated-name-${language.languageCode}`}
            label={t('nameIn', { language: language.description })}
            lang={language.languageCode}
            {...form.register(`translations.${index}`)}
          />
        ))}
      </Modal.Body>
      <SaveCancelFooter onCancel={props.onClose} pending={save.isPending} />
    </Form>
  );
}
