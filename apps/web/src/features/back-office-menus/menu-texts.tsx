// Menu texts in the back office's language, and the lists of choices the product and ingredient
// forms share (allergens, features). The stored text is the Italian one; an English back office
// shows the company's English translation when there is one (the translations a diner reads),
// so "Latte" reads "Milk" to an owner working in English.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TranslatableEntity } from '@tavola/domain/menu-admin';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { menuAdminNs } from './menu-admin-copy';

/** (entity, id, field, stored Italian text) => the text in the back office's language. */
export type MenuText = (entityType: TranslatableEntity, entityId: number, field: string, italian: string) => string;

export function useMenuText(): MenuText {
  const { i18n } = useTranslation();
  const code = i18n.language;
  const italian = !code || code.startsWith('it');
  const languages = useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'languages'],
    queryFn: menuAdminApi.languages,
    enabled: !italian,
  });
  const language = italian ? undefined : languages.data?.find((l) => l.languageCode.toLowerCase().startsWith(code));
  const languageId = language?.languageId ?? null;
  const translations = useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'translations', languageId],
    queryFn: () => menuAdminApi.translations(languageId!),
    enabled: languageId !== null,
  });
  return (entityType, entityId, field, stored) =>
    translations.data?.translations.find(
      (t) => t.entityType === entityType && t.entityId === entityId && t.field === field,
    )?.value || stored;
}

export interface IdChoice {
  id: number;
  label: string;
}

/**
 * A titled group of checkboxes choosing ids (a fieldset read with its legend by screen
 * readers), with what to show while the choices load and when there are none.
 */
export function IdChecks(props: {
  idPrefix: string;
  legend: string;
  choices: IdChoice[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  /** Shown when the company has no choice of this kind: says how to add one. */
  empty: ReactNode;
  loadFailed?: boolean;
}) {
  const { t } = useTranslation(menuAdminNs);
  const { choices, value } = props;
  const helpId = `${props.idPrefix}-help`;
  return (
    <fieldset className="mt-3" aria-describedby={choices?.length === 0 || props.loadFailed ? helpId : undefined}>
      <legend className="h6">{props.legend}</legend>
      {props.error && (
        <div className="text-danger small" role="alert">
          {props.error}
        </div>
      )}
      {props.loadFailed ? (
        <p id={helpId} className="small text-danger mb-0">
          {t('choicesFailed')}
        </p>
      ) : choices === undefined ? (
        <p className="small text-muted mb-0">{t('loading')}</p>
      ) : choices.length === 0 ? (
        <p id={helpId} className="small text-muted mb-0">
          {props.empty}
        </p>
      ) : (
        <div className="d-flex flex-wrap gap-3">
          {choices.map((c) => (
            <Form.Check
              key={c.id}
              id={`${props.idPrefix}-${c.id}`}
              label={c.label}
              checked={value.includes(c.id)}
              onChange={(e) => props.onChange(e.target.checked ? [...value, c.id] : value.filter((x) => x !== c.id))}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The company's allergens as choices, named in the back office's language. */
export function useAllergenChoices() {
  const text = useMenuText();
  const allergens = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'allergens'], queryFn: menuAdminApi.allergens });
  return {
    choices: allergens.data?.map((a) => ({
      id: a.allergenId,
      label: text('allergen', a.allergenId, 'description', a.description),
    })),
    failed: allergens.isError,
  };
}

/** The company's features as choices, named in the back office's language. */
export function useFeatureChoices() {
  const text = useMenuText();
  const features = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'features'], queryFn: menuAdminApi.features });
  return {
    choices: features.data?.map((f) => ({ id: f.featureId, label: text('feature', f.featureId, 'name', f.name) })),
    failed: features.isError,
  };
}
