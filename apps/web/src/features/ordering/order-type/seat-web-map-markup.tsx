// The takeaway card shows the selected venue's map markup (spec 000 §2). The markup is the
// company's own venue configuration (seatWeb.googleMaps, an embed), shown as given.
import type { SeatWeb } from '@tavola/domain/entities';
import { useTranslation } from 'react-i18next';

export function SeatWebMapMarkup({ seatWeb }: { seatWeb: SeatWeb | null | undefined }) {
  const { t } = useTranslation();
  if (!seatWeb?.googleMaps) return null;
  return (
    <figure className="seat-web-map mb-3">
      <div className="seat-web-map-frame" dangerouslySetInnerHTML={{ __html: seatWeb.googleMaps }} />
      <figcaption className="small text-body-secondary mt-1">
        {t('ordering.orderType.mapOf', { name: seatWeb.name })}
      </figcaption>
    </figure>
  );
}
