// Translations of the diner-facing menu texts: per company language; a blank field
// falls back to the Italian text. Two lists: the chosen menu (its name, categories, products),
// or the options (variation groups, their ingredients / options, allergens, features), shared by
// every menu.
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Button, Form, Table } from 'react-bootstrap';
import type { AdminTranslation, TranslatableEntity } from '@tavola/domain/menu-admin';
import { Loaded } from './loaded';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { menuAdminNs } from './menu-admin-copy';
import { useMenuAdminQueries } from './products-page';
import { SelectRow } from './form-rows';

interface Row {
  entityType: TranslatableEntity;
  entityId: number;
  field: string;
  italian: string;
  /** What the text is (group, option, allergen), read before it. */
  kind?: string;
}

export function TranslationsPage() {
  const { t } = useTranslation(menuAdminNs);
  const languages = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'languages'], queryFn: menuAdminApi.languages });
  const [languageId, setLanguageId] = useState<number | null>(null);
  const [menuWebId, setMenuWebId] = useState<number | null>(null);
  // 'options': the texts shared by every menu rather than one menu's.
  const [what, setWhat] = useState<'menu' | 'options'>('menu');
  const { menus, classifiers, products } = useMenuAdminQueries(menuWebId);
  const groups = useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'groups'],
    queryFn: menuAdminApi.groups,
    enabled: what === 'options',
  });
  const ingredients = useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'ingredients'],
    queryFn: menuAdminApi.ingredients,
    enabled: what === 'options',
  });
  const allergens = useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'allergens'],
    queryFn: menuAdminApi.allergens,
    enabled: what === 'options',
  });
  const features = useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'features'],
    queryFn: menuAdminApi.features,
    enabled: what === 'options',
  });
  useEffect(() => {
    if (languageId === null && languages.data?.length) setLanguageId(languages.data[0].languageId);
  }, [languages.data, languageId]);
  useEffect(() => {
    if (menuWebId === null && menus.data?.length) setMenuWebId(menus.data[0].menuWebId);
  }, [menus.data, menuWebId]);
  const translations = useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'translations', languageId],
    queryFn: () => menuAdminApi.translations(languageId!),
    enabled: languageId !== null,
  });

  const menu = menus.data?.find((m) => m.menuWebId === menuWebId);
  const optionRows: Row[] = [
    ...(groups.data ?? []).map((g) => ({
      entityType: 'groupVariation' as const,
      entityId: g.groupVariationId,
      field: 'description',
      italian: g.description,
      kind: t('translations.group'),
    })),
    ...(ingredients.data ?? []).map((i) => ({
      entityType: 'ingredient' as const,
      entityId: i.ingredientId,
      field: 'description',
      italian: i.description,
      kind: t('translations.option'),
    })),
    ...(allergens.data ?? []).map((a) => ({
      entityType: 'allergen' as const,
      entityId: a.allergenId,
      field: 'description',
      italian: a.description,
      kind: t('translations.allergen'),
    })),
    ...(features.data ?? []).map((f) => ({
      entityType: 'feature' as const,
      entityId: f.featureId,
      field: 'name',
      italian: f.name,
      kind: t('translations.feature'),
    })),
  ];
  const menuRows: Row[] = [
    ...(menu
      ? [
          {
            entityType: 'menuWeb' as const,
            entityId: menu.menuWebId,
            field: 'displayDescription',
            italian: menu.displayDescription,
          },
        ]
      : []),
    ...(classifiers.data ?? []).map((c) => ({
      entityType: 'menuClassifier' as const,
      entityId: c.menuClassifierId,
      field: 'name',
      italian: c.name,
    })),
    ...(products.data ?? []).flatMap((p) => [
      { entityType: 'product' as const, entityId: p.productWebId, field: 'description', italian: p.description },
      ...(p.extendedDescription
        ? [
            {
              entityType: 'product' as const,
              entityId: p.productWebId,
              field: 'extendedDescription',
              italian: p.extendedDescription,
            },
          ]
        : []),
    ]),
  ];

  return (
    <section aria-labelledby="translations-heading">
      <h2 id="translations-heading" className="h4">
        {t('translations.heading')}
      </h2>
      <p className="text-muted">{t('translations.help')}</p>
      <Loaded query={languages}>
        {(list) =>
          list.length === 0 ? (
            <Alert variant="info">{t('translations.none')}</Alert>
          ) : (
            <div className="d-flex flex-wrap gap-3 mb-3">
              <SelectRow
                id="translation-language"
                className=""
                label={t('translations.language')}
                value={languageId}
                choices={list.map((l) => ({ value: l.languageId, label: l.description }))}
                onChange={(v) => setLanguageId(Number(v))}
              />
              <SelectRow
                id="translation-what"
                className=""
                label={t('translations.what')}
                value={what}
                choices={[
                  { value: 'menu', label: t('translations.whatMenu') },
                  { value: 'options', label: t('translations.whatOptions') },
                ]}
                onChange={(v) => setWhat(v === 'options' ? 'options' : 'menu')}
              />
              {what === 'menu' && (
                <SelectRow
                  id="translation-menu"
                  className=""
                  label={t('menuPicker')}
                  value={menuWebId}
                  choices={(menus.data ?? []).map((m) => ({ value: m.menuWebId, label: m.displayDescription }))}
                  onChange={(v) => setMenuWebId(Number(v))}
                />
              )}
            </div>
          )
        }
      </Loaded>
      {languageId !== null && (
        <Loaded query={translations}>
          {(data) => (
            <Table responsive size="sm">
              <tbody>
                {(what === 'menu' ? menuRows : optionRows).map((row) => (
                  <TranslationRow
                    key={`${row.entityType}:${row.entityId}:${row.field}`}
                    row={row}
                    languageId={languageId}
                    saved={data.translations}
                  />
                ))}
              </tbody>
            </Table>
          )}
        </Loaded>
      )}
    </section>
  );
}

function TranslationRow({ row, languageId, saved }: { row: Row; languageId: number; saved: AdminTranslation[] }) {
  const { t } = useTranslation(menuAdminNs);
  const queryClient = useQueryClient();
  const current =
    saved.find((t) => t.entityType === row.entityType && t.entityId === row.entityId && t.field === row.field)?.value ??
    '';
  const [value, setValue] = useState(current);
  useEffect(() => setValue(current), [current]);
  const save = useMutation({
    mutationFn: () =>
      menuAdminApi.saveTranslation({
        entityType: row.entityType,
        entityId: row.entityId,
        languageId,
        fields: { [row.field]: value },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...MENU_ADMIN_KEY, 'translations', languageId] }),
  });
  const id = `tr-${row.entityType}-${row.entityId}-${row.field}`;
  return (
    <tr>
      <td style={{ width: '40%' }}>
        <label htmlFor={id}>
          {row.kind && <span className="small text-muted d-block">{row.kind}</span>}
          {row.italian}
        </label>
      </td>
      <td>
        <Form.Control
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          isInvalid={!!save.error}
          isValid={save.isSuccess && value === current}
        />
        {save.error && <Form.Control.Feedback type="invalid">{save.error.message}</Form.Control.Feedback>}
      </td>
      <td style={{ width: '1%' }}>
        <Button size="sm" disabled={save.isPending || value === current} onClick={() => save.mutate()}>
          {t('save')}
        </Button>
      </td>
    </tr>
  );
}
