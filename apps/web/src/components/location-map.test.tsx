// The map component: named for screen readers, the address as text, and the
// marker with its address when the tiles cannot load.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationMap } from './location-map';

const tiles = { tilesUrl: 'https://tiles.example/{z}/{x}/{y}.png', tilesAttribution: '&copy; Example' };
const renderMap = (t: typeof tiles | null) =>
  render(
    <LocationMap
      latitude={45.4613}
      longitude={9.1851}
      label="Mappa di Tavola Centro"
      address="Via Torino 21, Milano"
      tiles={t}
    />,
  );

describe('LocationMap', () => {
  it('is a named region with the address as its caption, and loads the configured tiles with a referrer', () => {
    const { container } = renderMap(tiles);
    expect(screen.getByRole('region', { name: 'Mappa di Tavola Centro' })).toBeTruthy();
    expect(container.querySelector('figcaption')?.textContent).toBe('Via Torino 21, Milano');
    const tile = container.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.src).toMatch(/^https:\/\/tiles\.example\/15\/\d+\/\d+\.png$/);
    expect(tile?.referrerPolicy).toBe('strict-origin-when-cross-origin');
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).toContain('© Example');
    expect(container.querySelector('.location-map-no-tiles')).toBeNull();
  });

  it('keeps the marker and shows the address on the map when a tile fails', () => {
    const { container } = renderMap(tiles);
    fireEvent.error(container.querySelector('img.leaflet-tile')!);
    expect(container.querySelector('.location-map-no-tiles')).not.toBeNull();
    expect(container.querySelector('img.leaflet-tile')).toBeNull();
    expect(container.querySelector('.location-map-marker')).not.toBeNull();
    expect(container.querySelector('.location-map-label')?.textContent).toBe('Via Torino 21, Milano');
  });

  it('without tiles configured, the same', () => {
    const { container } = renderMap(null);
    expect(container.querySelector('.location-map-label')?.textContent).toBe('Via Torino 21, Milano');
    // Only a picture of the words the caption says: no unnamed role=tooltip for screen readers (axe aria-tooltip-name).
    expect(container.querySelector('.location-map-label')?.getAttribute('aria-hidden')).toBe('true');
  });
});
