// axe-core in the browser tests (issue 33, docs/ACCESSIBILITY.md): injects the installed axe-core
// (an exact devDependency; nothing is downloaded at run time) into a page, runs the WCAG 2.2 AA
// rule set over the whole document (open shadow roots included, so the widget's Shadow DOM too),
// and answers the serious and critical violations as readable text.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule tags of WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 adds AA rules only). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What fails a test; moderate and minor findings are best practice, not conformance. */
const FAILING = new Set(['serious', 'critical']);

/**
 * A known exception: `rule` on a node whose target (selectors joined by ' >> ', shadow hosts
 * first) contains `target`, for `reason`. Each one is listed in docs/ACCESSIBILITY.md.
 * @typedef {{ rule: string, target: string, reason: string }} Exception
 */

/**
 * Runs axe over `page`; answers the serious and critical violations as
 * [{ rule, impact, help, url, nodes: [{ target, html, summary }] }], minus the nodes `exceptions`
 * excuse. Rules without a failing node are left out.
 * @param {import('playwright-core').Page} page
 * @param {{ exceptions?: Exception[] }} [options]
 */
export async function axeViolations(page, { exceptions = [] } = {}) {
  // page.addScriptTag({ content }) is an inline script, which the admin's CSP (script-src 'self')
  // blocks and reports; evaluating through the DevTools protocol is not subject to it.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(source);
  const results = await page.evaluate(
    (tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  return results.violations
    .filter((v) => FAILING.has(v.impact))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      url: v.helpUrl,
      nodes: v.nodes
        .map((n) => ({ target: n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : t)).join(' >> '), html: n.html, summary: n.failureSummary }))
        .filter((n) => !exceptions.some((e) => e.rule === v.id && n.target.includes(e.target))),
    }))
    .filter((v) => v.nodes.length > 0);
}

/** `violations` as text a failing assertion can show: rule, impact, help, each target and snippet. */
export function formatViolations(violations) {
  return violations
    .map((v) =>
      [
        `${v.rule} (${v.impact}): ${v.help} <${v.url}>`,
        ...v.nodes.map((n) => `  at ${n.target}\n    ${n.html.replace(/\s+/g, ' ').slice(0, 240)}\n    ${(n.summary ?? '').replace(/\n\s*/g, ' ').slice(0, 300)}`),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * Fails (throws) when axe finds a serious or critical violation on `page`; `where` names the
 * screen and size in the message.
 */
export async function assertAccessible(page, where, options) {
  const violations = await axeViolations(page, options);
  if (violations.length) throw new Error(`${where}: ${violations.length} serious or critical WCAG 2.2 AA violation(s)\n${formatViolations(violations)}`);
}
