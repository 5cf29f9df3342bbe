// Packs the WordPress connector plugin (wordpress/) into dist/hearken-wordpress.zip, which the host
// serves beside the loader (/widget/hearken-wordpress.zip) for the admin's embed panel to offer.
// The archive unpacks to a `hearken/` folder (the plugin's slug), as WordPress's "Upload Plugin"
// expects. It is deterministic: files in name order, one fixed timestamp, no extra fields, so the
// same sources give the same bytes. Node's zlib only: no zip tool needed.
import { readdirSync, readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

const source = new URL('../wordpress/', import.meta.url).pathname;
const dist = new URL('../dist/', import.meta.url).pathname;
const SLUG = 'hearken';
/** 1 January 1980, 00:00: the earliest time a zip's MS-DOS date can hold. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function* files(dir) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** The entries: each folder (with a trailing slash) before the files in it. */
function entries() {
  const out = [];
  const folders = new Set();
  for (const path of files(source)) {
    const name = `${SLUG}/${relative(source, path).split('\\').join('/')}`;
    const parts = name.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = `${parts.slice(0, i).join('/')}/`;
      if (!folders.has(folder)) {
        folders.add(folder);
        out.push({ name: folder, data: Buffer.alloc(0) });
      }
    }
    out.push({ name, data: readFileSync(path) });
  }
  return out;
}

function zip(list) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of list) {
    const folder = name.endsWith('/');
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = folder ? data : deflateRawSync(data, { level: 9 });
    const method = folder ? 0 : 8;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate, folders)
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBytes, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, zip 2.0 (so the modes below count)
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    // extra length, comment length, disk number, internal attributes: 0
    const mode = folder ? 0o40755 : 0o100644;
    central.writeUInt32LE(((mode << 16) | (folder ? 0x10 : 0)) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(list.length, 8);
  end.writeUInt16LE(list.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const list = entries();
mkdirSync(dist, { recursive: true });
const out = join(dist, 'hearken-wordpress.zip');
writeFileSync(out, zip(list));
console.log(`${relative(process.cwd(), out)}: ${list.filter((e) => !e.name.endsWith('/')).length} files`);
