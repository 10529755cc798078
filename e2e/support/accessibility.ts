// Every screen a journey visits is checked with axe (WCAG 2.2 A and AA rules,
// target size included) and must have zero violations. The failure lists each rule with the
// elements it hit.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The WCAG 2.2 AA rules (target size) run by default; `wcag22: false` leaves them out, for a
 * screen that is not the app's own (a provider's page).
 */
export async function expectAccessible(page: Page, screen: string, options: { wcag22?: boolean } = {}): Promise<void> {
  // Animations (collapsing categories, fading modals) settle first: axe reads colours and
  // visibility as they are at that instant.
  // A modal's fade is a CSS transition still running after .show is set: axe would read its
  // colours half blended with the backdrop. Endless animations (spinners) never settle.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.collapsing, .fade:not(.show)').length === 0 &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // A transition can still start after that wait: a row sliding under the resting mouse pointer
  // starts its hover fade (CI once read a button 23% into it). Transitions are cut to their end
  // state while axe reads the page, then given back.
  const frozen = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  const results = await new AxeBuilder({ page: page as never })
    // Only violations are read: axe then skips collecting every passing node (its slowest part
    // on a long menu), which keeps 120 checks per run affordable on two cores. First: options()
    // replaces the whole options object, the tags below included.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(options.wcag22 !== false ? ['wcag22aa'] : [])])
    .analyze()
    .finally(() => frozen.evaluate((style) => (style as Element).remove()));
  if (results.violations.length === 0) return;
  const report = results.violations
    .map(
      (v) =>
        `- ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join('\n')}`,
    )
    .join('\n');
  throw new Error(`Accessibility violations on ${screen}:\n${report}`);
}
