// The installable app's manifest per company (docs/pwa-and-push.md): the company's trade name,
// brand colours (the product's when it has none) and logo from its brand settings, so a restaurant's diners install that restaurant's
// app. Icons are the logo drawn square at the sizes browsers ask for (PNG; the product's own
// icon when the company has no logo, or one that is not on this server).
import { PRODUCT_BACKGROUND_COLOUR, PRODUCT_BRAND_COLOUR } from '@tavola/domain/brand-colour';
import { z } from 'zod';
import type { CompanyRow } from '../company/company-venue-cache';

type BrandedCompany = Pick<CompanyRow, 'brandColour' | 'brandBackgroundColour'>;

/** The installed app's bar: the company's brand colour, else the product's. */
export const themeColorOf = (company: BrandedCompany) => company.brandColour ?? PRODUCT_BRAND_COLOUR;
/** The splash screen and the icons' background: the company's, else white. */
export const backgroundColorOf = (company: BrandedCompany) =>
  company.brandBackgroundColour ?? PRODUCT_BACKGROUND_COLOUR;

export const ICON_FILES = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'icon-maskable-512.png': { size: 512, maskable: true },
} as const;
export type IconFile = keyof typeof ICON_FILES;

export const manifestPath = (urlName: string) => `/api/company/${encodeURIComponent(urlName)}/manifest.webmanifest`;
export const iconPath = (urlName: string, file: IconFile, logo: string | null, background: string | null = null) =>
  // The logo and background in the address: a new one is a new icon, however long a browser kept the old one.
  `/api/company/${encodeURIComponent(urlName)}/icons/${file}?v=${versionOf(background ? `${logo ?? ''}${background}` : logo)}`;

function versionOf(text: string | null): string {
  let hash = 0;
  for (const char of text ?? '') hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}

export const webAppManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string().optional(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  orientation: z.literal('portrait'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(
    z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.enum(['any', 'maskable']) }),
  ),
});
export type WebAppManifest = z.infer<typeof webAppManifestSchema>;

export function manifestOf(
  company: Pick<CompanyRow, 'urlName' | 'tradeName' | 'slogan' | 'logo' | 'brandColour' | 'brandBackgroundColour'>,
): WebAppManifest {
  const start = `/?company=${encodeURIComponent(company.urlName)}`;
  return {
    id: start,
    name: company.tradeName,
    // What a home screen shows under the icon: the trade name, cut at a word when long.
    short_name: shortNameOf(company.tradeName),
    ...(company.slogan ? { description: company.slogan } : {}),
    lang: 'it',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeColorOf(company),
    background_color: backgroundColorOf(company),
    icons: (Object.keys(ICON_FILES) as IconFile[]).map((file) => ({
      src: iconPath(company.urlName, file, company.logo, company.brandBackgroundColour),
      sizes: `${ICON_FILES[file].size}x${ICON_FILES[file].size}`,
      type: 'image/png',
      purpose: ICON_FILES[file].maskable ? 'maskable' : 'any',
    })),
  };
}

function shortNameOf(name: string): string {
  if (name.length <= 15) return name;
  const cut = name.slice(0, 15);
  const space = cut.lastIndexOf(' ');
  return (space > 4 ? cut.slice(0, space) : cut).trim();
}
