// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the folders given, so that
// `hearken serve` sends the smaller one the client accepts without compressing per request
// (host/src/http/static_files.rs). Already-compressed formats (fonts, images) are left alone, and
// so is a copy that would not be smaller. Usage: node scripts/precompress.mjs DIR...
import { readdirSync, readFileSync, statSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { join, extname } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map', '.xml']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.has(extname(entry.name))) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const dir of process.argv.slice(2)) {
  if (!existsSync(dir)) {
    console.error(`precompress: ${dir} does not exist`);
    process.exit(1);
  }
  for (const path of files(dir)) {
    const raw = readFileSync(path);
    const copies = [
      ['.br', brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })],
      ['.gz', gzipSync(raw, { level: 9 })],
    ];
    for (const [suffix, data] of copies) {
      if (data.length < raw.length) {
        writeFileSync(path + suffix, data);
      } else {
        rmSync(path + suffix, { force: true });
      }
    }
    count += 1;
    before += statSync(path).size;
    after += copies[0][1].length < raw.length ? copies[0][1].length : raw.length;
  }
}
console.log(`precompress: ${count} files, ${before} B, ${after} B as brotli`);
