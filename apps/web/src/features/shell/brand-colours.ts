// The company's brand colour on the diners' screens (docs/pwa-and-push.md): the app's styles
// draw the product's colour (styles.css, ordering.css); a company with its own colour gets one
// small style sheet, at the end of the head, that sets Bootstrap's variables and the few rules
// those styles write out, plus the page's theme-color (the phone's bar). The shades are derived
// as the product's own are from its colour, so the product's colour gives back its styles.
// Selectors carry :root to outrank the app's rules whatever order the lazy styles load in.
import { PRODUCT_BRAND_COLOUR, hexColour, rgbOf } from '@tavola/domain/brand-colour';

const STYLE_ELEMENT_ID = 'tavola-brand-colours';

type Rgb = [number, number, number];

const hex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** Towards black by `amount` (0–1). */
const shade = (rgb: Rgb, amount: number): Rgb => rgb.map((c) => c * (1 - amount)) as Rgb;
/** Towards white by `amount` (0–1). */
const tint = (rgb: Rgb, amount: number): Rgb => rgb.map((c) => c + (255 - c) * amount) as Rgb;
const list = (rgb: Rgb) => rgb.map(Math.round).join(', ');

/** The style sheet that gives the app the brand colour `colour` ('#rrggbb'). */
export function brandStyleSheet(colour: string): string {
  const base = rgbOf(colour);
  const c = hex(base);
  const rgb = list(base);
  const hover = shade(base, 0.22);
  const active = shade(base, 0.35);
  const focusBorder = hex(tint(base, 0.5));
  const ring = `rgba(${rgb}, 0.25)`;
  return [
    `:root{--bs-primary:${c};--bs-primary-rgb:${rgb};--bs-link-color:${c};--bs-link-color-rgb:${rgb};` +
      `--bs-link-hover-color:${hex(hover)};--bs-link-hover-color-rgb:${list(hover)};--bs-focus-ring-color:${ring}}`,
    `:root .btn-primary{--bs-btn-bg:${c};--bs-btn-border-color:${c};--bs-btn-hover-bg:${hex(hover)};` +
      `--bs-btn-hover-border-color:${hex(hover)};--bs-btn-active-bg:${hex(active)};--bs-btn-active-border-color:${hex(active)};` +
      `--bs-btn-disabled-bg:${c};--bs-btn-disabled-border-color:${c};--bs-btn-focus-shadow-rgb:${rgb}}`,
    `:root:root .btn-outline-primary{--bs-btn-color:${c};--bs-btn-border-color:${c};--bs-btn-hover-bg:${c};` +
      `--bs-btn-hover-border-color:${c};--bs-btn-active-bg:${hex(active)};--bs-btn-active-border-color:${hex(active)};` +
      `--bs-btn-disabled-color:${c};--bs-btn-disabled-border-color:${c};--bs-btn-focus-shadow-rgb:${rgb}}`,
    `:root:root .ordering-container,:root:root .ordering-modal{--bs-focus-ring-color:${ring}}`,
    `:root:root .form-check-input:checked,:root:root .list-group-item.active{background-color:${c};border-color:${c}}`,
    `:root:root .form-control:focus,:root:root .form-select:focus,:root:root .form-check-input:focus` +
      `{border-color:${focusBorder};box-shadow:0 0 0 .25rem ${ring}}`,
    `:root:root .classifier-accordion{--bs-accordion-active-bg:${hex(tint(base, 0.9))};` +
      `--bs-accordion-active-color:${hex(active)};--bs-accordion-btn-focus-box-shadow:0 0 0 .25rem ${ring}}`,
  ].join('\n');
}

/**
 * Gives the page the company's brand colour, or the product's when it has none (or an unreadable
 * value, which the server never sends).
 */
export function applyBrandColour(colour: string | null, doc: Document = document): void {
  const brand = colour ? hexColour(colour) : null;
  const themeColor = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (themeColor) themeColor.content = brand ?? PRODUCT_BRAND_COLOUR;
  let style = doc.getElementById(STYLE_ELEMENT_ID);
  if (!brand || brand === PRODUCT_BRAND_COLOUR) {
    style?.remove();
    return;
  }
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ELEMENT_ID;
  }
  style.textContent = brandStyleSheet(brand);
  // Last in the head, also after any style sheet loaded since.
  doc.head.appendChild(style);
}
