// The takeaway card shows the selected venue on the map (spec 000 §2). The venue's
// googleMaps markup is never rendered as HTML: SeatWebMap draws the venue
// from its coordinates, or frames its embed address when on an allowed maps host.
import type { SeatWeb } from '@tavola/domain/entities';
import { useTranslation } from 'react-i18next';
import type { MapTiles } from '../../../components/map-tiles';
import { SeatWebMap, seatWebMapSource } from '../../../components/seat-web-map';

const CARD_MAP_HEIGHT_PX = 180;

export function SeatWebMapMarkup({ seatWeb, tiles }: { seatWeb: SeatWeb | null | undefined; tiles?: MapTiles | null }) {
  const { t } = useTranslation();
  if (!seatWeb || !seatWebMapSource(seatWeb)) return null;
  return (
    <figure className="seat-web-map mb-3">
      <SeatWebMap seatWeb={seatWeb} tiles={tiles} height={CARD_MAP_HEIGHT_PX} />
      <figcaption className="small text-body-secondary mt-1">
        {t('ordering.orderType.mapOf', { name: seatWeb.name })}
      </figcaption>
    </figure>
  );
}
