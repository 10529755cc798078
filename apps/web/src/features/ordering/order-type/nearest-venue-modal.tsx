// Delivery venue search (spec 000 §2, spec 001 §2 "Delivery info modal"): geocodes the
// delivery address, shows it on a map (zoom 15, 300px) with a marker, then the nearest venue
// that delivers there, or 'Siamo spiacenti, ma non ci sono sedi disponibili nella tua zona.'.
// Confirm returns the venue; close dismisses.
import type { SeatWeb } from '@tavola/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { LazyLocationMap } from '../../../components/lazy-location-map';
import { ApiError } from '../../../lib/api-client';
import { nearestSeatWeb, type NearestSeatWebRequest } from '../api/nearest-seat-web';
import { seatWebAddress } from '../../../lib/order-type-texts';
import { MAPS_UNAVAILABLE } from '../api/maps-suggest';

interface NearestVenueModalProps {
  /** The address to search from; null keeps the modal closed. */
  address: NearestSeatWebRequest | null;
  /** Venues the diner may get (a venue fixed by the address allows only itself). */
  allowed(seatWeb: SeatWeb): boolean;
  confirming: boolean;
  confirmError: string | null;
  onConfirm(seatWeb: SeatWeb): void;
  onClose(): void;
}

// Made on first use: building an Intl formatter loads its locale data, work the first load of
// every page would otherwise do for a modal most diners never open.
let distanceFormat: Intl.NumberFormat | undefined;
const formatDistance = (km: number) =>
  (distanceFormat ??= new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1, minimumFractionDigits: 1 })).format(
    km,
  );

export function NearestVenueModal({
  address,
  allowed,
  confirming,
  confirmError,
  onConfirm,
  onClose,
}: NearestVenueModalProps) {
  const { t } = useTranslation();
  const { settings } = useAppContext();
  const search = useQuery({
    queryKey: ['nearestSeatWeb', address],
    queryFn: () => nearestSeatWeb(address!),
    enabled: address != null,
    staleTime: 60_000,
    retry: false,
  });
  const result = search.data;
  const venue = result?.seatWeb && allowed(result.seatWeb) ? result.seatWeb : null;
  const fullAddress = address ? `${address.address} ${address.number}, ${address.city}` : '';
  // Spec 000 §8: no venue (no coordinates, no route) shows the message and logs a warning.
  const noVenue = result != null && result.seatWeb == null;
  useEffect(() => {
    if (noVenue) console.warn(`Delivery venue search: no venue delivers to '${fullAddress}'.`);
  }, [noVenue, fullAddress]);

  return (
    <Modal
      className="ordering-modal"
      show={address != null}
      onHide={onClose}
      centered
      aria-labelledby="nearest-venue-title"
    >
      <Modal.Header closeButton closeLabel={t('ordering.common.close')}>
        <Modal.Title id="nearest-venue-title" as="h2" className="h5">
          {t('ordering.delivery.modalTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-2">
          <span className="text-body-secondary">{t('ordering.delivery.deliverTo')}</span> <strong>{fullAddress}</strong>
        </p>
        {search.isPending && (
          <p role="status" className="d-flex align-items-center gap-2">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            {t('ordering.delivery.searching')}
          </p>
        )}
        {result?.location && (
          <LazyLocationMap
            latitude={result.location.latitude}
            longitude={result.location.longitude}
            label={t('ordering.delivery.mapLabel', { address: fullAddress })}
            address={fullAddress}
            tiles={settings.maps}
          />
        )}
        {search.isError && (
          <Alert variant="danger" role="alert" className="mt-3 mb-0">
            {/* An outage is not 'no venue'; it says so, and the diner may retry. */}
            {search.error instanceof ApiError && search.error.code === MAPS_UNAVAILABLE
              ? t('ordering.delivery.mapsUnavailable')
              : search.error instanceof ApiError
                ? search.error.message
                : t('ordering.common.unexpectedError')}
            <div className="mt-2">
              <Button variant="danger" size="sm" onClick={() => search.refetch()} disabled={search.isFetching}>
                {t('common.retry')}
              </Button>
            </div>
          </Alert>
        )}
        {result &&
          (venue ? (
            <div className="mt-3" data-testid="nearest-venue">
              <p className="mb-1">{t('ordering.delivery.nearestVenue')}</p>
              <p className="h5 mb-1">{venue.name}</p>
              <p className="mb-1 text-body-secondary">{seatWebAddress(venue)}</p>
              {result.distanceKm != null && (
                <p className="mb-0 small">
                  {result.estimated
                    ? t('ordering.delivery.distanceEstimated', { km: formatDistance(result.distanceKm) })
                    : t('ordering.delivery.distance', { km: formatDistance(result.distanceKm) })}
                </p>
              )}
            </div>
          ) : (
            <Alert variant="warning" className="mt-3" role="alert">
              {t('ordering.delivery.noVenue')}
            </Alert>
          ))}
        {confirmError && (
          <Alert variant="danger" role="alert" className="mt-3 mb-0">
            {confirmError}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('ordering.common.close')}
        </Button>
        {venue && (
          <Button variant="primary" onClick={() => onConfirm(venue)} disabled={confirming}>
            {t('ordering.common.confirm')}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
