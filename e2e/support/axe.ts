import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';

// One axe run over the whole page, as the specs check it: every rule, every violation.

/**
 * Runs axe over `page`. The same rules and the same violations as `new AxeBuilder({ page })
 * .analyze()`, in about half the time on a 2-core machine:
 * - legacy mode runs `axe.run` in the page itself; the default runs `axe.runPartial` and then
 *   `axe.finishRun` in a new blank tab, which injects axe a second time (the app has no iframes,
 *   where the two modes would differ);
 * - `resultTypes: ['violations']` skips building selectors for every passing and inapplicable
 *   node (the specs read only `violations`, which keep all their nodes).
 */
export function axe(page: Page) {
  return new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
}
