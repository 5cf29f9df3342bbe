#!/usr/bin/env node
// A local stand-in for Google's OAuth 2.0 (consent page, token and revocation endpoints), Drive v3
// and Sheets v4, speaking their real request and answer shapes (and error bodies) closely enough
// that a client written against Google's documentation works against it unchanged, except for
// its base addresses. Test control API under /_mock/. No dependencies: Node 20 built-ins only.
// README.md next to this file documents every path.

import http from 'node:http';
import crypto from 'node:crypto';
import fs from 'node:fs';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CLIENT_ID = 'hearken-test.apps.googleusercontent.com';
export const DEFAULT_CLIENT_SECRET = 'test-secret';
export const DEFAULT_ACCOUNT = Object.freeze({ email: 'ada@example.com', name: 'Ada Lovelace' });
export const DEFAULT_FOLDERS = Object.freeze(['Hearken responses', 'Marketing', 'Archive']);

const BODY_LIMIT = 1024 * 1024;
/** Past this much an over-long body is no longer read to its end: the connection is cut. */
const DRAIN_LIMIT = 16 * BODY_LIMIT;
const ACCESS_TOKEN_SECONDS = 3599;
const CODE_SECONDS = 600;
const REQUEST_LOG = 500;

const FOLDER = 'application/vnd.google-apps.folder';
const SPREADSHEET = 'application/vnd.google-apps.spreadsheet';

const G = 'https://www.googleapis.com/auth/';
/** Scopes that see every file of the account (not only the app's own). */
const DRIVE_BROAD = [G + 'drive', G + 'drive.readonly', G + 'drive.metadata', G + 'drive.metadata.readonly'];
const DRIVE_READ = [...DRIVE_BROAD, G + 'drive.file', G + 'drive.appdata', G + 'drive.photos.readonly'];
const DRIVE_WRITE = [G + 'drive', G + 'drive.file', G + 'drive.appdata'];
const SHEETS_BROAD = [G + 'spreadsheets', G + 'spreadsheets.readonly', G + 'drive', G + 'drive.readonly'];
const SHEETS_READ = [...SHEETS_BROAD, G + 'drive.file'];
const SHEETS_WRITE = [G + 'spreadsheets', G + 'drive', G + 'drive.file'];
const SCOPE_ALIASES = { email: G + 'userinfo.email', profile: G + 'userinfo.profile' };

const SCOPE_LABELS = {
  openid: 'Associate you with your personal info on Google',
  [G + 'userinfo.email']: 'See your primary Google Account email address',
  [G + 'userinfo.profile']: 'See your personal info, including any personal info you have made publicly available',
  [G + 'drive']: 'See, edit, create, and delete all of your Google Drive files',
  [G + 'drive.file']: 'See, edit, create, and delete only the specific Google Drive files you use with this app',
  [G + 'drive.readonly']: 'See and download all your Google Drive files',
  [G + 'drive.metadata.readonly']: 'See information about your Google Drive files',
  [G + 'drive.metadata']: 'View and manage metadata of files in your Google Drive',
  [G + 'spreadsheets']: 'See, edit, create, and delete all your Google Sheets spreadsheets',
  [G + 'spreadsheets.readonly']: 'See all your Google Sheets spreadsheets',
};

// ---------------------------------------------------------------------------------------------
// Google's error bodies

const AUTH_MESSAGE =
  'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
const MISSING_AUTH_MESSAGE =
  'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

/** Google's 401 for an expired, revoked or unknown access token (Drive and Sheets alike). */
export function unauthenticatedBody() {
  return {
    error: {
      code: 401,
      message: AUTH_MESSAGE,
      errors: [
        { message: 'Invalid Credentials', domain: 'global', reason: 'authError', location: 'Authorization', locationType: 'header' },
      ],
      status: 'UNAUTHENTICATED',
    },
  };
}

function missingAuthBody() {
  return {
    error: {
      code: 401,
      message: MISSING_AUTH_MESSAGE,
      errors: [{ message: 'Login Required.', domain: 'global', reason: 'required', location: 'Authorization', locationType: 'header' }],
      status: 'UNAUTHENTICATED',
    },
  };
}

/** Drive v3's error shape: `{error: {code, message, errors: [{message, domain, reason, location?, locationType?}]}}`. */
function driveErrorBody(code, message, reason, location, locationType = 'parameter') {
  const item = { message, domain: 'global', reason };
  if (location) Object.assign(item, { location, locationType });
  return { error: { code, message, errors: [item] } };
}

export function driveNotFoundBody(id) {
  return driveErrorBody(404, `File not found: ${id}.`, 'notFound', 'fileId');
}

/** The `{error: {code, message, status}}` shape of Sheets v4 (and Google's newer APIs). */
function statusBody(code, message, status) {
  return { error: { code, message, status } };
}

const STATUS_DEFAULTS = {
  400: ['Request contains an invalid argument.', 'INVALID_ARGUMENT'],
  403: ['The caller does not have permission', 'PERMISSION_DENIED'],
  404: ['Requested entity was not found.', 'NOT_FOUND'],
  409: ['The operation was aborted.', 'ABORTED'],
  413: ['Request payload size exceeds the limit: 1048576 bytes.', 'INVALID_ARGUMENT'],
  429: ['Resource has been exhausted (e.g. check quota).', 'RESOURCE_EXHAUSTED'],
  500: ['Internal error encountered.', 'INTERNAL'],
  501: ['Operation is not implemented, or supported, or enabled.', 'UNIMPLEMENTED'],
  502: ['Bad Gateway', 'UNAVAILABLE'],
  503: ['The service is currently unavailable.', 'UNAVAILABLE'],
  504: ['The request timed out. Please try again.', 'DEADLINE_EXCEEDED'],
};

