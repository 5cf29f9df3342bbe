// Writes dist/fonts/: the web font files of the font catalogue (spec 002 §3, static data in
// admin-shell/src/settings/fonts.json), self-hosted so that a visitor's browser asks the Hearken
// server for a custom font and no third-party font service.
//
// The files come from the registry's @fontsource packages (the Google Fonts families, OFL/Apache
// licensed), pinned with their integrity in ../fonts.lock.json. Only the Latin subset of each
// upright weight the catalogue lists is kept: dist/fonts/{id}/{weight}.woff2, where id is the
// family in lower case with hyphens for spaces and weight is 100–900 ('regular' is 400).
// The tarballs are kept in build/fonts/ (gitignored) so a second build does not fetch them again.
//
//   node scripts/fonts.mjs          fetch (once), verify, extract
//   node scripts/fonts.mjs --lock   rewrite fonts.lock.json from the newest 5.x packages
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const here = (p) => new URL(p, import.meta.url).pathname;
const catalogue = JSON.parse(readFileSync(here('../../admin-shell/src/settings/fonts.json'), 'utf8'));
const lockPath = here('../fonts.lock.json');
const cache = here('../../build/fonts/');
const out = here('../dist/fonts/');

/** The same id the widget and the admin preview ask for (addon-sdk/js/src/fonts.ts). */
const idOf = (family) => family.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const weightOf = (variant) => (variant === 'regular' ? '400' : variant);
const packageOf = (family) => `@fontsource/${idOf(family)}`;
const npm = (args) => execFileSync('npm', ['--no-audit', '--no-fund', ...args], { cwd: cache, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

mkdirSync(cache, { recursive: true });

if (process.argv.includes('--lock')) {
  const packed = JSON.parse(npm(['pack', '--json', ...catalogue.map((f) => `${packageOf(f.family)}@5`)]));
  const lock = Object.fromEntries(packed.map((p) => [p.name, { version: p.version, integrity: p.integrity }]));
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`fonts.lock.json: ${packed.length} packages`);
  process.exit(0);
}

const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const tarball = (name) => join(cache, `${name.slice(1).replace('/', '-')}-${lock[name].version}.tgz`);
const sri = (file) => `sha512-${createHash('sha512').update(readFileSync(file)).digest('base64')}`;

const missing = catalogue.map((f) => packageOf(f.family)).filter((name) => {
  if (!lock[name]) throw new Error(`${name} is not in fonts.lock.json: run node scripts/fonts.mjs --lock`);
  return !existsSync(tarball(name)) || sri(tarball(name)) !== lock[name].integrity;
});
if (missing.length) npm(['pack', '--silent', ...missing.map((name) => `${name}@${lock[name].version}`)]);

rmSync(out, { recursive: true, force: true });
let files = 0;
let bytes = 0;
for (const font of catalogue) {
  const name = packageOf(font.family);
  const file = tarball(name);
  if (sri(file) !== lock[name].integrity) throw new Error(`${file}: integrity does not match fonts.lock.json`);
  const id = idOf(font.family);
  const tmp = mkdtempSync(join(tmpdir(), 'hearken-font-'));
  try {
    execFileSync('tar', ['-xzf', file, '-C', tmp, '--wildcards', `package/files/${id}-latin-*-normal.woff2`]);
    mkdirSync(join(out, id), { recursive: true });
    for (const variant of font.variants.filter((v) => !v.includes('italic'))) {
      const weight = weightOf(variant);
      const from = join(tmp, 'package', 'files', `${id}-latin-${weight}-normal.woff2`);
      if (!existsSync(from)) throw new Error(`${name} has no Latin ${weight} file, which the catalogue lists`);
      copyFileSync(from, join(out, id, `${weight}.woff2`));
      files += 1;
      bytes += readFileSync(from).length;
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
console.log(`fonts: ${catalogue.length} families, ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB in dist/fonts/`);
