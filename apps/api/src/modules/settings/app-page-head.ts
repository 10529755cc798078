// What the server adds to the app's page (for a light, fast first load): in its head
// the settings (spec 000 §7), so the phone's first call after the scripts is the startup call
// itself and not settings.json; and, on the home page of a named company, a preload of its
// banner and the banner itself at the top of the body, drawn as the home draws it, so the
// first paint is the restaurant's picture (the home's largest paint) while the scripts load.
// On the pages a diner often opens first by a link or a QR code (the menu), it also starts
// loading that page's files (the web build's ROUTE_PRELOADS_FILE) with the first load's, rather
// than after the first load has run.
// The page is therefore built per request and never stored (the settings never are, spec 000 §7).
import fs from 'node:fs';
import path from 'node:path';
import {
  APP_SCRIPT_FETCH_PRIORITY,
  BOOT_BANNER_ELEMENT_ID,
  EMBEDDED_SETTINGS_ELEMENT_ID,
  HOME_BANNER_SIZE,
  ROUTE_PRELOADS_FILE,
  pathBelowLanguage,
} from '@tavola/domain/app-page';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appSettingsFor } from './app-settings';
import { iconPath, manifestPath } from '../web-manifest/web-manifest';

/** Longer than any urlName the back office accepts: not worth a lookup. */
const MAX_URL_NAME_LENGTH = 100;

/** JSON inside <script>: nothing in it may close the element or open a comment. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Same-origin paths and https addresses only: the page's CSP decides the rest anyway. */
function isPreloadable(url: string | null): url is string {
  return url != null && ((url.startsWith('/') && !url.startsWith('//')) || url.startsWith('https://'));
}

/** The preload links of each app path the web build listed (none without a build). */
function routePreloadLinks(webDistDir: string): Map<string, string> {
  const file = path.join(webDistDir, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return new Map();
  const routes = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>;
  return new Map(
    Object.entries(routes).map(([route, files]) => [
      route,
      files
        .filter((url) => url.startsWith('/assets/'))
        // crossorigin as the build's own tags: the module loader and Vite's preload helper
        // fetch in CORS mode, and only a preload made the same way is reused.
        .map((url) =>
          url.endsWith('.css')
            ? `<link rel="preload" as="style" crossorigin href="${escapeAttribute(url)}">`
            : `<link rel="modulepreload" fetchpriority="${APP_SCRIPT_FETCH_PRIORITY}" crossorigin href="${escapeAttribute(url)}">`,
        )
        .join(''),
    ]),
  );
}

/** Markup the server adds to the app's page per request: at the end of its head, at the start of its body. */
export interface AppPageAdditions {
  head: string;
  bodyStart: string;
}

export function appPageHead(app: FastifyInstance) {
  const bannerOf = async (urlName: string | null): Promise<string | null> => {
    if (!urlName || urlName.length > MAX_URL_NAME_LENGTH) return null;
    const company = await app.companyVenueCache.companyByUrlName(urlName);
    return company?.homePageBanner ?? null;
  };
  const preloads = routePreloadLinks(app.config.WEB_DIST_DIR);
  const companyOf = async (urlName: string | null) => {
    if (!urlName || urlName.length > MAX_URL_NAME_LENGTH) return null;
    const company = await app.companyVenueCache.companyByUrlName(urlName);
    return company && !company.obsolete ? company : null;
  };

  return async (request: FastifyRequest): Promise<AppPageAdditions> => {
    const { settings, whiteLabel } = await appSettingsFor(app, request);
    const head = [
      `<script type="application/json" id="${EMBEDDED_SETTINGS_ELEMENT_ID}">${jsonForScript(settings)}</script>`,
    ];
    let bodyStart = '';
    const [pathname, search = ''] = request.url.split('?');
    const route = pathBelowLanguage(pathname);
    const routeFiles = preloads.get(route);
    if (routeFiles) head.push(routeFiles);
    // The installable app of the company the page opens (web-manifest.ts).
    const installable = await companyOf(
      whiteLabel?.urlName ??
        new URLSearchParams(search).get('company') ??
        (app.config.APP_ENV === 'demo' ? app.config.DEMO_COMPANY : null),
    );
    if (installable) {
      head.push(`<link rel="manifest" href="${escapeAttribute(manifestPath(installable.urlName))}">`);
      head.push(
        `<link rel="apple-touch-icon" href="${escapeAttribute(iconPath(installable.urlName, 'icon-192.png', installable.logo, installable.brandBackgroundColour))}">`,
      );
    }
    // The home page, with or without a language prefix ('/', '/en', '/en/').
    if (route === '/') {
      const banner = await bannerOf(whiteLabel?.urlName ?? new URLSearchParams(search).get('company'));
      if (isPreloadable(banner)) {
        const src = escapeAttribute(banner);
        head.push(`<link rel="preload" as="image" href="${src}" fetchpriority="high">`);
        // The home header's own classes (home-header.tsx): the same place and size, so the
        // app's banner replaces this one without a jump. Decorative: the app's has the alt text.
        bodyStart = `<div id="${BOOT_BANNER_ELEMENT_ID}" class="container home-container" aria-hidden="true"><div class="home-header"><img class="home-banner" src="${src}" width="${HOME_BANNER_SIZE.width}" height="${HOME_BANNER_SIZE.height}" alt="" fetchpriority="high"></div></div>`;
      }
    }
    return { head: head.join(''), bodyStart };
  };
}