/** The Google-shaped body of an answer with `status` on `path` (used by /_mock/fail). */
export function defaultErrorBody(status, path = '/') {
  if (path === '/token' || path === '/revoke') {
    if (status === 400 && path === '/token') return { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
    if (status === 400) return { error: 'invalid_token', error_description: 'Token expired or revoked' };
    if (status === 401) return { error: 'invalid_client', error_description: 'Unauthorized' };
  }
  if (status === 401) return unauthenticatedBody();
  const file = /^\/drive\/v3\/files\/([^/]+)/.exec(path);
  if (status === 404 && file) return driveNotFoundBody(safeDecode(file[1]));
  const [message, code] = STATUS_DEFAULTS[status] ?? [http.STATUS_CODES[status] ?? 'Error', 'UNKNOWN'];
  return statusBody(status, message, code);
}

const OAUTH_ERRORS = {
  invalidGrant: () => ({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' }),
  invalidToken: () => ({ error: 'invalid_token', error_description: 'Token expired or revoked' }),
};

// ---------------------------------------------------------------------------------------------
// Small helpers

function safeDecode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function randomString(length, prefix = '') {
  let s = prefix;
  while (s.length < length) s += crypto.randomBytes(48).toString('base64url');
  return s.slice(0, length);
}

/** A Drive-looking id: starts with 1, then base64url (so letters, digits, '-' and '_'). */
function driveId(length = 33) {
  return randomString(length, '1');
}

function permissionId() {
  let s = '';
  while (s.length < 20) s += crypto.randomInt(0, 10);
  return s;
}

function sha256url(text) {
  return crypto.createHash('sha256').update(text).digest('base64url');
}

function escapeHtml(text) {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function clone(value) {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

function isEmptyCell(v) {
  return v === null || v === undefined || v === '';
}

function isPlainObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

class HttpError extends Error {
  constructor(status, body, headers = {}) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

function json(status, body, headers = {}) {
  return { status, headers: { 'content-type': 'application/json; charset=UTF-8', ...headers }, body: JSON.stringify(body) };
}

function html(status, text, headers = {}) {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      ...headers,
    },
    body: text,
  };
}

function redirect(location) {
  return { status: 302, headers: { location, 'cache-control': 'no-store' }, body: '' };
}

const NO_STORE = { 'cache-control': 'no-cache, no-store, max-age=0, must-revalidate', pragma: 'no-cache' };

/** Appends `pairs` to `base`'s query, percent-encoding spaces as %20 (as Google does). */
function withQuery(base, pairs) {
  const url = new URL(base);
  const extra = pairs
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const search = url.search ? `${url.search}&${extra}` : `?${extra}`;
  return `${url.origin}${url.pathname}${search}${url.hash}`;
}

// ---------------------------------------------------------------------------------------------
// Partial responses: the `fields` parameter (`a,b(c,d),e/f`, `*`)

export function parseFields(text) {
  let i = 0;
  const fail = () => {
    throw new Error(`Invalid field selection ${text}`);
  };
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const name = () => {
    ws();
    const m = /^[A-Za-z0-9_*@#.$-]+/.exec(text.slice(i));
    if (!m) fail();
    i += m[0].length;
    return m[0];
  };
  const insert = (tree, path, sub) => {
    let node = tree;
    for (let k = 0; k < path.length - 1; k++) {
      if (node[path[k]] === true) return;
      node = node[path[k]] ??= {};
    }
    const last = path[path.length - 1];
    if (sub === true || node[last] === true) node[last] = true;
    else node[last] = Object.assign(node[last] ?? {}, sub);
  };
  const list = (nested) => {
    const tree = {};
    for (;;) {
      const path = [name()];
      while (text[i] === '/') {
        i++;
        path.push(name());
      }
      ws();
      let sub = true;
      if (text[i] === '(') {
        i++;
        sub = list(true);
        ws();
        if (text[i] !== ')') fail();
        i++;
      }
      insert(tree, path, sub);
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (nested || i === text.length) return tree;
      fail();
    }
  };
  return list(false);
}

export function applyFields(value, tree) {
  if (tree === true || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => applyFields(v, tree));
  const out = {};
  if (tree['*']) for (const [k, v] of Object.entries(value)) out[k] = v;
  for (const [k, sub] of Object.entries(tree)) {
    if (k !== '*' && k in value) out[k] = applyFields(value[k], sub);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Drive's search query language (q)

function tokenizeQuery(q) {
  const tokens = [];
  let i = 0;
  while (i < q.length) {
    const c = q[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({ t: c });
      i++;
    } else if (c === "'") {
      let v = '';
      i++;
      for (;;) {
        if (i >= q.length) throw new Error('unterminated string');
        if (q[i] === '\\' && i + 1 < q.length) {
          v += q[i + 1];
          i += 2;
        } else if (q[i] === "'") {
          i++;
          break;
        } else {
          v += q[i++];
        }
      }
      tokens.push({ t: 'str', v });
    } else if (q.startsWith('!=', i) || q.startsWith('<=', i) || q.startsWith('>=', i)) {
      tokens.push({ t: 'op', v: q.slice(i, i + 2) });
      i += 2;
    } else if (c === '=' || c === '<' || c === '>') {
      tokens.push({ t: 'op', v: c });
      i++;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z0-9_.]+/.exec(q.slice(i));
      tokens.push({ t: 'word', v: m[0] });
      i += m[0].length;
    } else {
      throw new Error(`unexpected ${c}`);
    }
  }
  return tokens;
}

/** Compiles a q expression into a predicate `(file, ctx) => boolean`; throws on anything unknown. */
export function compileQuery(q) {
  const tokens = tokenizeQuery(q);
  let p = 0;
  const peek = () => tokens[p];
  const isWord = (tok, w) => tok && tok.t === 'word' && tok.v.toLowerCase() === w;
  const bad = (why) => {
    throw new Error(why);
  };
  const term = () => {
    const tok = tokens[p++];
    if (!tok) bad('unexpected end');
    if (tok.t === 'str') {
      if (!isWord(tokens[p], 'in')) bad("expected 'in'");
      p++;
      const field = tokens[p++];
      if (!field || field.t !== 'word') bad('expected a field');
      const value = tok.v;
      if (field.v === 'parents') return (f, ctx) => f.parents.includes(value === 'root' ? ctx.rootId : value);
      if (field.v === 'owners' || field.v === 'writers' || field.v === 'readers') {
        return (f, ctx) => f.owner === (value === 'me' ? ctx.email : value);
      }
      bad(`unknown collection ${field.v}`);
    }
    if (tok.t !== 'word') bad('expected a term');
    const op = tokens[p++];
    const value = tokens[p++];
    if (!op || !value) bad('unexpected end');
    const opName = op.t === 'op' ? op.v : op.t === 'word' && op.v === 'contains' ? 'contains' : null;
    if (!opName) bad('expected an operator');
    if (tok.v === 'name' || tok.v === 'mimeType' || tok.v === 'fullText') {
      if (value.t !== 'str') bad('expected a string');
      const key = tok.v === 'fullText' ? 'name' : tok.v;
      const v = value.v;
      if (opName === '=') return (f) => f[key] === v;
      if (opName === '!=') return (f) => f[key] !== v;
      if (opName === 'contains') return (f) => f[key].toLowerCase().includes(v.toLowerCase());
      bad(`operator ${opName} not allowed on ${tok.v}`);
    }
    if (tok.v === 'trashed' || tok.v === 'starred') {
      if (value.t !== 'word' || !['true', 'false'].includes(value.v)) bad('expected true or false');
      const v = value.v === 'true';
      const key = tok.v;
      const get = (f) => Boolean(f[key]);
      if (opName === '=') return (f) => get(f) === v;
      if (opName === '!=') return (f) => get(f) !== v;
      bad(`operator ${opName} not allowed on ${tok.v}`);
    }
    bad(`unknown term ${tok.v}`);
  };
  const unary = () => {
    if (isWord(peek(), 'not')) {
      p++;
      const inner = unary();
      return (f, ctx) => !inner(f, ctx);
    }
    if (peek() && peek().t === '(') {
      p++;
      const inner = or();
      if (!peek() || peek().t !== ')') bad("expected ')'");
      p++;
      return inner;
    }
    return term();
  };
  const and = () => {
    let left = unary();
    while (isWord(peek(), 'and')) {
      p++;
      const l = left;
      const r = unary();
      left = (f, ctx) => l(f, ctx) && r(f, ctx);
    }
    return left;
  };
  const or = () => {
    let left = and();
    while (isWord(peek(), 'or')) {
      p++;
      const l = left;
      const r = and();
      left = (f, ctx) => l(f, ctx) || r(f, ctx);
    }
    return left;
  };
  if (tokens.length === 0) return () => true;
  const predicate = or();
  if (p !== tokens.length) bad('trailing input');
  return predicate;
}

const ORDER_KEYS = new Set(['name', 'name_natural', 'folder', 'createdTime', 'modifiedTime', 'starred']);

function compileOrder(orderBy) {
  const keys = orderBy.split(',').map((part) => {
    const m = /^\s*([A-Za-z_]+)(\s+(asc|desc))?\s*$/.exec(part);
    if (!m || !ORDER_KEYS.has(m[1])) throw new Error('invalid orderBy');
    return { key: m[1], desc: m[3] === 'desc' };
  });
  return (a, b) => {
    for (const { key, desc } of keys) {
      let c = 0;
      if (key === 'name' || key === 'name_natural') {
        c = a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: key === 'name_natural' });
        if (c === 0) c = a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
      } else if (key === 'folder') {
        c = (b.mimeType === FOLDER) - (a.mimeType === FOLDER);
      } else if (key === 'starred') {
        c = 0;
      } else {
        c = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
      }
      if (c !== 0) return desc ? -c : c;
    }
    return a.seq - b.seq;
  };
}

// ---------------------------------------------------------------------------------------------
// A1 notation

function colIndex(letters) {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

export function colName(index) {
  let s = '';
  let n = index + 1;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

function quoteSheet(title) {
  if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(title) && !/^[A-Za-z]{1,3}[0-9]+$/.test(title)) return title;
  return `'${title.replaceAll("'", "''")}'`;
}

function splitSheetName(text) {
  if (text.startsWith("'")) {
    let i = 1;
    let name = '';
    for (;;) {
      if (i >= text.length) return null;
      if (text[i] === "'") {
        if (text[i + 1] === "'") {
          name += "'";
          i += 2;
          continue;
        }
        break;
      }
      name += text[i++];
    }
    const rest = text.slice(i + 1);
    if (rest === '') return { sheet: name, a1: '' };
    if (rest[0] !== '!') return null;
    return { sheet: name, a1: rest.slice(1) };
  }
  const bang = text.lastIndexOf('!');
  if (bang >= 0) return { sheet: text.slice(0, bang), a1: text.slice(bang + 1) };
  return { sheet: null, a1: text };
}

/** `A1`, `A:B`, `1:3`, `A1:C`, `A1:Z1000` → {r1, c1, r2, c2, single} (0-based; null = unbounded). */
function parseCells(a1) {
  const part = (s) => {
    const m = /^\$?([A-Za-z]{0,3})\$?([0-9]{0,7})$/.exec(s.trim());
    if (!m || (!m[1] && !m[2])) return null;
    if (m[2] && Number(m[2]) < 1) return null;
    return { c: m[1] ? colIndex(m[1]) : null, r: m[2] ? Number(m[2]) - 1 : null };
  };
  const pieces = a1.split(':');
  if (pieces.length === 1) {
    const a = part(pieces[0]);
    if (!a || a.c === null || a.r === null) return null;
    return { r1: a.r, c1: a.c, r2: a.r, c2: a.c, single: true };
  }
  if (pieces.length !== 2) return null;
  const a = part(pieces[0]);
  const b = part(pieces[1]);
  if (!a || !b) return null;
  if (a.c === null && b.c !== null && b.r === null) return null; // 1:A
  if (a.r === null && b.r !== null && b.c === null) return null; // A:1
  let r1 = a.r ?? 0;
  let c1 = a.c ?? 0;
  let r2 = b.r;
  let c2 = b.c;
  if (a.r === null && b.r !== null && b.c !== null) r1 = 0; // A:B5
  if (r2 !== null && r2 < r1) [r1, r2] = [r2, r1];
  if (c2 !== null && c2 < c1) [c1, c2] = [c2, c1];
  return { r1, c1, r2, c2, single: false };
}

// ---------------------------------------------------------------------------------------------
// Sheets' values

function formatNumber(n) {
  if (!Number.isFinite(n)) return String(n);
  const s = String(n);
  return s.replace('e+', 'E+').replace('e-', 'E-');
}

function renderCell(v, option) {
  if (option === 'FORMATTED_VALUE') {
    if (typeof v === 'number') return formatNumber(v);
    if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  }
  return v;
}

function userEntered(v) {
  if (typeof v !== 'string') return v;
  if (v.startsWith("'")) return v.slice(1);
  const t = v.trim();
  if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return Number(t);
  if (/^true$/i.test(t)) return true;
  if (/^false$/i.test(t)) return false;
  return v;
}

function trimMatrix(lines) {
  const out = lines.map((line) => {
    let end = line.length;
    while (end > 0 && isEmptyCell(line[end - 1])) end--;
    return line.slice(0, end).map((v) => (isEmptyCell(v) ? '' : v));
  });
  while (out.length && out[out.length - 1].length === 0) out.pop();
  return out;
}

const DIMENSIONS = new Set(['ROWS', 'COLUMNS', 'DIMENSION_UNSPECIFIED']);
const RENDER_OPTIONS = new Set(['FORMATTED_VALUE', 'UNFORMATTED_VALUE', 'FORMULA']);

// ---------------------------------------------------------------------------------------------
// The mock

export class MockGoogle {
  constructor(options = {}) {
    this.options = {
      clients: options.clients ?? [
        {
          client_id: options.clientId ?? DEFAULT_CLIENT_ID,
          client_secret: options.clientSecret ?? DEFAULT_CLIENT_SECRET,
        },
      ],
      account: { ...DEFAULT_ACCOUNT, ...(options.account ?? {}) },
      folders: options.folders ?? [...DEFAULT_FOLDERS],
    };
    /** Per server life: the same account keeps its ids across resets, and so do the seeded folders. */
    this.identities = new Map();
    this.seedFolderIds = this.options.folders.map(() => driveId());
    this.reset();
  }

  // --- clock and bookkeeping -----------------------------------------------------------------

  nowMs() {
    return Date.now() + this.offsetMs;
  }

  nowIso() {
    return new Date(this.nowMs()).toISOString();
  }

  reset() {
    this.offsetMs = 0;
    this.seq = 0;
    this.clients = new Map();
    for (const c of this.options.clients) this.addClient(c);
    this.accounts = new Map();
    this.files = new Map();
    this.spreadsheets = new Map();
    this.codes = new Map();
    this.grants = new Map();
    this.accessTokens = new Map();
    this.refreshTokens = new Map();
    this.failures = [];
    this.requests = [];
    this.currentEmail = this.setAccount(this.options.account).email;
    this.options.folders.forEach((name, i) => this.addFolder({ name, id: this.seedFolderIds[i] }));
    return { ok: true };
  }

  addClient({ client_id, client_secret, redirect_uris } = {}) {
    if (typeof client_id !== 'string' || !client_id || typeof client_secret !== 'string' || !client_secret) {
      throw new HttpError(400, statusBody(400, 'client_id and client_secret are required strings.', 'INVALID_ARGUMENT'));
    }
    if (redirect_uris !== undefined && (!Array.isArray(redirect_uris) || !redirect_uris.every((u) => typeof u === 'string'))) {
      throw new HttpError(400, statusBody(400, 'redirect_uris is a list of strings.', 'INVALID_ARGUMENT'));
    }
    const client = { client_id, client_secret, redirect_uris: redirect_uris ?? null };
    this.clients.set(client_id, client);
    return { ...client };
  }

  /** Makes `email` the account signed in at the consent page (created when new). */
  setAccount({ email, name } = {}) {
    if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email)) {
      throw new HttpError(400, statusBody(400, 'email is required.', 'INVALID_ARGUMENT'));
    }
    const account = this.ensureAccount(email, typeof name === 'string' && name ? name : undefined);
    this.currentEmail = email;
    return this.accountView(account);
  }

  ensureAccount(email, name) {
    let account = this.accounts.get(email);
    if (!account) {
      let identity = this.identities.get(email);
      if (!identity) {
        identity = { permissionId: permissionId(), rootId: randomString(19, '0A') + 'Uk9PVA' };
        this.identities.set(email, identity);
      }
      account = { email, name: name ?? email.split('@')[0], ...identity };
      this.accounts.set(email, account);
      const t = this.nowIso();
      this.files.set(account.rootId, {
        id: account.rootId,
        name: 'My Drive',
        mimeType: FOLDER,
        parents: [],
        trashed: false,
        owner: email,
        createdBy: null,
        createdTime: t,
        modifiedTime: t,
        isRoot: true,
        seq: this.seq++,
      });
    } else if (name) {
      account.name = name;
    }
    return account;
  }

  accountView(account) {
    return { email: account.email, name: account.name, permissionId: account.permissionId, root_id: account.rootId };
  }

  /** A file of the account (default: the current one); folders default to its My Drive. */
  createFile({ name, mimeType, parents, owner, createdBy = null, id }) {
    const account = this.ensureAccount(owner ?? this.currentEmail);
    const t = this.nowIso();
    const file = {
      id: id ?? driveId(mimeType === SPREADSHEET ? 44 : 33),
      name,
      mimeType,
      parents: parents && parents.length ? [...parents] : [account.rootId],
      trashed: false,
      owner: account.email,
      createdBy,
      createdTime: t,
      modifiedTime: t,
      seq: this.seq++,
    };
    this.files.set(file.id, file);
    if (mimeType === SPREADSHEET) {
      this.spreadsheets.set(file.id, {
        id: file.id,
        tabs: [{ sheetId: 0, title: 'Sheet1', index: 0, rows: [], rowCount: 1000, columnCount: 26 }],
      });
    }
    return file;
  }

  addFolder({ name, parent, email, id } = {}) {
    if (typeof name !== 'string' || !name) throw new HttpError(400, statusBody(400, 'name is required.', 'INVALID_ARGUMENT'));
    const owner = email ?? this.currentEmail;
    if (parent !== undefined) {
      const p = this.files.get(parent);
      if (!p || p.owner !== owner || p.mimeType !== FOLDER) throw new HttpError(404, driveNotFoundBody(parent));
    }
    const file = this.createFile({ name, mimeType: FOLDER, parents: parent ? [parent] : null, owner, id });
    return { id: file.id, name: file.name, webViewLink: webViewLink(file) };
  }

  deleteFile(id) {
    const file = this.files.get(id);
    if (!file || file.isRoot) throw new HttpError(404, driveNotFoundBody(id));
    const gone = [id];
    // Deleting a folder deletes what is in it.
    for (let i = 0; i < gone.length; i++) {
      for (const f of this.files.values()) if (f.parents.includes(gone[i]) && !gone.includes(f.id)) gone.push(f.id);
    }
    for (const g of gone) {
      this.files.delete(g);
      this.spreadsheets.delete(g);
    }
    return { deleted: gone };
  }

  updateFile(id, { name, trashed } = {}) {
    const file = this.files.get(id);
    if (!file || file.isRoot) throw new HttpError(404, driveNotFoundBody(id));
    if (typeof name === 'string' && name) file.name = name;
    if (typeof trashed === 'boolean') file.trashed = trashed;
    file.modifiedTime = this.nowIso();
    return this.fileView(file);
  }

  expireAll() {
    let n = 0;
    for (const t of this.accessTokens.values()) {
      if (!t.expired) n++;
      t.expired = true;
    }
    return { expired: n };
  }

  revokeAll() {
    let n = 0;
    for (const g of this.grants.values()) {
      if (!g.revoked) n++;
      g.revoked = true;
    }
    return { revoked: n };
  }

  setClock({ offset_seconds, advance_seconds } = {}) {
    if (offset_seconds !== undefined) {
      if (typeof offset_seconds !== 'number' || !Number.isFinite(offset_seconds)) {
        throw new HttpError(400, statusBody(400, 'offset_seconds is a number.', 'INVALID_ARGUMENT'));
      }
      this.offsetMs = offset_seconds * 1000;
    }
    if (advance_seconds !== undefined) {
      if (typeof advance_seconds !== 'number' || !Number.isFinite(advance_seconds)) {
        throw new HttpError(400, statusBody(400, 'advance_seconds is a number.', 'INVALID_ARGUMENT'));
      }
      this.offsetMs += advance_seconds * 1000;
    }
    return { offset_seconds: this.offsetMs / 1000, now: this.nowIso() };
  }

  /** Registers a failure: `{match: "<METHOD> <path prefix>", status, body?, times?, drop_after_handling?}`. */
  addFailure(spec = {}) {
    const invalid = (m) => {
      throw new HttpError(400, statusBody(400, m, 'INVALID_ARGUMENT'));
    };
    if (!isPlainObject(spec)) invalid('The failure is an object.');
    const m = typeof spec.match === 'string' ? /^\s*(\S+)\s+(\/\S*)\s*$/.exec(spec.match) : null;
    if (!m) invalid('match is "<METHOD> <path prefix>", e.g. "POST /v4/spreadsheets/".');
    const status = spec.status ?? 503;
    if (!Number.isInteger(status) || status < 200 || status > 599) invalid('status is an HTTP status (200-599).');
    const times = spec.times ?? 1;
    if (!Number.isInteger(times) || times < 1) invalid('times is a positive integer.');
    if (spec.headers !== undefined && !isPlainObject(spec.headers)) invalid('headers is an object.');
    const failure = {
      method: m[1].toUpperCase(),
      prefix: m[2],
      match: `${m[1].toUpperCase()} ${m[2]}`,
      status,
      body: spec.body,
      headers: spec.headers ?? {},
      times,
      drop_after_handling: Boolean(spec.drop_after_handling),
    };
    this.failures.push(failure);
    return this.failureView(failure);
  }

  failureView(f) {
    return { match: f.match, status: f.status, body: f.body, times: f.times, drop_after_handling: f.drop_after_handling };
  }

  takeFailure(method, rawPath, decodedPath, search) {
    const index = this.failures.findIndex(
      (f) =>
        (f.method === '*' || f.method === method) &&
        (rawPath.startsWith(f.prefix) || decodedPath.startsWith(f.prefix) || (rawPath + search).startsWith(f.prefix)),
    );
    if (index < 0) return null;
    const f = this.failures[index];
    f.times -= 1;
    if (f.times <= 0) this.failures.splice(index, 1);
    return f;
  }

  failureResponse(f, path) {
    let body = f.body === undefined ? defaultErrorBody(f.status, path) : f.body;
    const headers = { ...f.headers };
    if (typeof body !== 'string') body = JSON.stringify(body);
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      let isJson = true;
      try {
        JSON.parse(body);
      } catch {
        isJson = false;
      }
      headers['content-type'] = isJson ? 'application/json; charset=UTF-8' : 'text/plain; charset=utf-8';
    }
    return { status: f.status, headers, body: f.status === 204 || f.status === 304 ? '' : body };
  }

  /** A grant and its tokens, as if the account had consented (control API `/_mock/tokens`). */
  mintTokens({ client_id, scope, email, access_type = 'offline' } = {}) {
    const clientId = client_id ?? this.options.clients[0]?.client_id ?? DEFAULT_CLIENT_ID;
    if (!this.clients.has(clientId)) throw new HttpError(400, statusBody(400, `Unknown client ${clientId}.`, 'INVALID_ARGUMENT'));
    const scopes = normalizeScopes(scope ?? `${G}drive.file ${G}drive.metadata.readonly openid email`);
    if (scopes.error) throw new HttpError(400, statusBody(400, scopes.error, 'INVALID_ARGUMENT'));
    const account = this.ensureAccount(email ?? this.currentEmail);
    const grant = this.newGrant(clientId, account.email, scopes.list);
    return this.tokenAnswer(grant, { refresh: access_type === 'offline' });
  }

  newGrant(clientId, email, scopes, nonce) {
    const grant = { id: randomString(16), client_id: clientId, email, scopes, revoked: false, nonce, created: this.nowIso() };
    this.grants.set(grant.id, grant);
    return grant;
  }

  tokenAnswer(grant, { refresh }) {
    const access = randomString(160, 'ya29.a0');
    this.accessTokens.set(access, {
      token: access,
      grantId: grant.id,
      expiresAtMs: this.nowMs() + ACCESS_TOKEN_SECONDS * 1000,
      expired: false,
    });
    const answer = { access_token: access, expires_in: ACCESS_TOKEN_SECONDS };
    if (refresh) {
      const token = randomString(103, '1//0g');
      this.refreshTokens.set(token, { token, grantId: grant.id });
      answer.refresh_token = token;
    }
    answer.scope = grant.scopes.join(' ');
    answer.token_type = 'Bearer';
    if (grant.scopes.includes('openid')) answer.id_token = this.idToken(grant, access);
    return answer;
  }

  signing() {
    return signingKey();
  }

  jwks() {
    const { publicKey, kid } = this.signing();
    return { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] };
  }

  idToken(grant, accessToken) {
    const account = this.accounts.get(grant.email);
    const { privateKey, kid } = this.signing();
    const iat = Math.floor(this.nowMs() / 1000);
    const atHash = crypto.createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
    const payload = {
      iss: 'https://accounts.google.com',
      azp: grant.client_id,
      aud: grant.client_id,
      sub: account.permissionId,
      at_hash: atHash,
      iat,
      exp: iat + 3600,
    };
    if (grant.scopes.includes(G + 'userinfo.email')) Object.assign(payload, { email: account.email, email_verified: true });
    if (grant.scopes.includes(G + 'userinfo.profile')) payload.name = account.name;
    if (grant.nonce) payload.nonce = grant.nonce;
    const enc = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const data = `${enc({ alg: 'RS256', kid, typ: 'JWT' })}.${enc(payload)}`;
    return `${data}.${crypto.sign('sha256', Buffer.from(data), privateKey).toString('base64url')}`;
  }

  accessValid(record) {
    if (!record) return false;
    const grant = this.grants.get(record.grantId);
    return Boolean(grant && !grant.revoked && !record.expired && this.nowMs() < record.expiresAtMs);
  }

  state() {
    const sheets = {};
    for (const [id, s] of this.spreadsheets) {
      const file = this.files.get(id);
      sheets[id] = {
        title: file?.name ?? '',
        parents: file ? [...file.parents] : [],
        trashed: file?.trashed ?? false,
        owner: file?.owner ?? null,
        rows: clone(s.tabs[0]?.rows ?? []),
        tabs: s.tabs.map((t) => ({ sheetId: t.sheetId, title: t.title, rows: clone(t.rows) })),
      };
    }
    const grants = [...this.grants.values()];
    return {
      clock: { offset_seconds: this.offsetMs / 1000, now: this.nowIso() },
      account: this.accountView(this.accounts.get(this.currentEmail)),
      accounts: [...this.accounts.values()].map((a) => this.accountView(a)),
      clients: [...this.clients.values()].map((c) => ({ ...c })),
      tokens: {
        access: [...this.accessTokens.values()].filter((t) => this.accessValid(t)).map((t) => t.token),
        refresh: [...this.refreshTokens.values()].filter((t) => !this.grants.get(t.grantId)?.revoked).map((t) => t.token),
      },
      grants: grants.map((g) => ({
        client_id: g.client_id,
        email: g.email,
        scope: g.scopes.join(' '),
        revoked: g.revoked,
        created: g.created,
        access: [...this.accessTokens.values()]
          .filter((t) => t.grantId === g.id)
          .map((t) => ({
            token: t.token,
            expires_at: new Date(t.expiresAtMs).toISOString(),
            live: this.accessValid(t),
          })),
        refresh: [...this.refreshTokens.values()].filter((t) => t.grantId === g.id).map((t) => t.token),
      })),
      files: [...this.files.values()].filter((f) => !f.isRoot).map((f) => this.fileView(f)),
      sheets,
      failures: this.failures.map((f) => this.failureView(f)),
      requests: clone(this.requests),
    };
  }

  fileView(f) {
    return {
      id: f.id,
      name: f.name,
      mimeType: f.mimeType,
      parents: [...f.parents],
      trashed: f.trashed,
      owner: f.owner,
      created_by: f.createdBy,
      webViewLink: webViewLink(f),
      createdTime: f.createdTime,
      modifiedTime: f.modifiedTime,
    };
  }

  // --- HTTP ----------------------------------------------------------------------------------

  /** One request (body already read) → {status, headers, body}. Never throws. */
  async respond({ method, url, headers, body }) {
    const u = new URL(url, 'http://mock.invalid');
    const rawPath = u.pathname;
    const decodedPath = safeDecode(rawPath);
    const control = rawPath === '/_mock' || rawPath.startsWith('/_mock/');
    let entry = null;
    if (!control) {
      entry = { method, path: rawPath, query: u.search.slice(1), at: this.nowIso(), status: null };
      this.requests.push(entry);
      if (this.requests.length > REQUEST_LOG) this.requests.splice(0, this.requests.length - REQUEST_LOG);
    }
    const req = { method, url: u, headers, body, path: rawPath };
    let response;
    const failure = control ? null : this.takeFailure(method, rawPath, decodedPath, u.search);
    if (failure && !failure.drop_after_handling) {
      response = this.failureResponse(failure, rawPath);
    } else {
      try {
        response = control ? this.control(req) : this.route(req);
      } catch (error) {
        response = this.errorResponse(error, rawPath);
      }
      if (failure) response = this.failureResponse(failure, rawPath);
    }
    if (entry) entry.status = response.status;
    return response;
  }

  errorResponse(error, path) {
    if (error instanceof HttpError) {
      return typeof error.body === 'string' ? html(error.status, error.body, error.headers) : json(error.status, error.body, error.headers);
    }
    process.stderr.write(`mock-google: ${path}: ${error?.stack ?? error}\n`);
    if (path === '/token' || path === '/revoke') {
      return json(500, { error: 'internal_failure', error_description: 'Backend Error' });
    }
    return json(500, statusBody(500, 'Internal error encountered.', 'INTERNAL'));
  }

  route(req) {
    const { method, path } = req;
    if (path === '/o/oauth2/v2/auth' || path === '/o/oauth2/auth') {
      if (method === 'GET' || method === 'HEAD') return this.consentPage(req);
      throw new HttpError(405, statusBody(405, 'Method not allowed.', 'INVALID_ARGUMENT'), { allow: 'GET' });
    }
    if (path === '/o/oauth2/v2/auth/decide') {
      if (method === 'POST') return this.decide(req);
      throw new HttpError(405, statusBody(405, 'Method not allowed.', 'INVALID_ARGUMENT'), { allow: 'POST' });
    }
    if (path === '/token') {
      if (method === 'POST') return this.token(req);
      throw new HttpError(405, { error: 'invalid_request', error_description: 'Bad Request' }, { allow: 'POST' });
    }
    if (path === '/revoke') {
      if (method === 'POST' || method === 'GET') return this.revoke(req);
      throw new HttpError(405, { error: 'invalid_request', error_description: 'Bad Request' }, { allow: 'POST' });
    }
    if (path === '/oauth2/v3/certs' && method === 'GET') return json(200, this.jwks());
    if (path === '/drive/v3' || path.startsWith('/drive/v3/')) return this.drive(req);
    if (path === '/v4/spreadsheets' || path.startsWith('/v4/spreadsheets/')) return this.sheets(req);
    throw new HttpError(404, statusBody(404, 'Method not found.', 'NOT_FOUND'));
  }

  // --- OAuth: consent page --------------------------------------------------------------------

  /** Checks the consent request; answers {client, scopes, params} or throws the error page. */
  checkAuthParams(params) {
    const fail = (error, parameter, message) => {
      throw consentError(error, parameter, message);
    };
    const get = (k) => params.get(k);
    const clientId = get('client_id');
    if (!clientId) fail('invalid_request', 'client_id', 'Missing required parameter: client_id');
    const client = this.clients.get(clientId);
    if (!client) fail('invalid_client', 'client_id', `The OAuth client was not found: ${clientId}`);
    const redirectUri = get('redirect_uri');
    if (!redirectUri) fail('invalid_request', 'redirect_uri', 'Missing required parameter: redirect_uri');
    let parsed = null;
    try {
      parsed = new URL(redirectUri);
    } catch {
      parsed = null;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.hash) {
      fail('invalid_request', 'redirect_uri', `Invalid parameter value for redirect_uri: ${redirectUri}`);
    }
    if (client.redirect_uris && !client.redirect_uris.includes(redirectUri)) {
      fail('redirect_uri_mismatch', 'redirect_uri', `The redirect URI in the request, ${redirectUri}, does not match the ones authorized for the OAuth client.`);
    }
    const responseType = get('response_type');
    if (!responseType) fail('invalid_request', 'response_type', 'Missing required parameter: response_type');
    if (responseType !== 'code') fail('unsupported_response_type', 'response_type', `Invalid response_type: ${responseType} (only 'code' is supported)`);
    const scope = get('scope');
    if (!scope) fail('invalid_request', 'scope', 'Missing required parameter: scope');
    const scopes = normalizeScopes(scope);
    if (scopes.error) fail('invalid_scope', 'scope', scopes.error);
    const challenge = get('code_challenge');
    if (!challenge) fail('invalid_request', 'code_challenge', 'Missing required parameter: code_challenge');
    if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(challenge)) fail('invalid_request', 'code_challenge', `Invalid code_challenge: ${challenge}`);
    const method = get('code_challenge_method');
    if (!method) fail('invalid_request', 'code_challenge_method', 'Missing required parameter: code_challenge_method');
    if (method !== 'S256') fail('invalid_request', 'code_challenge_method', `Invalid code_challenge_method: ${method} (only S256 is accepted)`);
    const accessType = get('access_type');
    if (accessType && !['online', 'offline'].includes(accessType)) {
      fail('invalid_request', 'access_type', `Invalid access_type: ${accessType}`);
    }
    return { client, scopes: scopes.list, redirectUri, challenge, state: get('state'), accessType: accessType ?? 'online' };
  }

  consentPage(req) {
    const params = req.url.searchParams;
    const { client, scopes } = this.checkAuthParams(params);
    const account = this.accounts.get(this.currentEmail);
    const hidden = [...params]
      .filter(([k]) => k !== 'decision')
      .map(([k, v]) => `      <input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('\n');
    const scopeItems = scopes
      .map((s) => `        <li>${escapeHtml(SCOPE_LABELS[s] ?? s)} <code>${escapeHtml(s)}</code></li>`)
      .join('\n');
    return html(
      200,
      `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in with Google — mock</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 34rem; margin: 2rem auto; padding: 0 1rem; color: #202124; }
    code { font-size: .8em; color: #5f6368; word-break: break-all; }
    .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
    button { font: inherit; padding: .5rem 1.5rem; border-radius: 4px; border: 1px solid #dadce0; background: #fff; cursor: pointer; }
    button[value="allow"] { background: #1a73e8; border-color: #1a73e8; color: #fff; }
    button:focus-visible { outline: 3px solid #174ea6; outline-offset: 2px; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in with Google — mock</h1>
    <p>Signed in as <strong id="account-email">${escapeHtml(account.email)}</strong> (${escapeHtml(account.name)})</p>
    <section aria-labelledby="scopes-heading">
      <h2 id="scopes-heading"><span id="client">${escapeHtml(client.client_id)}</span> wants to access your Google Account</h2>
      <ul>
${scopeItems}
      </ul>
    </section>
    <form method="post" action="/o/oauth2/v2/auth/decide">
${hidden}
      <div class="actions">
        <button type="submit" name="decision" value="deny">Deny</button>
        <button type="submit" name="decision" value="allow">Allow</button>
      </div>
    </form>
  </main>
</body>
</html>
`,
    );
  }

  /** Allow or Deny: the redirect back to the client (also `/_mock/consent`). */
  decision(params, decision) {
    const checked = this.checkAuthParams(params);
    if (decision === 'deny') {
      return withQuery(checked.redirectUri, [
        ['error', 'access_denied'],
        ['state', checked.state],
      ]);
    }
    if (decision !== 'allow') {
      throw consentError('invalid_request', 'decision', "Missing or invalid decision: 'allow' or 'deny'.");
    }
    const code = randomString(73, '4/0A');
    this.codes.set(code, {
      client_id: checked.client.client_id,
      redirect_uri: checked.redirectUri,
      code_challenge: checked.challenge,
      scopes: checked.scopes,
      email: this.currentEmail,
      access_type: checked.accessType,
      nonce: params.get('nonce') ?? undefined,
      expiresAtMs: this.nowMs() + CODE_SECONDS * 1000,
      used: false,
    });
    return withQuery(checked.redirectUri, [
      ['state', checked.state],
      ['code', code],
      ['scope', checked.scopes.join(' ')],
      ['authuser', '0'],
      ['prompt', 'consent'],
    ]);
  }

  decide(req) {
    const params = new URLSearchParams(req.body.toString('utf8'));
    return redirect(this.decision(params, params.get('decision')));
  }

  // --- OAuth: token and revocation -----------------------------------------------------------

  formOf(req) {
    const type = String(req.headers['content-type'] ?? '').toLowerCase();
    const text = req.body.toString('utf8');
    if (type.startsWith('application/json')) {
      let parsed;
      try {
        parsed = JSON.parse(text || '{}');
      } catch {
        throw new HttpError(400, { error: 'invalid_request', error_description: 'Invalid JSON payload received.' });
      }
      if (!isPlainObject(parsed)) throw new HttpError(400, { error: 'invalid_request', error_description: 'Bad Request' });
      return new Map(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
    }
    return new Map(new URLSearchParams(text));
  }

  token(req) {
    const form = this.formOf(req);
    const oauth = (status, error, description) => {
      throw new HttpError(status, { error, error_description: description }, NO_STORE);
    };
    const grantType = form.get('grant_type') ?? '';
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      oauth(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
    }
    // The client: HTTP Basic or the form's client_id and client_secret.
    let clientId = form.get('client_id');
    let clientSecret = form.get('client_secret');
    const auth = String(req.headers.authorization ?? '');
    const basic = /^Basic\s+(\S+)$/i.exec(auth);
    if (basic) {
      const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0) oauth(401, 'invalid_client', 'Unauthorized');
      clientId = safeDecode(decoded.slice(0, colon).replaceAll('+', ' '));
      clientSecret = safeDecode(decoded.slice(colon + 1).replaceAll('+', ' '));
    }
    if (!clientId) oauth(400, 'invalid_request', 'Could not determine client ID from request.');
    const client = this.clients.get(clientId);
    if (!client) oauth(401, 'invalid_client', 'The OAuth client was not found.');
    if (!clientSecret) oauth(400, 'invalid_request', 'client_secret is missing.');
    if (!timingSafeEqual(clientSecret, client.client_secret)) oauth(401, 'invalid_client', 'Unauthorized');

    if (grantType === 'authorization_code') {
      const code = form.get('code');
      if (!code) oauth(400, 'invalid_request', 'Missing required parameter: code');
      const redirectUri = form.get('redirect_uri');
      if (!redirectUri) oauth(400, 'invalid_request', 'Missing required parameter: redirect_uri');
      const record = this.codes.get(code);
      if (!record) oauth(400, 'invalid_grant', 'Malformed auth code.');
      if (record.used || this.nowMs() >= record.expiresAtMs || record.client_id !== clientId) {
        oauth(400, 'invalid_grant', 'Bad Request');
      }
      if (record.redirect_uri !== redirectUri) oauth(400, 'redirect_uri_mismatch', 'Bad Request');
      const verifier = form.get('code_verifier');
      if (!verifier) oauth(400, 'invalid_grant', 'Missing code verifier.');
      if (!/^[A-Za-z0-9\-._~]{43,128}$/.test(verifier) || sha256url(verifier) !== record.code_challenge) {
        oauth(400, 'invalid_grant', 'Invalid code verifier.');
      }
      record.used = true;
      const grant = this.newGrant(clientId, record.email, record.scopes, record.nonce);
      return json(200, this.tokenAnswer(grant, { refresh: record.access_type === 'offline' }), NO_STORE);
    }

    const refreshToken = form.get('refresh_token');
    if (!refreshToken) oauth(400, 'invalid_request', 'Missing required parameter: refresh_token');
    const record = this.refreshTokens.get(refreshToken);
    const grant = record && this.grants.get(record.grantId);
    if (!grant || grant.revoked) {
      throw new HttpError(400, OAUTH_ERRORS.invalidGrant(), NO_STORE);
    }
    if (grant.client_id !== clientId) oauth(401, 'unauthorized_client', 'Unauthorized');
    return json(200, this.tokenAnswer(grant, { refresh: false }), NO_STORE);
  }

  revoke(req) {
    let token = req.url.searchParams.get('token');
    if (!token && req.body.length) token = this.formOf(req).get('token');
    if (!token) throw new HttpError(400, { error: 'invalid_request', error_description: 'Missing required parameter: token' });
    const access = this.accessTokens.get(token);
    const refresh = this.refreshTokens.get(token);
    let grant = null;
    if (access && this.accessValid(access)) grant = this.grants.get(access.grantId);
    if (refresh && !this.grants.get(refresh.grantId)?.revoked) grant = this.grants.get(refresh.grantId);
    if (!grant) throw new HttpError(400, OAUTH_ERRORS.invalidToken());
    grant.revoked = true;
    return json(200, {});
  }

  // --- the APIs' authorisation ---------------------------------------------------------------

  /** The grant behind the request's bearer token, checked against `scopes`; throws Google's 401/403. */
  authorize(req, scopes, family) {
    const header = String(req.headers.authorization ?? '');
    const challenge = { 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' };
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!m) throw new HttpError(401, missingAuthBody(), { 'www-authenticate': 'Bearer realm="https://accounts.google.com/"' });
    const record = this.accessTokens.get(m[1]);
    if (!this.accessValid(record)) throw new HttpError(401, unauthenticatedBody(), challenge);
    const grant = this.grants.get(record.grantId);
    if (!grant.scopes.some((s) => scopes.includes(s))) {
      const body =
        family === 'drive'
          ? {
              error: {
                code: 403,
                message: 'Request had insufficient authentication scopes.',
                errors: [{ message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' }],
                status: 'PERMISSION_DENIED',
              },
            }
          : statusBody(403, 'Request had insufficient authentication scopes.', 'PERMISSION_DENIED');
      throw new HttpError(403, body, {
        'www-authenticate': `Bearer realm="https://accounts.google.com/", error="insufficient_scope", scope="${scopes.join(' ')}"`,
      });
    }
    const account = this.accounts.get(grant.email);
    return { grant, account, broadDrive: grant.scopes.some((s) => DRIVE_BROAD.includes(s)), broadSheets: grant.scopes.some((s) => SHEETS_BROAD.includes(s)) };
  }

  /** Can the caller see `file`? Its owner can, with a broad scope or (drive.file) when the app made it. */
  visible(file, who, broad = who.broadDrive) {
    return Boolean(file && file.owner === who.account.email && (file.isRoot || broad || file.createdBy === who.grant.client_id));
  }

  jsonBody(req, family) {
    const text = req.body.toString('utf8');
    if (!text.trim()) return {};
    try {
      return JSON.parse(text);
    } catch (e) {
      if (family === 'drive') throw new HttpError(400, driveErrorBody(400, 'Parse Error', 'parseError'));
      throw new HttpError(400, statusBody(400, `Invalid JSON payload received. ${e.message}`, 'INVALID_ARGUMENT'));
    }
  }

  fieldsOf(req, family) {
    const fields = req.url.searchParams.get('fields');
    if (fields === null || fields.trim() === '') return null;
    try {
      return parseFields(fields);
    } catch {
      const message = `Invalid field selection ${fields}`;
      if (family === 'drive') throw new HttpError(400, driveErrorBody(400, message, 'invalidParameter', 'fields'));
      throw new HttpError(400, statusBody(400, message, 'INVALID_ARGUMENT'));
    }
  }

  // --- Drive v3 ------------------------------------------------------------------------------

  drive(req) {
    const segments = req.path.split('/').slice(3).map(safeDecode); // '', 'drive', 'v3', …
    const { method } = req;
    const notFound = () => {
      throw new HttpError(404, statusBody(404, 'Method not found.', 'NOT_FOUND'));
    };
    if (segments.length === 1 && segments[0] === 'about' && method === 'GET') return this.about(req);
    if (segments.length === 1 && segments[0] === 'files') {
      if (method === 'GET') return this.listFiles(req);
      if (method === 'POST') return this.createDriveFile(req);
      notFound();
    }
    if (segments.length === 2 && segments[0] === 'files' && method === 'GET') return this.getFile(req, segments[1]);
    notFound();
  }

  userResource(account, viewer) {
    return {
      kind: 'drive#user',
      displayName: account.name,
      photoLink: 'https://lh3.googleusercontent.com/a/default-user=s64',
      me: account.email === viewer.email,
      permissionId: account.permissionId,
      emailAddress: account.email,
    };
  }

  about(req) {
    const who = this.authorize(req, DRIVE_READ, 'drive');
    const fields = this.fieldsOf(req, 'drive');
    if (!fields) {
      const message = "The 'fields' parameter is required for this method.";
      throw new HttpError(400, driveErrorBody(400, message, 'required', 'fields'));
    }
    const about = {
      kind: 'drive#about',
      user: this.userResource(who.account, who.account),
      storageQuota: { limit: '16106127360', usage: '0', usageInDrive: '0', usageInDriveTrash: '0' },
      maxUploadSize: '5242880000000',
      appInstalled: false,
    };
    return json(200, applyFields(about, fields));
  }

  fileResource(file, viewer) {
    const owner = this.accounts.get(file.owner);
    const resource = {
      kind: 'drive#file',
      id: file.id,
      name: file.name,
      mimeType: file.mimeType,
      starred: false,
      trashed: file.trashed,
      explicitlyTrashed: file.trashed,
      webViewLink: webViewLink(file),
      iconLink: `https://drive-thirdparty.googleusercontent.com/16/type/${file.mimeType}`,
      createdTime: file.createdTime,
      modifiedTime: file.modifiedTime,
      owners: owner ? [this.userResource(owner, viewer)] : [],
      ownedByMe: file.owner === viewer.email,
      spaces: ['drive'],
      version: '1',
    };
    if (!file.isRoot) resource.parents = [...file.parents];
    return resource;
  }

  static defaultFile(resource) {
    return { kind: resource.kind, mimeType: resource.mimeType, id: resource.id, name: resource.name };
  }

  listFiles(req) {
    const who = this.authorize(req, DRIVE_READ, 'drive');
    const params = req.url.searchParams;
    const invalid = (location, message = 'Invalid Value') => {
      throw new HttpError(400, driveErrorBody(400, message, 'invalid', location));
    };
    const fields = this.fieldsOf(req, 'drive');
    const q = params.get('q') ?? '';
    let predicate;
    try {
      predicate = compileQuery(q);
    } catch {
      invalid('q');
    }
    const orderBy = params.get('orderBy');
    let order = (a, b) => a.seq - b.seq;
    if (orderBy !== null && orderBy.trim() !== '') {
      try {
        order = compileOrder(orderBy);
      } catch {
        invalid('orderBy');
      }
    }
    const sizeText = params.get('pageSize');
    let pageSize = 100;
    if (sizeText !== null) {
      pageSize = Number(sizeText);
      if (!/^\d+$/.test(sizeText) || pageSize < 1 || pageSize > 1000) {
        invalid('pageSize', `Invalid value '${sizeText}'. Values must be within the range: [1, 1000]`);
      }
    }
    const key = sha256url(`${q}\n${orderBy ?? ''}\n${who.account.email}`).slice(0, 12);
    let offset = 0;
    const pageToken = params.get('pageToken');
    if (pageToken) {
      let decoded = null;
      try {
        decoded = JSON.parse(Buffer.from(pageToken, 'base64url').toString('utf8'));
      } catch {
        decoded = null;
      }
      if (!decoded || decoded.k !== key || !Number.isInteger(decoded.o) || decoded.o < 0) invalid('pageToken');
      offset = decoded.o;
    }
    const ctx = { email: who.account.email, rootId: who.account.rootId };
    const matching = [...this.files.values()]
      .filter((f) => !f.isRoot && this.visible(f, who) && predicate(f, ctx))
      .sort(order);
    const page = matching.slice(offset, offset + pageSize);
    const list = { kind: 'drive#fileList' };
    if (offset + pageSize < matching.length) {
      list.nextPageToken = Buffer.from(JSON.stringify({ o: offset + pageSize, k: key })).toString('base64url');
    }
    list.incompleteSearch = false;
    const resources = page.map((f) => this.fileResource(f, who.account));
    if (fields) return json(200, applyFields({ ...list, files: resources }, fields));
    return json(200, { ...list, files: resources.map(MockGoogle.defaultFile) });
  }

  findFile(id, who) {
    const account = who.account;
    const file = this.files.get(id === 'root' ? account.rootId : id);
    return this.visible(file, who) ? file : null;
  }

  getFile(req, id) {
    const who = this.authorize(req, DRIVE_READ, 'drive');
    const fields = this.fieldsOf(req, 'drive');
    const file = this.findFile(id, who);
    if (!file) throw new HttpError(404, driveNotFoundBody(id));
    const resource = this.fileResource(file, who.account);
    return json(200, fields ? applyFields(resource, fields) : MockGoogle.defaultFile(resource));
  }

  createDriveFile(req) {
    const who = this.authorize(req, DRIVE_WRITE, 'drive');
    const fields = this.fieldsOf(req, 'drive');
    const body = this.jsonBody(req, 'drive');
    const invalid = (location, message = 'Invalid Value') => {
      throw new HttpError(400, driveErrorBody(400, message, 'invalid', location));
    };
    if (!isPlainObject(body)) invalid('body', 'Invalid Value');
    const name = body.name ?? 'Untitled';
    if (typeof name !== 'string') invalid('name');
    const mimeType = body.mimeType ?? 'application/octet-stream';
    if (typeof mimeType !== 'string') invalid('mimeType');
    let parents = body.parents ?? [];
    if (!Array.isArray(parents) || !parents.every((p) => typeof p === 'string')) invalid('parents');
    if (parents.length > 1) {
      const message = 'Increasing the number of parents is not allowed. A file can only have one parent.';
      throw new HttpError(403, driveErrorBody(403, message, 'cannotAddParent'));
    }
    parents = parents.map((p) => {
      const parent = this.findFile(p, who);
      if (!parent) throw new HttpError(404, driveNotFoundBody(p));
      if (parent.mimeType !== FOLDER) invalid('parents', 'The specified parent is not a folder.');
      return parent.id;
    });
    const file = this.createFile({ name, mimeType, parents, owner: who.account.email, createdBy: who.grant.client_id });
    const resource = this.fileResource(file, who.account);
    return json(200, fields ? applyFields(resource, fields) : MockGoogle.defaultFile(resource));
  }

  // --- Sheets v4 -----------------------------------------------------------------------------

  sheets(req) {
    const segments = req.path.split('/').slice(3).map(safeDecode); // '', 'v4', 'spreadsheets', …
    const { method } = req;
    const notFound = () => {
      throw new HttpError(404, statusBody(404, 'Method not found.', 'NOT_FOUND'));
    };
    if (segments.length === 0 && method === 'POST') return this.createSpreadsheet(req);
    if (segments.length === 1 && method === 'GET') return this.getSpreadsheet(req, segments[0]);
    if (segments.length === 3 && segments[1] === 'values') {
      const [id, , range] = segments;
      if (range.endsWith(':append')) {
        if (method === 'POST') return this.appendValues(req, id, range.slice(0, -':append'.length));
        notFound();
      }
      if (method === 'GET') return this.getValues(req, id, range);
      if (method === 'PUT') return this.updateValues(req, id, range);
    }
    notFound();
  }

  spreadsheetResource(file, sheet) {
    return {
      spreadsheetId: file.id,
      properties: {
        title: file.name,
        locale: 'en_US',
        autoRecalc: 'ON_CHANGE',
        timeZone: 'Etc/GMT',
      },
      sheets: sheet.tabs.map((t) => ({
        properties: {
          sheetId: t.sheetId,
          title: t.title,
          index: t.index,
          sheetType: 'GRID',
          gridProperties: { rowCount: t.rowCount, columnCount: t.columnCount },
        },
      })),
      spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${file.id}/edit`,
    };
  }

  createSpreadsheet(req) {
    const who = this.authorize(req, SHEETS_WRITE, 'sheets');
    const fields = this.fieldsOf(req, 'sheets');
    const body = this.jsonBody(req, 'sheets');
    const invalid = (message) => {
      throw new HttpError(400, statusBody(400, message, 'INVALID_ARGUMENT'));
    };
    if (!isPlainObject(body)) invalid('Invalid JSON payload received. Expected an object.');
    if (body.properties !== undefined && !isPlainObject(body.properties)) invalid("Invalid value at 'spreadsheet.properties'");
    const title = body.properties?.title ?? 'Untitled spreadsheet';
    if (typeof title !== 'string') invalid(`Invalid value at 'spreadsheet.properties.title' (TYPE_STRING), ${JSON.stringify(title)}`);
    const file = this.createFile({ name: title, mimeType: SPREADSHEET, parents: null, owner: who.account.email, createdBy: who.grant.client_id });
    const sheet = this.spreadsheets.get(file.id);
    if (body.sheets !== undefined) {
      if (!Array.isArray(body.sheets)) invalid("Invalid value at 'spreadsheet.sheets'");
      if (body.sheets.length) {
        sheet.tabs = body.sheets.map((s, index) => {
          const p = isPlainObject(s?.properties) ? s.properties : {};
          return {
            sheetId: Number.isInteger(p.sheetId) ? p.sheetId : index === 0 ? 0 : crypto.randomInt(1, 2 ** 31 - 1),
            title: typeof p.title === 'string' && p.title ? p.title : `Sheet${index + 1}`,
            index,
            rows: [],
            rowCount: p.gridProperties?.rowCount ?? 1000,
            columnCount: p.gridProperties?.columnCount ?? 26,
          };
        });
      }
    }
    const resource = this.spreadsheetResource(file, sheet);
    return json(200, fields ? applyFields(resource, fields) : resource);
  }

  /** The caller's spreadsheet `id`, or Google's 404 / 403. */
  spreadsheetFor(who, id) {
    const file = this.files.get(id);
    const sheet = this.spreadsheets.get(id);
    if (!file || !sheet) throw new HttpError(404, statusBody(404, 'Requested entity was not found.', 'NOT_FOUND'));
    if (!this.visible(file, who, who.broadSheets)) {
      throw new HttpError(403, statusBody(403, 'The caller does not have permission', 'PERMISSION_DENIED'));
    }
    return { file, sheet };
  }

  getSpreadsheet(req, id) {
    const who = this.authorize(req, SHEETS_READ, 'sheets');
    const fields = this.fieldsOf(req, 'sheets');
    const { file, sheet } = this.spreadsheetFor(who, id);
    const resource = this.spreadsheetResource(file, sheet);
    return json(200, fields ? applyFields(resource, fields) : resource);
  }

  /** A1 text → {tab, r1, c1, r2, c2, single}; 400 "Unable to parse range" when it is not one. */
  resolveRange(sheet, text) {
    const fail = () => {
      throw new HttpError(400, statusBody(400, `Unable to parse range: ${text}`, 'INVALID_ARGUMENT'));
    };
    const split = splitSheetName(text.trim());
    if (!split) fail();
    const byTitle = (t) => sheet.tabs.find((tab) => tab.title.toLowerCase() === t.toLowerCase());
    let tab;
    let a1 = split.a1;
    if (split.sheet === null) {
      tab = byTitle(a1);
      if (tab) a1 = '';
      else tab = sheet.tabs[0];
    } else {
      tab = byTitle(split.sheet);
    }
    if (!tab) fail();
    if (a1.trim() === '') return { tab, r1: 0, c1: 0, r2: null, c2: null, single: false };
    const cells = parseCells(a1);
    if (!cells) fail();
    return { tab, ...cells };
  }

  static formatRange(tab, r1, c1, r2, c2, quoteAlways = false) {
    const name = quoteAlways ? `'${tab.title.replaceAll("'", "''")}'` : quoteSheet(tab.title);
    const start = `${colName(c1)}${r1 + 1}`;
    if (r1 === r2 && c1 === c2) return `${name}!${start}`;
    return `${name}!${start}:${colName(c2)}${r2 + 1}`;
  }

  static enumParam(params, name, allowed, fallback, field) {
    const value = params.get(name);
    if (value === null || value === '') return fallback;
    if (!allowed.has(value)) {
      const type = { major_dimension: 'Dimension', value_input_option: 'ValueInputOption', insert_data_option: 'InsertDataOption', value_render_option: 'ValueRenderOption' }[field];
      throw new HttpError(
        400,
        statusBody(400, `Invalid value at '${field}' (type.googleapis.com/google.apps.sheets.v4.${type}), "${value}"`, 'INVALID_ARGUMENT'),
      );
    }
    return value;
  }

  getValues(req, id, rangeText) {
    const who = this.authorize(req, SHEETS_READ, 'sheets');
    const params = req.url.searchParams;
    const major = MockGoogle.enumParam(params, 'majorDimension', DIMENSIONS, 'ROWS', 'major_dimension');
    const render = MockGoogle.enumParam(params, 'valueRenderOption', RENDER_OPTIONS, 'FORMATTED_VALUE', 'value_render_option');
    const fields = this.fieldsOf(req, 'sheets');
    const { sheet } = this.spreadsheetFor(who, id);
    const range = this.resolveRange(sheet, rangeText);
    const { tab, r1, c1 } = range;
    const r2 = range.r2 ?? tab.rowCount - 1;
    const c2 = range.c2 ?? tab.columnCount - 1;
    if (r2 >= tab.rowCount || c2 >= tab.columnCount) {
      throw new HttpError(
        400,
        statusBody(
          400,
          `Range (${MockGoogle.formatRange(tab, r1, c1, r2, c2, true)}) exceeds grid limits. Max rows: ${tab.rowCount}, max columns: ${tab.columnCount}`,
          'INVALID_ARGUMENT',
        ),
      );
    }
    const lastRow = Math.min(r2, tab.rows.length - 1);
    const lines = [];
    for (let r = r1; r <= lastRow; r++) {
      const row = tab.rows[r] ?? [];
      const lastCol = Math.min(c2, row.length - 1);
      const line = [];
      for (let c = c1; c <= lastCol; c++) line.push(isEmptyCell(row[c]) ? '' : renderCell(row[c], render));
      lines.push(line);
    }
    let matrix = lines;
    if (major === 'COLUMNS') {
      const width = Math.max(0, ...lines.map((l) => l.length));
      matrix = Array.from({ length: width }, (_, c) => lines.map((l) => l[c] ?? ''));
    }
    const values = trimMatrix(matrix);
    const answer = { range: MockGoogle.formatRange(tab, r1, c1, r2, c2), majorDimension: major === 'COLUMNS' ? 'COLUMNS' : 'ROWS' };
    if (values.length) answer.values = values;
    return json(200, fields ? applyFields(answer, fields) : answer);
  }

  /** The request's `values` as rows (transposed from COLUMNS), cells checked. */
  valuesOf(body, inputOption) {
    const invalid = (message) => {
      throw new HttpError(400, statusBody(400, message, 'INVALID_ARGUMENT'));
    };
    if (!isPlainObject(body)) invalid('Invalid JSON payload received. Expected an object.');
    const major = body.majorDimension ?? 'ROWS';
    if (!DIMENSIONS.has(major)) {
      invalid(`Invalid value at 'data.major_dimension' (type.googleapis.com/google.apps.sheets.v4.Dimension), ${JSON.stringify(major)}`);
    }
    const values = body.values ?? [];
    if (!Array.isArray(values)) invalid(`Invalid value at 'data.values' (type.googleapis.com/google.protobuf.ListValue), ${JSON.stringify(values)}`);
    values.forEach((line, i) => {
      if (!Array.isArray(line)) {
        invalid(`Invalid value at 'data.values[${i}]' (type.googleapis.com/google.protobuf.ListValue), ${JSON.stringify(line)}`);
      }
      line.forEach((v, j) => {
        if (v !== null && !['string', 'number', 'boolean'].includes(typeof v)) {
          invalid(`Invalid values[${i}][${j}]: ${Array.isArray(v) ? 'list_value' : 'struct_value'} ${JSON.stringify(v)}`);
        }
      });
    });
    let rows = values;
    if (major === 'COLUMNS') {
      const height = Math.max(0, ...values.map((l) => l.length));
      rows = Array.from({ length: height }, (_, r) => values.map((l) => (r < l.length ? l[r] : null)));
    }
    return rows.map((line) => line.map((v) => (v === null ? null : inputOption === 'USER_ENTERED' ? userEntered(v) : v)));
  }

  static write(tab, row0, col0, rows) {
    rows.forEach((line, i) => {
      const target = (tab.rows[row0 + i] ??= []);
      line.forEach((v, j) => {
        if (v === null) return;
        while (target.length < col0 + j) target.push('');
        target[col0 + j] = v;
      });
    });
    for (let r = 0; r < tab.rows.length; r++) tab.rows[r] ??= [];
  }

  static valueInputOption(params) {
    const option = params.get('valueInputOption');
    if (option === null || option === '') {
      throw new HttpError(400, statusBody(400, "'valueInputOption' is required but not specified", 'INVALID_ARGUMENT'));
    }
    return MockGoogle.enumParam(params, 'valueInputOption', new Set(['RAW', 'USER_ENTERED']), 'RAW', 'value_input_option');
  }

  appendValues(req, id, rangeText) {
    const who = this.authorize(req, SHEETS_WRITE, 'sheets');
    const params = req.url.searchParams;
    const inputOption = MockGoogle.valueInputOption(params);
    const insert = MockGoogle.enumParam(params, 'insertDataOption', new Set(['OVERWRITE', 'INSERT_ROWS']), 'OVERWRITE', 'insert_data_option');
    const fields = this.fieldsOf(req, 'sheets');
    const body = this.jsonBody(req, 'sheets');
    const { file, sheet } = this.spreadsheetFor(who, id);
    const range = this.resolveRange(sheet, rangeText);
    const rows = this.valuesOf(body, inputOption);
    const { tab, r1, c1 } = range;
    // The table: the data within the range (a single cell searches from there on).
    const rEnd = range.single ? Infinity : (range.r2 ?? Infinity);
    const cEnd = range.single ? Infinity : (range.c2 ?? Infinity);
    let first = -1;
    let last = -1;
    let firstCol = Infinity;
    let lastCol = -1;
    for (let r = r1; r < tab.rows.length && r <= rEnd; r++) {
      const row = tab.rows[r] ?? [];
      for (let c = c1; c < row.length && c <= cEnd; c++) {
        if (isEmptyCell(row[c])) continue;
        if (first < 0) first = r;
        last = r;
        firstCol = Math.min(firstCol, c);
        lastCol = Math.max(lastCol, c);
      }
    }
    const answer = { spreadsheetId: file.id };
    if (last >= 0) answer.tableRange = MockGoogle.formatRange(tab, first, firstCol, last, lastCol);
    const writeRow = last >= 0 ? last + 1 : r1;
    const writeCol = last >= 0 ? firstCol : c1;
    const height = rows.length;
    const width = Math.max(0, ...rows.map((l) => l.length));
    if (height === 0 || width === 0) {
      answer.updates = { spreadsheetId: file.id };
      return json(200, fields ? applyFields(answer, fields) : answer);
    }
    if (insert === 'INSERT_ROWS') {
      if (writeRow < tab.rows.length) tab.rows.splice(writeRow, 0, ...Array.from({ length: height }, () => []));
      tab.rowCount = Math.max(tab.rowCount + height, writeRow + height);
    } else {
      tab.rowCount = Math.max(tab.rowCount, writeRow + height);
    }
    tab.columnCount = Math.max(tab.columnCount, writeCol + width);
    MockGoogle.write(tab, writeRow, writeCol, rows);
    file.modifiedTime = this.nowIso();
    const updatedRange = MockGoogle.formatRange(tab, writeRow, writeCol, writeRow + height - 1, writeCol + width - 1);
    answer.updates = {
      spreadsheetId: file.id,
      updatedRange,
      updatedRows: height,
      updatedColumns: width,
      updatedCells: rows.reduce((n, l) => n + l.filter((v) => v !== null).length, 0),
    };
    if (params.get('includeValuesInResponse') === 'true') {
      const render = MockGoogle.enumParam(params, 'responseValueRenderOption', RENDER_OPTIONS, 'FORMATTED_VALUE', 'value_render_option');
      answer.updates.updatedData = {
        range: updatedRange,
        majorDimension: 'ROWS',
        values: rows.map((l) => l.map((v) => (isEmptyCell(v) ? '' : renderCell(v, render)))),
      };
    }
    return json(200, fields ? applyFields(answer, fields) : answer);
  }

  updateValues(req, id, rangeText) {
    const who = this.authorize(req, SHEETS_WRITE, 'sheets');
    const params = req.url.searchParams;
    const inputOption = MockGoogle.valueInputOption(params);
    const fields = this.fieldsOf(req, 'sheets');
    const body = this.jsonBody(req, 'sheets');
    const { file, sheet } = this.spreadsheetFor(who, id);
    const range = this.resolveRange(sheet, rangeText);
    const rows = this.valuesOf(body, inputOption);
    const { tab, r1, c1 } = range;
    const height = rows.length;
    const width = Math.max(0, ...rows.map((l) => l.length));
    if (!range.single) {
      if (range.r2 !== null && r1 + height - 1 > range.r2) {
        throw new HttpError(400, statusBody(400, `Requested writing within range [${rangeText}], but tried writing to row [${r1 + height}]`, 'INVALID_ARGUMENT'));
      }
      if (range.c2 !== null && c1 + width - 1 > range.c2) {
        throw new HttpError(400, statusBody(400, `Requested writing within range [${rangeText}], but tried writing to column [${colName(c1 + width - 1)}]`, 'INVALID_ARGUMENT'));
      }
    }
    const answer = { spreadsheetId: file.id };
    if (height && width) {
      tab.rowCount = Math.max(tab.rowCount, r1 + height);
      tab.columnCount = Math.max(tab.columnCount, c1 + width);
      MockGoogle.write(tab, r1, c1, rows);
      file.modifiedTime = this.nowIso();
      Object.assign(answer, {
        updatedRange: MockGoogle.formatRange(tab, r1, c1, r1 + height - 1, c1 + width - 1),
        updatedRows: height,
        updatedColumns: width,
        updatedCells: rows.reduce((n, l) => n + l.filter((v) => v !== null).length, 0),
      });
    }
    return json(200, fields ? applyFields(answer, fields) : answer);
  }

  // --- the control API -----------------------------------------------------------------------

  control(req) {
    const { method, path } = req;
    const segments = path.split('/').slice(2).map(safeDecode); // '', '_mock', …
    let body = {};
    if (method !== 'GET' && method !== 'DELETE' && req.body.length) {
      try {
        body = JSON.parse(req.body.toString('utf8'));
      } catch (e) {
        throw new HttpError(400, statusBody(400, `Invalid JSON payload received. ${e.message}`, 'INVALID_ARGUMENT'));
      }
      if (!isPlainObject(body)) throw new HttpError(400, statusBody(400, 'The body is a JSON object.', 'INVALID_ARGUMENT'));
    }
    const route = `${method} ${segments.join('/')}`;
    switch (route) {
      case 'GET state':
        return json(200, this.state());
      case 'POST reset':
        return json(200, this.reset());
      case 'POST clients':
        return json(201, this.addClient(body));
      case 'POST account':
        return json(200, this.setAccount(body));
      case 'POST folders':
        return json(201, this.addFolder(body));
      case 'POST expire':
        return json(200, this.expireAll());
      case 'POST revoke':
        return json(200, this.revokeAll());
      case 'POST fail':
        return json(201, this.addFailure(body));
      case 'DELETE fail':
        this.failures = [];
        return json(200, { ok: true });
      case 'POST clock':
        return json(200, this.setClock(body));
      case 'POST tokens':
        return json(201, this.mintTokens(body));
      case 'DELETE requests':
        this.requests = [];
        return json(200, { ok: true });
      case 'POST consent': {
        if (typeof body.url !== 'string') throw new HttpError(400, statusBody(400, 'url is the consent URL.', 'INVALID_ARGUMENT'));
        let params;
        try {
          params = new URL(body.url, 'http://mock.invalid').searchParams;
        } catch {
          throw new HttpError(400, statusBody(400, 'url is the consent URL.', 'INVALID_ARGUMENT'));
        }
        try {
          return json(200, { location: this.decision(params, body.decision ?? 'allow') });
        } catch (e) {
          if (e instanceof HttpError && e.detail) throw new HttpError(e.status, e.detail);
          throw e;
        }
      }
      default:
        break;
    }
    if (segments[0] === 'files' && segments.length === 2) {
      if (method === 'DELETE') return json(200, this.deleteFile(segments[1]));
      if (method === 'PATCH' || method === 'POST') return json(200, this.updateFile(segments[1], body));
    }
    throw new HttpError(404, statusBody(404, `No control path ${method} ${path}.`, 'NOT_FOUND'));
  }
}

let SIGNING_KEY = null;

/** The RSA key that signs id_tokens (one per process, made when first needed; JWKS at /oauth2/v3/certs). */
function signingKey() {
  if (!SIGNING_KEY) {
    const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    SIGNING_KEY = { privateKey, publicKey, kid: crypto.randomBytes(20).toString('hex') };
  }
  return SIGNING_KEY;
}

/** The consent page's 400: an HTML page saying which parameter is wrong (`detail` for /_mock/consent). */
function consentError(error, parameter, message) {
  const e = new HttpError(400, errorPage(error, parameter, message));
  e.detail = { error, parameter, message };
  return e;
}

function timingSafeEqual(a, b) {
  const x = Buffer.from(String(a));
  const y = Buffer.from(String(b));
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Google's scope list: space-separated, `email`/`profile` short forms expanded, duplicates gone. */
function normalizeScopes(text) {
  const list = [];
  const invalid = [];
  for (const raw of String(text).split(/\s+/).filter(Boolean)) {
    const scope = SCOPE_ALIASES[raw] ?? raw;
    if (scope !== 'openid' && !/^https:\/\/www\.googleapis\.com\/auth\/[A-Za-z0-9._-]+$/.test(scope)) invalid.push(raw);
    else if (!list.includes(scope)) list.push(scope);
  }
  if (invalid.length) return { error: `Some requested scopes were invalid. {invalid=[${invalid.join(', ')}]}` };
  if (!list.length) return { error: 'Missing required parameter: scope' };
  return { list };
}

function webViewLink(file) {
  if (file.mimeType === FOLDER) return `https://drive.google.com/drive/folders/${file.id}`;
  if (file.mimeType === SPREADSHEET) return `https://docs.google.com/spreadsheets/d/${file.id}/edit?usp=drivesdk`;
  return `https://drive.google.com/file/d/${file.id}/view?usp=drivesdk`;
}

function errorPage(error, parameter, message) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Sign in with Google — mock: error</title>
</head>
<body>
  <main data-error="${escapeHtml(error)}" data-parameter="${escapeHtml(parameter)}">
    <h1>Access blocked: this request is invalid</h1>
    <p id="error-code">Error 400: ${escapeHtml(error)}</p>
    <p id="error-message">${escapeHtml(message)}</p>
    <p>Parameter: <code id="error-parameter">${escapeHtml(parameter)}</code></p>
  </main>
</body>
</html>
`;
}

// ---------------------------------------------------------------------------------------------
// The server

function readBody(req) {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length']);
    let size = 0;
    let tooLarge = Number.isFinite(declared) && declared > BODY_LIMIT;
    const chunks = [];
    let done = false;
    const finish = (result) => {
      if (!done) {
        done = true;
        resolve(result);
      }
    };
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > BODY_LIMIT) tooLarge = true;
      if (size > DRAIN_LIMIT) {
        finish({ tooLarge: true, cut: true });
        return;
      }
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () => finish(tooLarge ? { tooLarge: true } : { body: Buffer.concat(chunks) }));
    req.on('error', () => finish({ aborted: true }));
    req.on('close', () => finish({ aborted: true }));
  });
}

function send(res, response, { close = false } = {}) {
  if (res.headersSent || res.destroyed) return;
  const headers = { ...response.headers };
  const body = response.body ?? '';
  headers['content-length'] = Buffer.byteLength(body);
  if (close) headers.connection = 'close';
  res.writeHead(response.status, headers);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * Starts the mock on `host:port` (port 0: any free port). Answers a handle: `url`, `port`,
 * `endpoints` (the add-on's google_drive_endpoints), `close()`, and helpers mirroring the control
 * API (`state()`, `reset()`, `fail(spec)`, `expire()`, `revoke()`, …).
 */
export async function startMockGoogle({ port = 0, host = '127.0.0.1', ...options } = {}) {
  const mock = new MockGoogle(options);
  const server = http.createServer(async (req, res) => {
    try {
      const read = await readBody(req);
      if (read.aborted) return;
      if (read.tooLarge) {
        const path = new URL(req.url, 'http://mock.invalid').pathname;
        send(res, json(413, defaultErrorBody(413, path)), { close: true });
        if (read.cut) res.on('finish', () => req.destroy());
        return;
      }
      const response = await mock.respond({ method: req.method, url: req.url, headers: req.headers, body: read.body });
      send(res, response);
    } catch (error) {
      process.stderr.write(`mock-google: ${error?.stack ?? error}\n`);
      try {
        send(res, json(500, statusBody(500, 'Internal error encountered.', 'INTERNAL')));
      } catch {
        res.destroy();
      }
    }
  });
  server.on('clientError', (error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
    else socket.destroy();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${address.port}`;
  let closing = null;
  const call = (fn) => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof HttpError) {
        const message = e.detail ? `${e.detail.error}: ${e.detail.message}` : (e.body?.error?.message ?? JSON.stringify(e.body));
        throw Object.assign(new Error(message), { status: e.status, body: e.body, detail: e.detail });
      }
      throw e;
    }
  };
  return {
    url,
    port: address.port,
    host,
    mock,
    endpoints: {
      auth: `${url}/o/oauth2/v2/auth`,
      token: `${url}/token`,
      revoke: `${url}/revoke`,
      drive: `${url}/drive/v3`,
      sheets: `${url}/v4`,
    },
    close() {
      closing ??= new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
    state: () => mock.state(),
    reset: () => mock.reset(),
    addClient: (client_id, client_secret, redirect_uris) =>
      call(() => mock.addClient(isPlainObject(client_id) ? client_id : { client_id, client_secret, redirect_uris })),
    setAccount: (email, name) => call(() => mock.setAccount(isPlainObject(email) ? email : { email, name })),
    addFolder: (name, more = {}) => call(() => mock.addFolder(isPlainObject(name) ? name : { ...more, name })),
    expire: () => mock.expireAll(),
    revoke: () => mock.revokeAll(),
    fail: (spec, status, more = {}) => call(() => mock.addFailure(typeof spec === 'string' ? { ...more, match: spec, status } : spec)),
    clearFailures: () => {
      mock.failures = [];
    },
    clock: (offset) => call(() => mock.setClock(typeof offset === 'number' ? { offset_seconds: offset } : offset)),
    consent: (consentUrl, decision = 'allow') => call(() => mock.decision(new URL(consentUrl, url).searchParams, decision)),
    mintTokens: (spec = {}) => call(() => mock.mintTokens(spec)),
    deleteFile: (id) => call(() => mock.deleteFile(id)),
    updateFile: (id, patch) => call(() => mock.updateFile(id, patch)),
    clearRequests: () => {
      mock.requests = [];
    },
  };
}

// ---------------------------------------------------------------------------------------------
// CLI: node tools/mock-google/server.mjs [--port N] [--host H] [--client-id ID] [--client-secret S]

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m) throw new Error(`unknown argument ${argv[i]}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${m[1]} needs a value`);
    if (!['port', 'host', 'client-id', 'client-secret'].includes(m[1])) throw new Error(`unknown option --${m[1]}`);
    out[m[1]] = value;
  }
  return out;
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`mock-google: ${e.message}\nusage: node server.mjs [--port N] [--host H] [--client-id ID] [--client-secret S]\n`);
    process.exit(2);
  }
  const port = Number(args.port ?? process.env.MOCK_GOOGLE_PORT ?? 0);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`mock-google: bad port ${args.port}\n`);
    process.exit(2);
  }
  const handle = await startMockGoogle({
    port,
    host: args.host ?? process.env.MOCK_GOOGLE_HOST ?? '127.0.0.1',
    clientId: args['client-id'] ?? process.env.MOCK_GOOGLE_CLIENT_ID ?? DEFAULT_CLIENT_ID,
    clientSecret: args['client-secret'] ?? process.env.MOCK_GOOGLE_CLIENT_SECRET ?? DEFAULT_CLIENT_SECRET,
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => process.exit(0), 2000);
    force.unref();
    handle.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('SIGHUP', stop);
  process.stdout.on('error', () => {}); // a parent that stopped reading is no reason to crash
  // The parent holds our stdin: when it goes (the pipe closes), so do we. Only a pipe or socket is
  // watched: /dev/null or a terminal would end at once or never.
  let watchStdin = false;
  try {
    const st = fs.fstatSync(0);
    watchStdin = st.isFIFO() || st.isSocket();
  } catch {
    watchStdin = false;
  }
  if (watchStdin) {
    process.stdin.on('end', stop);
    process.stdin.on('close', stop);
    process.stdin.on('error', stop);
    process.stdin.on('data', () => {});
    process.stdin.resume();
  }
  // And when the parent dies without closing anything (we get re-parented), stop too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1000).unref();
  process.stdout.write(`mock-google listening on ${handle.url}\n`);
}

const invokedDirectly = (() => {
  try {
    return process.argv[1] && fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();

if (invokedDirectly) {
  main().catch((e) => {
    process.stderr.write(`mock-google: ${e?.stack ?? e}\n`);
    process.exit(1);
  });
}
