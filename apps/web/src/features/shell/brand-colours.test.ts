// The brand colour on the page: the style sheet and the theme-color follow the company's colour,
// and a company without one gets the product's styles back.
import { afterEach, describe, expect, it } from 'vitest';
import { applyBrandColour, brandStyleSheet } from './brand-colours';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('brand colours', () => {
  it('sets Bootstrap’s primary and the buttons from the colour', () => {
    const css = brandStyleSheet('#1d4e89');
    expect(css).toContain('--bs-primary:#1d4e89;--bs-primary-rgb:29, 78, 137;');
    expect(css).toMatch(/\.btn-primary\{--bs-btn-bg:#1d4e89;.*--bs-btn-hover-bg:#173d6b/);
  });

  it('gives the page the colour and the phone’s bar, and takes them back when none', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#8a1c1c">';
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')!;
    applyBrandColour('#1d4e89');
    expect(meta.content).toBe('#1d4e89');
    expect(document.getElementById('tavola-brand-colours')?.textContent).toContain('--bs-primary:#1d4e89');
    expect(document.head.lastElementChild?.id).toBe('tavola-brand-colours');

    applyBrandColour(null);
    expect(meta.content).toBe('#8a1c1c');
    expect(document.getElementById('tavola-brand-colours')).toBeNull();
  });
});
