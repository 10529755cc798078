// Features ("Caratteristiche": Vegetariano, Piccante...): the labels a dish shows and the
// diners' legend lists. Company-wide, so the owner creates, renames (Italian and each company
// language) and deletes them; other editors read the list. Deleting one takes it off the
// dishes that showed it, which the confirmation says.
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, ListGroup } from 'react-bootstrap';
import { featureInputSchema, type AdminFeature } from '@tavola/domain/menu-admin';
import { Loaded } from './loaded';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { menuAdminNs } from './menu-admin-copy';
import { useMenuText } from './menu-texts';
import { TranslatedNameDialog } from './translated-name-dialog';

export function FeaturesSection({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation(menuAdminNs);
  const queryClient = useQueryClient();
  const menuText = useMenuText();
  const features = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'features'], queryFn: menuAdminApi.features });
  const [editing, setEditing] = useState<AdminFeature | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: MENU_ADMIN_KEY });
  const remove = useMutation({ mutationFn: (id: number) => menuAdminApi.deleteFeature(id), onSettled: refresh });
  const feature = editing === 'new' ? null : editing;

  return (
    <section aria-labelledby="features-heading" id="features" className="mt-4">
      <div className="d-flex align-items-center mb-2">
        <h2 id="features-heading" className="h4 me-auto mb-0">
          {t('variations.features')}
        </h2>
        {isOwner && <Button onClick={() => setEditing('new')}>{t('variations.newFeature')}</Button>}
      </div>
      <p className="small text-muted">{isOwner ? t('variations.featuresHelp') : t('variations.featuresOwnerOnly')}</p>
      {remove.error && (
        <Alert variant="danger" role="alert" dismissible onClose={() => remove.reset()}>
          {remove.error.message}
        </Alert>
      )}
      <Loaded query={features}>
        {(list) => (
          <ListGroup>
            {list.length === 0 && <ListGroup.Item className="text-muted">{t('variations.noFeatures')}</ListGroup.Item>}
            {list.map((f) => {
              const name = menuText('feature', f.featureId, 'name', f.name);
              return (
                <ListGroup.Item
                  key={f.featureId}
                  className="d-flex align-items-center gap-2"
                  data-testid={`feature-${f.featureId}`}
                >
                  {f.imageWebUrl && <img src={f.imageWebUrl} alt="" width={24} height={24} />}
                  <span className="me-auto">{name}</span>
                  {isOwner && (
                    <>
                      <Button
                        size="sm"
                        variant="outline-primary"
                        onClick={() => setEditing(f)}
                        aria-label={`${t('edit')}: ${name}`}
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={`${t('remove')}: ${name}`}
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm(t('variations.confirmRemoveFeature', { name })))
                            remove.mutate(f.featureId);
                        }}
                      >
                        {t('remove')}
                      </Button>
                    </>
                  )}
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
      </Loaded>
      {editing && (
        <TranslatedNameDialog
          title={feature ? `${t('variations.editFeature')}: ${feature.name}` : t('variations.newFeature')}
          entityType="feature"
          entityId={feature?.featureId ?? null}
          field="name"
          italian={feature?.name ?? ''}
          nameSchema={featureInputSchema.shape.name}
          onSave={(name, nameTranslations) =>
            feature
              ? menuAdminApi.renameFeature(feature.featureId, { name, nameTranslations })
              : menuAdminApi.createFeature({ name, nameTranslations })
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
