// A company's brand colours (docs/pwa-and-push.md): the colour of its buttons, links and the
// installed app's bar, and the background of its app's splash screen and icons. Set on the
// brand screen; the same rules check the form and the API. Buttons draw white text on the
// brand colour, so the colour must let white text reach WCAG AA (4.5:1 for normal text).
import { z } from 'zod';
import { message } from './validation-messages';

/** The product's own colours: a company without brand colours looks like this. */
export const PRODUCT_BRAND_COLOUR = '#8a1c1c';
export const PRODUCT_BACKGROUND_COLOUR = '#ffffff';

/** WCAG 2.x AA, normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const HEX_COLOUR = /^#[0-9a-f]{6}$/;

/** '#RRGGBB' or '#rrggbb' (spaces around allowed) → '#rrggbb'; anything else → null. */
export function hexColour(value: string): string | null {
  const v = value.trim().toLowerCase();
  return HEX_COLOUR.test(v) ? v : null;
}

/** The red, green and blue of a '#rrggbb' colour, 0–255 each. */
export function rgbOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a '#rrggbb' colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two '#rrggbb' colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The ratio white text reaches on the colour, rounded down to two decimals (as shown to the owner). */
export function whiteTextContrast(hex: string): number {
  return Math.floor(contrastRatio('#ffffff', hex) * 100) / 100;
}

/** Whether white text on the colour is readable (WCAG AA, normal text). */
export function isReadableUnderWhiteText(hex: string): boolean {
  return contrastRatio('#ffffff', hex) >= MIN_TEXT_CONTRAST;
}

const colourText = () =>
  z
    .string()
    .max(20, message('hexColour'))
    .transform((v) => v.trim())
    .refine((v) => v === '' || hexColour(v) !== null, message('hexColour'))
    .transform((v) => (v === '' ? '' : (hexColour(v) as string)));

/** '' or absent: the product's colour; otherwise '#rrggbb' that white text is readable on. */
export const optionalBrandColour = () =>
  colourText()
    .refine((v) => v === '' || isReadableUnderWhiteText(v), message('brandColourContrast'))
    .nullish()
    .transform((v) => (v ? v : null));

/** '' or absent: white; otherwise '#rrggbb'. */
export const optionalBackgroundColour = () =>
  colourText()
    .nullish()
    .transform((v) => (v ? v : null));
