// A venue on the map: the same map component everywhere (takeaway card, seat
// info modal). A venue with coordinates is drawn with its marker and address; one without
// coordinates shows its configured embed, only from an allowed maps host,
// in an iframe built here; otherwise nothing.
import type { SeatWeb } from '@tavola/domain/entities';
import { hasCoordinates } from '@tavola/domain/delivery-venue-rules';
import { useTranslation } from 'react-i18next';
import { mapEmbedSource } from '../lib/map-embed-source';
import { seatWebAddress } from '../lib/order-type-texts';
import { LazyLocationMap } from './lazy-location-map';
import { MAP_HEIGHT_PX, type MapTiles } from './map-tiles';

interface SeatWebMapProps {
  seatWeb: SeatWeb;
  tiles: MapTiles | null | undefined;
  height?: number;
}

/** What SeatWebMap shows for a venue: its point, its allowed embed, or nothing. */
export function seatWebMapSource(seatWeb: SeatWeb): { point: true } | { embed: string } | null {
  if (hasCoordinates(seatWeb)) return { point: true };
  const embed = mapEmbedSource(seatWeb.googleMaps);
  return embed ? { embed } : null;
}

export function SeatWebMap({ seatWeb, tiles, height = MAP_HEIGHT_PX }: SeatWebMapProps) {
  const { t } = useTranslation();
  const label = t('common.mapOf', { name: seatWeb.name });
  if (hasCoordinates(seatWeb)) {
    const address = seatWebAddress(seatWeb) || seatWeb.name;
    return (
      <LazyLocationMap
        latitude={seatWeb.latitude}
        longitude={seatWeb.longitude}
        label={label}
        address={address}
        tiles={tiles}
        height={height}
      />
    );
  }
  const source = seatWebMapSource(seatWeb);
  if (!source || !('embed' in source)) return null;
  const embed = source.embed;
  return (
    <iframe
      className="seat-web-map-embed"
      src={embed}
      title={label}
      style={{ height, width: '100%', border: 0 }}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-popups"
    />
  );
}
