// Venue info modal (spec 001 §2 'Seat info modal'): header with the venue name and the
// company description; logo (venue, else company; 110px high), introduction, 'our services'
// cards with their opening hours, contacts, the map; footer 'Chiudi'.
import type { Company, SeatWeb } from '@tavola/domain/entities';
import { OrderType } from '@tavola/domain/enums';
import { labelLocaleOf } from '@tavola/domain/slot-rules';
import { groupOpeningHours } from '@tavola/domain/opening-hours';
import Card from 'react-bootstrap/Card';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import defaultLogo from '../../../assets/default-logo.svg';
import { FallbackImage } from '../../../components/fallback-image';
import type { MapTiles } from '../../../components/map-tiles';
import { SeatWebMap } from '../../../components/seat-web-map';
import { customTexts, seatWebAddress } from '../../../lib/order-type-texts';

// The 'our services' cards in their order: the order type whose custom texts they show, when
// the venue offers it, and the default copy.
const services = [
  {
    kind: 'local',
    orderType: OrderType.AlTavolo,
    offered: (s: SeatWeb) => s.digitalMenuEnabled || s.localOrderEnabled,
    title: 'appShell.venueInfo.localOrderTitle',
    subtitle: 'appShell.venueInfo.localOrderSubtitle',
    hours: 'appShell.venueInfo.hoursLocal',
  },
  {
    kind: 'takeaway',
    orderType: OrderType.Asporto,
    offered: (s: SeatWeb) => s.takeawayEnabled,
    title: 'appShell.venueInfo.takeawayTitle',
    subtitle: 'appShell.venueInfo.takeawaySubtitle',
    hours: 'appShell.venueInfo.hoursTakeaway',
  },
  {
    kind: 'delivery',
    orderType: OrderType.Consegna,
    offered: (s: SeatWeb) => s.deliveryEnabled,
    title: 'appShell.venueInfo.deliveryTitle',
    subtitle: 'appShell.venueInfo.deliverySubtitle',
    hours: 'appShell.venueInfo.hoursDelivery',
  },
] as const;

export function VenueInfoModal({
  show,
  onHide,
  seatWeb,
  company,
  tiles,
}: {
  show: boolean;
  onHide: () => void;
  seatWeb: SeatWeb;
  company: Company;
  /** settings.json map tiles. */
  tiles?: MapTiles | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = labelLocaleOf(i18n.language);
  const cards = services.filter((service) => service.offered(seatWeb));
  // 001 §2: the block appears only when local order, takeaway or delivery is enabled.
  const showServices = seatWeb.localOrderEnabled || seatWeb.takeawayEnabled || seatWeb.deliveryEnabled;
  const phone = seatWeb.phone?.trim();

  return (
    <Modal show={show} onHide={onHide} size="lg" aria-labelledby="venue-info-title" scrollable>
      <Modal.Header closeButton closeLabel={t('appShell.venueInfo.close')}>
        <div>
          <Modal.Title id="venue-info-title">{seatWeb.name}</Modal.Title>
          {company.description && <div className="text-muted small">{company.description}</div>}
        </div>
      </Modal.Header>
      <Modal.Body>
        <div className="text-center mb-3">
          <FallbackImage
            src={seatWeb.logo || company.logo}
            fallback={defaultLogo}
            alt={t('shell.logoAlt', { name: seatWeb.name })}
            className="venue-info-logo"
            width={160}
            height={160}
            loading="lazy"
          />
        </div>
        {company.introduction && <p>{company.introduction}</p>}
        {showServices && cards.length > 0 && (
          <section aria-labelledby="venue-services-title" className="mb-3">
            <h2 id="venue-services-title" className="h5">
              {t('appShell.venueInfo.services')}
            </h2>
            <div className="row g-3">
              {cards.map((card) => {
                const rows = groupOpeningHours(seatWeb.openingDays, card.kind, locale);
                const custom = customTexts(seatWeb, card.orderType);
                return (
                  <div className="col-md-4" key={card.kind}>
                    <Card className="h-100" data-testid={`venue-service-${card.kind}`}>
                      <Card.Body>
                        <Card.Title as="h3" className="h6">
                          {custom.title ?? t(card.title)}
                        </Card.Title>
                        <Card.Subtitle className="mb-2 text-muted">{custom.subtitle ?? t(card.subtitle)}</Card.Subtitle>
                        {rows.length > 0 && (
                          <>
                            <div className="fw-semibold small mt-2">{t(card.hours)}</div>
                            <ul className="list-unstyled small mb-0">
                              {rows.map((row) => (
                                <li key={row.dayOfWeek}>
                                  {row.label}: {row.hours.join(', ')}
                                </li>
                              ))}
                            </ul>
                          </>
                        )}
                      </Card.Body>
                    </Card>
                  </div>
                );
              })}
            </div>
          </section>
        )}
        <section aria-labelledby="venue-contacts-title">
          <h2 id="venue-contacts-title" className="h5">
            {t('appShell.venueInfo.contacts')}
          </h2>
          <p className="mb-1">{seatWebAddress(seatWeb)}</p>
          {phone && (
            <p className="mb-1">
              {t('appShell.venueInfo.phone')}: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </p>
          )}
        </section>
        {/* Spec 001 §2/§9: the venue on the map, 300px; the same map as the takeaway card. */}
        <div className="venue-info-map mt-3">
          <SeatWebMap seatWeb={seatWeb} tiles={tiles} />
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('appShell.venueInfo.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
