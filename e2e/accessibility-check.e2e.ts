// The axe check every journey screenshot runs (support/accessibility.ts) must still fail on a
// real violation: it is what "zero violations on every screen" rests on.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { launchBrowser } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the accessibility check of the journeys', () => {
  it('passes a page without WCAG violations (best practices aside) and names the rule and element of one that has them', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.setContent(
      '<html lang="it"><head><title>Prova</title></head><body><main><h1>Menu</h1><img src="data:," alt="Pizza"></main></body></html>',
    );
    await expectAccessible(page, 'clean');
    // Only the WCAG 2.1 A/AA rules count: content outside landmarks is axe's best practice.
    await page.setContent(
      '<html lang="it"><head><title>Prova</title></head><body><h1>Menu</h1><p>Pizza</p></body></html>',
    );
    await expectAccessible(page, 'best practice only');

    await page.setContent(
      '<html lang="it"><head><title>Prova</title></head><body><main><h1>Menu</h1><img id="no-alt" src="data:,"></main></body></html>',
    );
    await expect(expectAccessible(page, 'broken')).rejects.toThrow(/image-alt[\s\S]*#no-alt/);
  });

  it('checks WCAG 2.2 AA by default: two 16-pixel buttons side by side fail on target size', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.setContent(
      '<html lang="it"><head><title>Prova</title></head><body><main><h1>Menu</h1>' +
        '<button id="less" style="width:16px;height:16px;padding:0;border:0">-</button><button id="more" style="width:16px;height:16px;padding:0;border:0">+</button>' +
        '</main></body></html>',
    );
    await expect(expectAccessible(page, 'small targets')).rejects.toThrow(/target-size[\s\S]*#(less|more)/);
    // A page that is not the app's own may leave the 2.2 rules out.
    await expectAccessible(page, 'small targets, 2.1 only', { wcag22: false });
  });
});
