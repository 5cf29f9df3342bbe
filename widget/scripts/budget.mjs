// The size budgets of docs/WIDGET_PROTOCOL.md, gzipped: prints each figure and exits 1 when a
// file is over its budget (or missing: run `npm run build` first).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGETS = [
  ['widget.js', 2 * 1024],
  ['renderer.js', 12 * 1024],
  // Fetched on every page view of a site with an active page-scoped add-on (heatmaps, ratings).
  ['page.js', 1024],
  // Imported beside the renderer, and on a page view that finds responses left over.
  ['outbox.js', 1024],
];

let over = false;
for (const [file, budget] of BUDGETS) {
  let bytes;
  try {
    bytes = readFileSync(new URL(`../dist/${file}`, import.meta.url));
  } catch {
    console.error(`${file}: missing; run npm run build first`);
    over = true;
    continue;
  }
  const gz = gzipSync(bytes, { level: 9 }).length;
  const ok = gz <= budget;
  over ||= !ok;
  console.log(`${file}: ${bytes.length} B raw, ${gz} B gzip, budget ${budget} B gzip ${ok ? 'ok' : 'OVER'}`);
}
process.exit(over ? 1 : 0);
