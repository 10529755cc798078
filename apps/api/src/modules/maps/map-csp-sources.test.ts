import { describe, expect, it } from 'vitest';
import { mapCspSources } from './map-csp-sources';

describe('mapCspSources', () => {
  it('allows the tile origin for images and the map embed hosts for frames', () => {
    expect(mapCspSources({ MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' })).toEqual({
      imgSrc: ['https://tile.openstreetmap.org'],
      frameSrc: ['https://www.google.com', 'https://maps.google.com', 'https://www.openstreetmap.org'],
    });
    expect(mapCspSources({ MAP_TILES_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png?key=k' }).imgSrc).toEqual([
      'https://*.tile.example.com',
    ]);
  });
});
