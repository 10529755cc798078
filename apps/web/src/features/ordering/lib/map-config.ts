// Map tiles of the nearest-venue modal (spec 000 §2: zoom 15, height 300px). The tile server is
// chosen at build time (VITE_MAP_TILE_URL, VITE_MAP_TILE_ATTRIBUTION); without network the
// map shows its marker on a blank background, which is all the offline demo can do.
export const MAP_ZOOM = 15;
export const MAP_HEIGHT_PX = 300;

export const mapTileUrl: string =
  import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export const mapTileAttribution: string =
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
