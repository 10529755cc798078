// Leaflet (about 150 KB) loads only when a map is shown, not with the home page;
// the placeholder keeps the map's height so nothing below it moves.
import { lazy, Suspense, type ComponentProps } from 'react';
import { MAP_HEIGHT_PX } from './map-tiles';

const LocationMap = lazy(() => import('./location-map').then((m) => ({ default: m.LocationMap })));

export function LazyLocationMap(props: ComponentProps<typeof LocationMap>) {
  return (
    <Suspense
      fallback={<div className="location-map" style={{ height: props.height ?? MAP_HEIGHT_PX }} aria-hidden="true" />}
    >
      <LocationMap {...props} />
    </Suspense>
  );
}
