// The app's page and its addresses, as both the server and the web app read them.
//
// Spec 001 §2: the language is the first path segment when it has two letters (/en/...), and
// the app's own routes sit below it. The server reads the same (which page is the home, for
// what it adds to the page) as the browser's router does.

/** The language code of a path like '/en/home' (a two-letter first segment), or null. */
export function languageFromPath(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  return /^[a-z]{2}$/.test(first) ? first : null;
}

/** The app's own path below the language prefix: '/en/main/menu' -> '/main/menu', '/en' -> '/'. */
export function pathBelowLanguage(pathname: string): string {
  const language = languageFromPath(pathname);
  return (language ? pathname.slice(language.length + 1) : pathname) || '/';
}

// For a light, fast first load, the settings of spec 000 §7 ride inside the page as a
// JSON data block with this id, so the app starts without asking for settings.json first (it
// still does when the block is missing, e.g. under Vite).
export const EMBEDDED_SETTINGS_ELEMENT_ID = 'tavola-settings';

// On the home page of a named company the server draws its banner into the page,
// above the app's root, so the first paint is the restaurant's own picture (the home's
// largest paint) and not a placeholder; the app removes it when its first screen is drawn.
export const BOOT_BANNER_ELEMENT_ID = 'tavola-boot-banner';

/** The home banner's intrinsic size, in the app's home header and in the banner the server draws. */
export const HOME_BANNER_SIZE = { width: 1200, height: 360 } as const;

/**
 * The file the web build leaves beside index.html: for each app path whose page is
 * loaded on demand and often opened first (a QR code's menu), the files of that page, so the
 * server's page can start loading them with the first load's instead of after it has run.
 * Shape: { "/main/menu": ["/assets/menu-page-….js", "/assets/ordering-….css", …] }.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * The fetch priority of the app's scripts in its page (first contentful paint): the
 * first paint is the page's HTML and CSS, so the scripts, the web build's tags and the route
 * preloads the server adds alike, must not take a phone's bandwidth from the stylesheet and the
 * banner. Chrome fetches module scripts at high priority without it.
 */
export const APP_SCRIPT_FETCH_PRIORITY = 'low';
