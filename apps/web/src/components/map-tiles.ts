// What every map of the app shares, kept apart from the map component so that importing it
// does not pull Leaflet into the first load.
export const MAP_ZOOM = 15;
export const MAP_HEIGHT_PX = 300;

/** settings.json `maps`: the tile URL template and its attribution (HTML, the operator's config). */
export interface MapTiles {
  tilesUrl: string;
  tilesAttribution: string;
}
