import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from '@playwright/test';
import type * as Axe from 'axe-core';

type Scope = { include?: string; exclude?: string };

/** axe-core's own build, put into a document once, however many times the document is checked. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type WithAxe = { axe?: typeof Axe };

/**
 * axe in every frame of the page as it is (frames of the same origin report into the top one).
 * @axe-core/playwright sent the whole 640 kB script twice on every check, and the browser compiled
 * it twice: 0.1 to 0.25 s each time here. A frame that goes away meanwhile is not checked.
 */
async function withAxe(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => typeof (window as WithAxe).axe === 'object')) return;
    await frame.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  } catch {
    // Navigated or closed while being prepared.
  }
}

/**
 * target-size (WCAG 2.2 AA, 2.5.8: targets of 24 px) is off in axe by default; issue 15 and
 * Lighthouse both ask for it. Only violations are read, so axe details (and builds selectors for)
 * one node of each passing rule instead of every node: the API reference's check 19 s → 7 s here.
 */
const OPTIONS: Axe.RunOptions = {
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations'],
};

async function analyze(page: Page, scope: Scope) {
  for (const frame of page.frames()) await withAxe(frame);
  // No include is the whole document.
  const context = {
    include: scope.include ? [scope.include] : [],
    exclude: scope.exclude ? [scope.exclude] : [],
  };
  const results = await page.evaluate(
    ({ context, options }): Promise<Axe.AxeResults> => {
      const axe = (window as WithAxe).axe;
      if (!axe) throw new Error('axe is not on the page');
      return axe.run(context as Axe.ElementContext, options);
    },
    { context, options: OPTIONS },
  );
  return results.violations;
}

function listed(found: Axe.Result[]) {
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
