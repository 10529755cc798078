// Allergen and feature legend (spec 000 §2 modals): the 14 allergens and the feature icons.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useAllAllergens } from '../api/get-all-allergens';
import { useAllFeatures } from '../api/get-all-features';
import { LoadError, Loading } from '../components/page-states';
import { FeatureIcons } from './feature-icons';

export function LegendModal({ show, onClose }: { show: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const allergens = useAllAllergens(show);
  const features = useAllFeatures(show);
  return (
    <Modal className="ordering-modal" show={show} onHide={onClose} centered scrollable aria-labelledby="legend-title">
      <Modal.Header closeButton closeLabel={t('ordering.common.close')}>
        <Modal.Title id="legend-title" as="h2" className="h5">
          {t('ordering.legend.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {/* A restaurant without features has no heading for them: an empty one reads as missing data. */}
        {!(features.isSuccess && features.data.length === 0) && (
          <section className="mb-4">
            <h3 className="h6">{t('ordering.legend.features')}</h3>
            {features.isPending ? (
              <Loading />
            ) : features.isError ? (
              <LoadError error={features.error} />
            ) : (
              <FeatureIcons features={features.data} withNames />
            )}
          </section>
        )}
        <section>
          <h3 className="h6">{t('ordering.legend.allergens')}</h3>
          <p className="small text-body-secondary">{t('ordering.legend.allergensNote')}</p>
          {allergens.isPending ? (
            <Loading />
          ) : allergens.isError ? (
            <LoadError error={allergens.error} />
          ) : (
            <ol className="allergen-legend">
              {allergens.data.map((a) => (
                <li key={a.description}>{a.description}</li>
              ))}
            </ol>
          )}
        </section>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('ordering.common.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
