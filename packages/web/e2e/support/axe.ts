import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Scope = { include?: string; exclude?: string };

/**
 * Legacy mode runs axe in the page and its frames as they are; the default opens a blank page of its
 * own to merge the frames' results on every call, which doubled the check at the end of every journey.
 */
async function analyze(page: Page, scope: Scope) {
  // target-size (WCAG 2.2 AA, 2.5.8: targets of 24 px) is off in axe by default; issue 15 and
  // Lighthouse both ask for it. Only violations are read, so axe details (and builds selectors for)
  // one node of each passing rule instead of every node: the API reference's check 19 s → 7 s here.
  let axe = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] });
  if (scope.include) axe = axe.include(scope.include);
  if (scope.exclude) axe = axe.exclude(scope.exclude);
  return (await axe.analyze()).violations;
}

function listed(found: Awaited<ReturnType<typeof analyze>>) {
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`,
  );
}

/**
 * Every axe finding on the page as it is, each with the elements it is about, so a failure says
 * where to look. `include`/`exclude` narrow the scan to (or away from) a selector.
 */
export async function violations(page: Page, scope: Scope = {}) {
  return listed(await analyze(page, scope));
}

/** Only the serious and critical findings. */
export async function seriousViolations(page: Page, scope: Scope = {}) {
  return listed(
    (await analyze(page, scope)).filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  );
}
