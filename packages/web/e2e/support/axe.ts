import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe findings on the page as it is, each with the elements it is about, so a
 * failure says where to look. `include`/`exclude` narrow the scan to (or away from) a selector.
 */
export async function seriousViolations(page: Page, scope: { include?: string; exclude?: string } = {}) {
  let axe = new AxeBuilder({ page });
  if (scope.include) axe = axe.include(scope.include);
  if (scope.exclude) axe = axe.exclude(scope.exclude);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`,
    );
}
