// A Leaflet map centred on a point with a marker (spec 000 §2 delivery venue search). The
// marker is drawn with CSS, so it shows even when no tile or image can be loaded.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { MAP_HEIGHT_PX, MAP_ZOOM, mapTileAttribution, mapTileUrl } from '../lib/map-config';

const markerIcon = L.divIcon({
  className: 'location-map-marker',
  html: '<span></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

/** A map mounted inside an opening modal measures itself too early: measure again once shown. */
function SizeAfterOpening() {
  const map = useMap();
  useEffect(() => {
    const timer = setTimeout(() => map.invalidateSize(), 300);
    return () => clearTimeout(timer);
  }, [map]);
  return null;
}

export function LocationMap({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  return (
    <div className="location-map" role="img" aria-label={label}>
      <MapContainer
        center={[latitude, longitude]}
        zoom={MAP_ZOOM}
        style={{ height: MAP_HEIGHT_PX, width: '100%' }}
        scrollWheelZoom={false}
      >
        <TileLayer url={mapTileUrl} attribution={mapTileAttribution} />
        <Marker position={[latitude, longitude]} icon={markerIcon} keyboard={false} />
        <SizeAfterOpening />
      </MapContainer>
    </div>
  );
}
