// The app's page as the server sends it (issue #14 "a light, fast first load"): the settings of
// spec 000 §7 ride inside it as a JSON data block with this id, so the app starts without
// asking for settings.json first (it still does when the block is missing, e.g. under Vite).
export const EMBEDDED_SETTINGS_ELEMENT_ID = 'tavola-settings';
