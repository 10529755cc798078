// The one map of the app (spec 000 §2 delivery venue search and takeaway card,
// spec 001 §2 seat info modal): Leaflet centred on a point with a marker, zoom 15, 300px.
// Tiles come from the settings file (MAP_TILES_URL); when none can load (offline, blocked)
// the map keeps its marker with the address on a plain street-grid surface instead of grey.
// Screen readers get the map's name and the address as text (the caption).
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './location-map.css';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';

import { MAP_HEIGHT_PX, MAP_ZOOM, type MapTiles } from './map-tiles';

const markerIcon = L.divIcon({
  className: 'location-map-marker',
  html: '<span aria-hidden="true"></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  tooltipAnchor: [0, -30],
});

/**
 * A map mounted inside an opening modal measures itself too early: measure again once shown.
 * Also names the map container, which Leaflet makes focusable for keyboard panning.
 */
function MapAccessibility({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    const timer = setTimeout(() => map.invalidateSize(), 300);
    return () => clearTimeout(timer);
  }, [map, label]);
  return null;
}

interface LocationMapProps {
  latitude: number;
  longitude: number;
  /** The map's accessible name, e.g. 'Mappa: Via Torino 21, Milano'. */
  label: string;
  /** The place in words: the caption, and the marker's label when there are no tiles. */
  address: string;
  tiles: MapTiles | null | undefined;
  height?: number;
}

export function LocationMap({ latitude, longitude, label, address, tiles, height = MAP_HEIGHT_PX }: LocationMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const withTiles = !!tiles?.tilesUrl && !tilesFailed;
  return (
    <figure className={`location-map mb-0${withTiles ? '' : ' location-map-no-tiles'}`} data-testid="location-map">
      <MapContainer
        center={[latitude, longitude]}
        zoom={MAP_ZOOM}
        style={{ height, width: '100%' }}
        scrollWheelZoom={false}
      >
        {withTiles && (
          <TileLayer
            url={tiles.tilesUrl}
            attribution={tiles.tilesAttribution}
            // Tile servers' usage policies (OpenStreetMap's included) ask for a Referer.
            referrerPolicy="strict-origin-when-cross-origin"
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        )}
        <Marker position={[latitude, longitude]} icon={markerIcon} keyboard={false} interactive={false}>
          {!withTiles && (
            <Tooltip
              permanent
              direction="top"
              className="location-map-label"
              // The figcaption says the address to screen readers; Leaflet's role="tooltip" label
              // is only its picture (axe: a tooltip node mid-render had no name).
              eventHandlers={{
                add: (event) =>
                  (event.target as { getElement(): HTMLElement | undefined })
                    .getElement()
                    ?.setAttribute('aria-hidden', 'true'),
              }}
            >
              {address}
            </Tooltip>
          )}
        </Marker>
        <MapAccessibility label={label} />
      </MapContainer>
      <figcaption className="location-map-caption small">{address}</figcaption>
    </figure>
  );
}
