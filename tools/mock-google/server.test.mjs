// Tests of the local Google (server.mjs): run with `node --test tools/mock-google/`.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  startMockGoogle,
  parseFields,
  applyFields,
  compileQuery,
  colName,
  DEFAULT_CLIENT_ID as CLIENT_ID,
  DEFAULT_CLIENT_SECRET as SECRET,
} from './server.mjs';

const BODY_MIB = 1024 * 1024;
const SERVER = fileURLToPath(new URL('./server.mjs', import.meta.url));
const REDIRECT = 'http://hearken.test/api/v1/addons/google-drive/oauth/callback';
const G = 'https://www.googleapis.com/auth/';
const SCOPES = `${G}drive.file ${G}drive.metadata.readonly openid email`;
const FOLDER = 'application/vnd.google-apps.folder';
const SPREADSHEET = 'application/vnd.google-apps.spreadsheet';
const FOLDER_Q = "mimeType='application/vnd.google-apps.folder' and 'me' in owners and trashed=false";

const UNAUTHENTICATED = {
  error: {
    code: 401,
    message:
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    errors: [{ message: 'Invalid Credentials', domain: 'global', reason: 'authError', location: 'Authorization', locationType: 'header' }],
    status: 'UNAUTHENTICATED',
  },
};
const INVALID_GRANT = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };
const INVALID_TOKEN = { error: 'invalid_token', error_description: 'Token expired or revoked' };
const driveNotFound = (id) => ({
  error: {
    code: 404,
    message: `File not found: ${id}.`,
    errors: [{ message: `File not found: ${id}.`, domain: 'global', reason: 'notFound', location: 'fileId', locationType: 'parameter' }],
  },
});
const SHEETS_NOT_FOUND = { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } };

// --- helpers ---------------------------------------------------------------------------------

async function mock(t, options) {
  const g = await startMockGoogle(options);
  t.after(() => g.close());
  return g;
}

function pkce() {
  const verifier = crypto.randomBytes(48).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

/** The add-on's own encoding (util::form): unreserved characters stay, the rest %XX (spaces %20). */
function form(pairs) {
  const enc = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return Object.entries(pairs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .join('&');
}

function authParams(challenge, overrides = {}) {
  return {
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: SCOPES,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
}

async function request(g, method, path, { body, headers = {}, token, raw = false } = {}) {
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let payload = body;
  if (body !== undefined && typeof body !== 'string' && !(body instanceof Uint8Array)) {
    payload = JSON.stringify(body);
    h['content-type'] ??= 'application/json';
  }
  const res = await fetch(g.url + path, { method, headers: h, body: payload, redirect: 'manual' });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, body: raw ? text : json };
}

const postForm = (g, path, pairs, headers = {}) =>
  request(g, 'POST', path, { body: form(pairs), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

/** The browser at the consent page: the page, then Allow (or Deny); answers the redirect. */
async function consent(g, params, decision = 'allow') {
  const page = await request(g, 'GET', `/o/oauth2/v2/auth?${form(params)}`, { raw: true });
  assert.equal(page.status, 200, page.text);
  const hidden = [...page.text.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, k, v]) => [
    k,
    v.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
  ]);
  const res = await postForm(g, '/o/oauth2/v2/auth/decide', { ...Object.fromEntries(hidden), decision });
  assert.equal(res.status, 302, res.text);
  return new URL(res.headers.get('location'));
}

/** The whole sign-in: consent, then the code exchanged for tokens. */
async function signIn(g, overrides = {}) {
  const { verifier, challenge } = pkce();
  const back = await consent(g, authParams(challenge, overrides));
  const res = await postForm(g, '/token', {
    grant_type: 'authorization_code',
    code: back.searchParams.get('code'),
    redirect_uri: overrides.redirect_uri ?? REDIRECT,
    client_id: overrides.client_id ?? CLIENT_ID,
    client_secret: overrides.client_secret ?? SECRET,
    code_verifier: verifier,
  });
  assert.equal(res.status, 200, res.text);
  return res.body;
}

const refresh = (g, refreshToken, client = {}) =>
  postForm(g, '/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: client.id ?? CLIENT_ID,
    client_secret: client.secret ?? SECRET,
  });

const enc = encodeURIComponent;
const listFolders = (g, token, extra = '') =>
  request(g, 'GET', `/drive/v3/files?${form({ q: FOLDER_Q, fields: 'nextPageToken,files(id,name,webViewLink)', orderBy: 'name', pageSize: '50' })}${extra}`, { token });
const append = (g, token, id, values, range = 'A1', query = 'valueInputOption=RAW&insertDataOption=INSERT_ROWS') =>
  request(g, 'POST', `/v4/spreadsheets/${enc(id)}/values/${enc(range)}:append?${query}`, { token, body: { values } });
const getValues = (g, token, id, range, query = '') => request(g, 'GET', `/v4/spreadsheets/${enc(id)}/values/${enc(range)}${query}`, { token });

// --- OAuth -----------------------------------------------------------------------------------

describe('OAuth 2.0', () => {
  test('the consent page shows the account, the scopes and Allow/Deny, carrying every parameter', async (t) => {
    const g = await mock(t);
    const { challenge } = pkce();
    const res = await request(g, 'GET', `/o/oauth2/v2/auth?${form(authParams(challenge, { state: `a"b'c<d>&` }))}`, { raw: true });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type'), /^text\/html/);
    const page = res.text;
    assert.match(page, /<html lang="en">/);
    assert.match(page, /<title>Sign in with Google — mock<\/title>/);
    assert.match(page, /<h1>Sign in with Google — mock<\/h1>/);
    assert.match(page, /ada@example\.com/);
    assert.match(page, /Ada Lovelace/);
    for (const s of [`${G}drive.file`, `${G}drive.metadata.readonly`, 'openid', `${G}userinfo.email`]) assert.ok(page.includes(s), s);
    assert.match(page, /<form method="post" action="\/o\/oauth2\/v2\/auth\/decide">/);
    assert.match(page, /<button type="submit" name="decision" value="allow">Allow<\/button>/);
    assert.match(page, /<button type="submit" name="decision" value="deny">Deny<\/button>/);
    assert.ok(page.includes('<input type="hidden" name="state" value="a&quot;b&#39;c&lt;d&gt;&amp;">'));
    assert.ok(page.includes(`<input type="hidden" name="code_challenge" value="${challenge}">`));
    assert.ok(!/name="decision" value="[^"]*" type="hidden"|type="hidden" name="decision"/.test(page));
  });

  test('the consent page refuses a bad request with a 400 page naming the parameter', async (t) => {
    const g = await mock(t);
    const { challenge } = pkce();
    const cases = [
      [{ client_id: undefined }, 'client_id', 'invalid_request'],
      [{ client_id: 'nobody.apps.googleusercontent.com' }, 'client_id', 'invalid_client'],
      [{ redirect_uri: undefined }, 'redirect_uri', 'invalid_request'],
      [{ redirect_uri: 'not a url' }, 'redirect_uri', 'invalid_request'],
      [{ response_type: undefined }, 'response_type', 'invalid_request'],
      [{ response_type: 'token' }, 'response_type', 'unsupported_response_type'],
      [{ scope: undefined }, 'scope', 'invalid_request'],
      [{ scope: 'openid nonsense' }, 'scope', 'invalid_scope'],
      [{ code_challenge: undefined }, 'code_challenge', 'invalid_request'],
      [{ code_challenge: 'short' }, 'code_challenge', 'invalid_request'],
      [{ code_challenge_method: undefined }, 'code_challenge_method', 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'code_challenge_method', 'invalid_request'],
    ];
    for (const [override, parameter, error] of cases) {
      const res = await request(g, 'GET', `/o/oauth2/v2/auth?${form(authParams(challenge, override))}`, { raw: true });
      assert.equal(res.status, 400, JSON.stringify(override));
      assert.match(res.headers.get('content-type'), /^text\/html/);
      assert.ok(res.text.includes(`<code id="error-parameter">${parameter}</code>`), `${JSON.stringify(override)}: ${res.text}`);
      assert.ok(res.text.includes(`Error 400: ${error}`), `${JSON.stringify(override)}: ${res.text}`);
    }
    // The decision endpoint checks the same parameters.
    const res = await postForm(g, '/o/oauth2/v2/auth/decide', { ...authParams(challenge, { code_challenge_method: 'plain' }), decision: 'allow' });
    assert.equal(res.status, 400);
    const none = await postForm(g, '/o/oauth2/v2/auth/decide', authParams(challenge));
    assert.equal(none.status, 400);
    assert.match(none.text, /decision/);
  });

  test('Allow → code → tokens with PKCE; the id_token is signed by the JWKS key', async (t) => {
    const g = await mock(t);
    const { verifier, challenge } = pkce();
    const back = await consent(g, authParams(challenge, { state: 'xyz' }));
    assert.equal(back.origin + back.pathname, REDIRECT);
    assert.equal(back.searchParams.get('state'), 'xyz');
    assert.match(back.searchParams.get('scope'), /drive\.file/);
    const code = back.searchParams.get('code');
    assert.ok(code.startsWith('4/'));
    const res = await postForm(g, '/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: CLIENT_ID,
      client_secret: SECRET,
      code_verifier: verifier,
    });
    assert.equal(res.status, 200, res.text);
    assert.match(res.headers.get('cache-control'), /no-store/);
    const answer = res.body;
    assert.deepEqual(Object.keys(answer).sort(), ['access_token', 'expires_in', 'id_token', 'refresh_token', 'scope', 'token_type']);
    assert.equal(answer.expires_in, 3599);
    assert.equal(answer.token_type, 'Bearer');
    assert.equal(answer.scope, `${G}drive.file ${G}drive.metadata.readonly openid ${G}userinfo.email`);
    assert.ok(answer.access_token.startsWith('ya29.'));
    assert.ok(answer.refresh_token.startsWith('1//'));
    const [h, p, s] = answer.id_token.split('.');
    const header = JSON.parse(Buffer.from(h, 'base64url'));
    const claims = JSON.parse(Buffer.from(p, 'base64url'));
    assert.equal(header.alg, 'RS256');
    assert.equal(claims.iss, 'https://accounts.google.com');
    assert.equal(claims.aud, CLIENT_ID);
    assert.equal(claims.email, 'ada@example.com');
    assert.equal(claims.email_verified, true);
    const jwks = (await request(g, 'GET', '/oauth2/v3/certs')).body;
    const jwk = jwks.keys.find((k) => k.kid === header.kid);
    const key = crypto.createPublicKey({ key: jwk, format: 'jwk' });
    assert.ok(crypto.verify('sha256', Buffer.from(`${h}.${p}`), key, Buffer.from(s, 'base64url')));
    // The tokens work, and the state lists them as plain strings.
    const about = await request(g, 'GET', '/drive/v3/about?fields=user', { token: answer.access_token });
    assert.equal(about.status, 200);
    const state = g.state();
    assert.deepEqual(state.tokens, { access: [answer.access_token], refresh: [answer.refresh_token] });
  });

  test('Deny → access_denied with the state', async (t) => {
    const g = await mock(t);
    const back = await consent(g, authParams(pkce().challenge, { state: 'keep me' }), 'deny');
    assert.equal(back.origin + back.pathname, REDIRECT);
    assert.equal(back.searchParams.get('error'), 'access_denied');
    assert.equal(back.searchParams.get('state'), 'keep me');
    assert.equal(back.searchParams.get('code'), null);
  });

  test('a code is one-time, and checks the client, the redirect URI and the PKCE verifier', async (t) => {
    const g = await mock(t);
    const { verifier, challenge } = pkce();
    const code = (await consent(g, authParams(challenge))).searchParams.get('code');
    const exchange = (pairs, headers) =>
      postForm(g, '/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CLIENT_ID, client_secret: SECRET, code_verifier: verifier, ...pairs }, headers);
    let res = await exchange({ client_secret: 'wrong' });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { error: 'invalid_client', error_description: 'Unauthorized' });
    res = await exchange({ client_id: 'nobody.apps.googleusercontent.com' });
    assert.equal(res.status, 401);
    assert.deepEqual(res.body, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    res = await exchange({ client_secret: undefined });
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'invalid_request');
    res = await exchange({ redirect_uri: 'http://elsewhere.test/cb' });
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'redirect_uri_mismatch');
    res = await exchange({ code_verifier: undefined });
    assert.deepEqual([res.status, res.body], [400, { error: 'invalid_grant', error_description: 'Missing code verifier.' }]);
    res = await exchange({ code_verifier: pkce().verifier });
    assert.deepEqual([res.status, res.body], [400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' }]);
    res = await exchange({ code: 'nonsense' });
    assert.deepEqual([res.status, res.body.error], [400, 'invalid_grant']);
    res = await exchange({ code: undefined });
    assert.deepEqual([res.status, res.body.error], [400, 'invalid_request']);
    res = await exchange({ grant_type: 'password' });
    assert.deepEqual([res.status, res.body.error], [400, 'unsupported_grant_type']);
    // HTTP Basic instead of the form's client fields.
    const basic = Buffer.from(`${enc(CLIENT_ID)}:${enc(SECRET)}`).toString('base64');
    res = await exchange({ client_id: undefined, client_secret: undefined }, { authorization: `Basic ${basic}` });
    assert.equal(res.status, 200, res.text);
    res = await exchange({});
    assert.deepEqual([res.status, res.body.error], [400, 'invalid_grant'], 'a used code');
  });

  test('a code expires after 10 minutes; without access_type=offline there is no refresh token', async (t) => {
    const g = await mock(t);
    const { verifier, challenge } = pkce();
    const code = (await consent(g, authParams(challenge))).searchParams.get('code');
    const clock = await request(g, 'POST', '/_mock/clock', { body: { offset_seconds: 601 } });
    assert.equal(clock.status, 200);
    assert.equal(clock.body.offset_seconds, 601);
    const res = await postForm(g, '/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, client_id: CLIENT_ID, client_secret: SECRET, code_verifier: verifier });
    assert.deepEqual([res.status, res.body.error], [400, 'invalid_grant']);
    const online = await signIn(g, { access_type: 'online', scope: `${G}drive.file` });
    assert.equal(online.refresh_token, undefined);
    assert.equal(online.id_token, undefined);
    assert.equal(online.expires_in, 3599);
  });

  test('refresh: a new access token without a refresh token; the old one still works until it expires', async (t) => {
    const g = await mock(t);
    const first = await signIn(g);
    const res = await refresh(g, first.refresh_token);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.refresh_token, undefined);
    assert.equal(res.body.expires_in, 3599);
    assert.equal(res.body.token_type, 'Bearer');
    assert.notEqual(res.body.access_token, first.access_token);
    for (const token of [first.access_token, res.body.access_token]) {
      assert.equal((await request(g, 'GET', '/drive/v3/about?fields=user', { token })).status, 200);
    }
    // Another client cannot use it; bad requests are refused in Google's words.
    await request(g, 'POST', '/_mock/clients', { body: { client_id: 'other.apps.googleusercontent.com', client_secret: 's2' } });
    const other = await refresh(g, first.refresh_token, { id: 'other.apps.googleusercontent.com', secret: 's2' });
    assert.deepEqual([other.status, other.body.error], [401, 'unauthorized_client']);
    const missing = await postForm(g, '/token', { grant_type: 'refresh_token', client_id: CLIENT_ID, client_secret: SECRET });
    assert.deepEqual([missing.status, missing.body.error], [400, 'invalid_request']);
    const unknown = await refresh(g, '1//nonsense');
    assert.deepEqual([unknown.status, unknown.body], [400, INVALID_GRANT]);
    // The clock: past 3599 seconds the access tokens are dead, the refresh token is not.
    g.clock(3600);
    const late = await request(g, 'GET', '/drive/v3/about?fields=user', { token: res.body.access_token });
    assert.deepEqual([late.status, late.body], [401, UNAUTHENTICATED]);
    assert.equal((await refresh(g, first.refresh_token)).status, 200);
  });

  test('/_mock/expire: the next API call gets Google\'s 401 (Drive and Sheets); a refresh mends it', async (t) => {
    const g = await mock(t);
    const tokens = await signIn(g);
    const sheet = await request(g, 'POST', '/v4/spreadsheets', { token: tokens.access_token, body: { properties: { title: 'T' } } });
    assert.equal(sheet.status, 200);
    const expired = await request(g, 'POST', '/_mock/expire', { body: {} });
    assert.deepEqual([expired.status, expired.body], [200, { expired: 1 }]);
    const drive = await request(g, 'GET', '/drive/v3/about?fields=user', { token: tokens.access_token });
    assert.deepEqual([drive.status, drive.body], [401, UNAUTHENTICATED]);
    assert.match(drive.headers.get('www-authenticate'), /^Bearer /);
    const sheets = await getValues(g, tokens.access_token, sheet.body.spreadsheetId, 'A:A');
    assert.deepEqual([sheets.status, sheets.body], [401, UNAUTHENTICATED]);
    assert.deepEqual(g.state().tokens.access, []);
    const fresh = await refresh(g, tokens.refresh_token);
    assert.equal((await getValues(g, fresh.body.access_token, sheet.body.spreadsheetId, 'A:A')).status, 200);
    // No credential at all is a 401 too ("Login Required"); so is a token nobody issued.
    const none = await request(g, 'GET', '/drive/v3/about?fields=user');
    assert.equal(none.status, 401);
    assert.equal(none.body.error.status, 'UNAUTHENTICATED');
    assert.equal(none.body.error.errors[0].reason, 'required');
    const forged = await request(g, 'GET', '/drive/v3/about?fields=user', { token: 'ya29.forged' });
    assert.deepEqual([forged.status, forged.body], [401, UNAUTHENTICATED]);
  });

  test('/revoke ends the whole grant; an unknown token is 400 invalid_token', async (t) => {
    const g = await mock(t);
    const a = await signIn(g);
    const b = await signIn(g);
    const more = await refresh(g, a.refresh_token);
    let res = await postForm(g, '/revoke', { token: a.refresh_token });
    assert.deepEqual([res.status, res.body], [200, {}]);
    for (const token of [a.access_token, more.body.access_token]) {
      const call = await request(g, 'GET', '/drive/v3/about?fields=user', { token });
      assert.deepEqual([call.status, call.body], [401, UNAUTHENTICATED]);
    }
    res = await refresh(g, a.refresh_token);
    assert.deepEqual([res.status, res.body], [400, INVALID_GRANT]);
    res = await postForm(g, '/revoke', { token: a.refresh_token });
    assert.deepEqual([res.status, res.body], [400, INVALID_TOKEN]);
    res = await postForm(g, '/revoke', { token: 'nonsense' });
    assert.deepEqual([res.status, res.body], [400, INVALID_TOKEN]);
    // The other grant lives on; revoking by access token in the query works too.
    assert.equal((await request(g, 'GET', '/drive/v3/about?fields=user', { token: b.access_token })).status, 200);
    res = await request(g, 'POST', `/revoke?token=${enc(b.access_token)}`);
    assert.deepEqual([res.status, res.body], [200, {}]);
    res = await refresh(g, b.refresh_token);
    assert.deepEqual([res.status, res.body], [400, INVALID_GRANT]);
    assert.deepEqual(g.state().tokens, { access: [], refresh: [] });
  });

  test('/_mock/revoke revokes every grant: the next refresh is invalid_grant', async (t) => {
    const g = await mock(t);
    const tokens = await signIn(g);
    const res = await request(g, 'POST', '/_mock/revoke', { body: {} });
    assert.deepEqual([res.status, res.body], [200, { revoked: 1 }]);
    const again = await refresh(g, tokens.refresh_token);
    assert.deepEqual([again.status, again.body], [400, INVALID_GRANT]);
    const call = await request(g, 'GET', '/drive/v3/about?fields=user', { token: tokens.access_token });
    assert.deepEqual([call.status, call.body], [401, UNAUTHENTICATED]);
    assert.deepEqual(g.state().tokens.refresh, []);
  });

  test('a registered client with redirect URIs refuses others', async (t) => {
    const g = await mock(t);
    const res = await request(g, 'POST', '/_mock/clients', {
      body: { client_id: 'strict.apps.googleusercontent.com', client_secret: 'shh', redirect_uris: [REDIRECT] },
    });
    assert.equal(res.status, 201);
    const tokens = await signIn(g, { client_id: 'strict.apps.googleusercontent.com', client_secret: 'shh' });
    assert.ok(tokens.access_token);
    const page = await request(g, 'GET', `/o/oauth2/v2/auth?${form(authParams(pkce().challenge, { client_id: 'strict.apps.googleusercontent.com', redirect_uri: 'http://evil.test/cb' }))}`, { raw: true });
    assert.equal(page.status, 400);
    assert.match(page.text, /redirect_uri_mismatch/);
    const bad = await request(g, 'POST', '/_mock/clients', { body: { client_id: 'x' } });
    assert.equal(bad.status, 400);
  });
});

// --- Drive -----------------------------------------------------------------------------------

describe('Drive v3', () => {
  test('about needs fields and answers the account', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    let res = await request(g, 'GET', `/drive/v3/about?fields=${enc('user(displayName,emailAddress)')}`, { token });
    assert.deepEqual([res.status, res.body], [200, { user: { displayName: 'Ada Lovelace', emailAddress: 'ada@example.com' } }]);
    res = await request(g, 'GET', '/drive/v3/about?fields=user', { token });
    assert.equal(res.body.user.kind, 'drive#user');
    assert.equal(res.body.user.me, true);
    assert.match(res.body.user.permissionId, /^\d{20}$/);
    res = await request(g, 'GET', '/drive/v3/about', { token });
    assert.equal(res.status, 400);
    assert.equal(res.body.error.errors[0].reason, 'required');
    res = await request(g, 'GET', `/drive/v3/about?fields=${enc('user(')}`, { token });
    assert.equal(res.status, 400);
  });

  test('the folder list: by name, 50 a page, only the account\'s live folders', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    let res = await listFolders(g, token);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.files.map((f) => f.name), ['Archive', 'Hearken responses', 'Marketing']);
    assert.equal(res.body.nextPageToken, undefined);
    for (const f of res.body.files) {
      assert.deepEqual(Object.keys(f), ['id', 'name', 'webViewLink']);
      assert.match(f.id, /^[A-Za-z0-9_-]{20,}$/);
      assert.equal(f.webViewLink, `https://drive.google.com/drive/folders/${f.id}`);
    }
    for (let i = 0; i < 117; i++) {
      const made = await request(g, 'POST', '/_mock/folders', { body: { name: `Folder ${String(i).padStart(3, '0')}` } });
      assert.equal(made.status, 201);
    }
    const made = g.addFolder('a lower-case folder');
    assert.equal(made.webViewLink, `https://drive.google.com/drive/folders/${made.id}`);
    // Not listed: a trashed folder, another account's folder, and files that are not folders.
    g.updateFile(g.addFolder('Trashed folder').id, { trashed: true });
    g.setAccount('bob@example.com', 'Bob');
    const bobs = g.addFolder('Bob only');
    g.setAccount('ada@example.com');
    await request(g, 'POST', '/v4/spreadsheets', { token, body: { properties: { title: 'Not a folder' } } });
    const pages = [];
    let next = '';
    for (;;) {
      res = await listFolders(g, token, next);
      assert.equal(res.status, 200, res.text);
      pages.push(res.body.files);
      if (!res.body.nextPageToken) break;
      next = `&pageToken=${enc(res.body.nextPageToken)}`;
    }
    assert.deepEqual(pages.map((p) => p.length), [50, 50, 21]);
    const names = pages.flat().map((f) => f.name);
    assert.equal(new Set(names).size, 121);
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    assert.ok(names.includes('a lower-case folder'));
    for (const gone of ['Trashed folder', 'Bob only', 'Not a folder']) assert.ok(!names.includes(gone), gone);
    // Bob's folder does not exist for Ada.
    res = await request(g, 'GET', `/drive/v3/files/${bobs.id}?fields=id`, { token });
    assert.deepEqual([res.status, res.body], [404, driveNotFound(bobs.id)]);
    // A default page is 100; bad sizes and tokens are refused.
    res = await request(g, 'GET', `/drive/v3/files?q=${enc(FOLDER_Q)}`, { token });
    assert.equal(res.body.files.length, 100);
    assert.equal(res.body.kind, 'drive#fileList');
    assert.deepEqual(Object.keys(res.body.files[0]).sort(), ['id', 'kind', 'mimeType', 'name']);
    for (const bad of ['&pageSize=0', '&pageSize=1001', '&pageSize=x', '&pageToken=garbage', '&orderBy=color']) {
      res = await request(g, 'GET', `/drive/v3/files?q=${enc(FOLDER_Q)}${bad}`, { token });
      assert.equal(res.status, 400, bad);
      assert.equal(res.body.error.errors[0].reason, 'invalid', bad);
    }
    // A page token belongs to its query.
    const first = await listFolders(g, token);
    res = await request(g, 'GET', `/drive/v3/files?q=${enc("mimeType='x'")}&pageToken=${enc(first.body.nextPageToken)}`, { token });
    assert.equal(res.status, 400);
    // pageSize up to 1000.
    res = await request(g, 'GET', `/drive/v3/files?q=${enc(FOLDER_Q)}&pageSize=1000&orderBy=name%20desc`, { token });
    assert.equal(res.body.files.length, 121);
    assert.equal(res.body.files[0].name, 'Marketing');
  });

  test('the q grammar: mimeType, parents, name, not/or/parentheses; anything else is 400 invalid', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    const folder = (await listFolders(g, token)).body.files.find((f) => f.name === 'Marketing');
    const inFolder = await request(g, 'POST', '/drive/v3/files?fields=id', { token, body: { name: "Bob's sheet", mimeType: SPREADSHEET, parents: [folder.id] } });
    const inRoot = await request(g, 'POST', '/v4/spreadsheets', { token, body: { properties: { title: 'Root sheet' } } });
    const names = async (q, extra = '') => {
      const res = await request(g, 'GET', `/drive/v3/files?q=${enc(q)}&orderBy=name${extra}`, { token });
      assert.equal(res.status, 200, `${q}: ${res.text}`);
      return res.body.files.map((f) => f.name);
    };
    assert.deepEqual(await names(`mimeType = '${SPREADSHEET}' and trashed = false`), ["Bob's sheet", 'Root sheet']);
    assert.deepEqual(await names(`'${folder.id}' in parents`), ["Bob's sheet"]);
    assert.deepEqual(await names(`'root' in parents and mimeType='${SPREADSHEET}'`), ['Root sheet']);
    assert.deepEqual(await names(`name = 'Bob\\'s sheet'`), ["Bob's sheet"]);
    assert.deepEqual(await names("name contains 'ARCH' or name = 'Marketing'"), ['Archive', 'Marketing']);
    assert.deepEqual(await names(`not mimeType = '${FOLDER}' and ('me' in owners)`), ["Bob's sheet", 'Root sheet']);
    assert.deepEqual(await names(`mimeType != '${FOLDER}'`), ["Bob's sheet", 'Root sheet']);
    assert.deepEqual(await names(`'someone@else.test' in owners`), []);
    assert.equal(inRoot.status, 200);
    assert.equal(inFolder.status, 200);
    for (const bad of ['modifiedTime > 3', 'colour = \'red\'', "name = 'unterminated", 'trashed = maybe', "(name = 'a'", "name = 'a' and", "'x' in friends", 'name < \'a\'']) {
      const res = await request(g, 'GET', `/drive/v3/files?q=${enc(bad)}`, { token });
      assert.equal(res.status, 400, bad);
      assert.deepEqual(res.body, {
        error: { code: 400, message: 'Invalid Value', errors: [{ message: 'Invalid Value', domain: 'global', reason: 'invalid', location: 'q', locationType: 'parameter' }] },
      });
    }
  });

  test('one file: fields honoured, 404 in Google\'s words', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    const folder = (await listFolders(g, token)).body.files[0];
    let res = await request(g, 'GET', `/drive/v3/files/${folder.id}?fields=${enc('id,name,mimeType,webViewLink,trashed')}`, { token });
    assert.deepEqual([res.status, res.body], [200, { id: folder.id, name: folder.name, mimeType: FOLDER, webViewLink: folder.webViewLink, trashed: false }]);
    res = await request(g, 'GET', `/drive/v3/files/${folder.id}?fields=${enc('id,parents')}`, { token });
    assert.equal(res.body.parents.length, 1);
    res = await request(g, 'GET', `/drive/v3/files/${folder.id}`, { token });
    assert.deepEqual(res.body, { kind: 'drive#file', mimeType: FOLDER, id: folder.id, name: folder.name });
    res = await request(g, 'GET', `/drive/v3/files/${folder.id}?fields=*`, { token });
    assert.equal(res.body.owners[0].emailAddress, 'ada@example.com');
    assert.equal(res.body.ownedByMe, true);
    await request(g, 'PATCH', `/_mock/files/${folder.id}`, { body: { trashed: true } });
    res = await request(g, 'GET', `/drive/v3/files/${folder.id}?fields=trashed`, { token });
    assert.deepEqual(res.body, { trashed: true });
    res = await request(g, 'GET', '/drive/v3/files/not-a-folder?fields=id', { token });
    assert.deepEqual([res.status, res.body], [404, driveNotFound('not-a-folder')]);
    res = await request(g, 'GET', '/drive/v3/files/root?fields=id,name', { token });
    assert.equal(res.body.name, 'My Drive');
    await request(g, 'DELETE', `/_mock/files/${folder.id}`);
    res = await request(g, 'GET', `/drive/v3/files/${folder.id}?fields=id`, { token });
    assert.equal(res.status, 404);
  });

  test('files.create: a spreadsheet in a folder is also a Sheets spreadsheet; bad parents are refused', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    const folder = (await listFolders(g, token)).body.files.find((f) => f.name === 'Hearken responses');
    let res = await request(g, 'POST', '/drive/v3/files?fields=id,webViewLink', { token, body: { name: 'Cake poll', mimeType: SPREADSHEET, parents: [folder.id] } });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(Object.keys(res.body), ['id', 'webViewLink']);
    const id = res.body.id;
    assert.equal(res.body.webViewLink, `https://docs.google.com/spreadsheets/d/${id}/edit?usp=drivesdk`);
    const sheet = g.state().sheets[id];
    assert.deepEqual(sheet.title, 'Cake poll');
    assert.deepEqual(sheet.parents, [folder.id]);
    assert.deepEqual(sheet.rows, []);
    res = await request(g, 'GET', `/v4/spreadsheets/${id}`, { token });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.sheets.map((s) => s.properties.title), ['Sheet1']);
    // Without fields: Google's default file fields.
    res = await request(g, 'POST', '/drive/v3/files', { token, body: { name: 'Sub', mimeType: FOLDER, parents: [folder.id] } });
    assert.deepEqual(Object.keys(res.body).sort(), ['id', 'kind', 'mimeType', 'name']);
    assert.equal(res.body.kind, 'drive#file');
    res = await request(g, 'POST', '/drive/v3/files?fields=id', { token, body: { name: 'X', mimeType: SPREADSHEET, parents: ['missing-folder'] } });
    assert.deepEqual([res.status, res.body], [404, driveNotFound('missing-folder')]);
    res = await request(g, 'POST', '/drive/v3/files?fields=id', { token, body: { name: 'X', mimeType: SPREADSHEET, parents: [id] } });
    assert.equal(res.status, 400, 'a spreadsheet is no parent');
    res = await request(g, 'POST', '/drive/v3/files?fields=id', { token, body: { name: 'X', parents: [folder.id, folder.id] } });
    assert.equal(res.status, 403);
    res = await request(g, 'POST', '/drive/v3/files?fields=id', { token, body: '{"name": ', headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.error.errors[0].reason, 'parseError');
  });

  test('scopes: drive.file alone sees only the app\'s files; no Drive scope is 403', async (t) => {
    const g = await mock(t);
    const narrow = g.mintTokens({ scope: `${G}drive.file` });
    let res = await listFolders(g, narrow.access_token);
    assert.deepEqual(res.body.files, []);
    res = await request(g, 'POST', '/drive/v3/files?fields=id,name', { token: narrow.access_token, body: { name: 'Mine', mimeType: FOLDER } });
    assert.equal(res.status, 200);
    res = await listFolders(g, narrow.access_token);
    assert.deepEqual(res.body.files.map((f) => f.name), ['Mine']);
    const none = g.mintTokens({ scope: 'openid email' });
    res = await listFolders(g, none.access_token);
    assert.equal(res.status, 403);
    assert.equal(res.body.error.status, 'PERMISSION_DENIED');
    res = await request(g, 'POST', '/v4/spreadsheets', { token: none.access_token, body: {} });
    assert.deepEqual(res.body, { error: { code: 403, message: 'Request had insufficient authentication scopes.', status: 'PERMISSION_DENIED' } });
    // A spreadsheet another app made is not the narrow token's.
    g.addClient('other-app.apps.googleusercontent.com', 'other');
    const other = g.mintTokens({ scope: `${G}spreadsheets`, client_id: 'other-app.apps.googleusercontent.com' });
    const made = await request(g, 'POST', '/v4/spreadsheets', { token: other.access_token, body: {} });
    res = await getValues(g, narrow.access_token, made.body.spreadsheetId, 'A1');
    assert.deepEqual(res.body, { error: { code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED' } });
  });
});

// --- Sheets ----------------------------------------------------------------------------------

describe('Sheets v4', () => {
  test('spreadsheets.create: Google\'s shape, and a Drive file in My Drive', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    const res = await request(g, 'POST', '/v4/spreadsheets', { token, body: { properties: { title: 'Refresh poll' } } });
    assert.equal(res.status, 200, res.text);
    const { spreadsheetId: id } = res.body;
    assert.match(id, /^[A-Za-z0-9_-]{40,}$/);
    assert.equal(res.body.spreadsheetUrl, `https://docs.google.com/spreadsheets/d/${id}/edit`);
    assert.equal(res.body.properties.title, 'Refresh poll');
    assert.deepEqual(res.body.sheets[0].properties, { sheetId: 0, title: 'Sheet1', index: 0, sheetType: 'GRID', gridProperties: { rowCount: 1000, columnCount: 26 } });
    const file = await request(g, 'GET', `/drive/v3/files/${id}?fields=${enc('id,name,mimeType,parents')}`, { token });
    assert.equal(file.body.mimeType, SPREADSHEET);
    const root = await request(g, 'GET', '/drive/v3/files/root?fields=id', { token });
    assert.deepEqual(file.body.parents, [root.body.id]);
    assert.deepEqual(g.state().sheets[id].parents, [root.body.id]);
    const untitled = await request(g, 'POST', '/v4/spreadsheets', { token });
    assert.equal(untitled.body.properties.title, 'Untitled spreadsheet');
    const bad = await request(g, 'POST', '/v4/spreadsheets', { token, body: '{oops', headers: { 'content-type': 'application/json' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.status, 'INVALID_ARGUMENT');
    const missing = await request(g, 'GET', '/v4/spreadsheets/nope', { token });
    assert.deepEqual([missing.status, missing.body], [404, SHEETS_NOT_FOUND]);
  });

  test('append after the last row, then read column A as COLUMNS (percent-encoded ranges)', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    const folder = (await listFolders(g, token)).body.files[0];
    const { id } = (await request(g, 'POST', '/drive/v3/files?fields=id,webViewLink', { token, body: { name: 'Cake poll', mimeType: SPREADSHEET, parents: [folder.id] } })).body;
    let res = await append(g, token, id, [['Response ID', 'Submitted', 'How did we do?', 'Page']]);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, {
      spreadsheetId: id,
      updates: { spreadsheetId: id, updatedRange: 'Sheet1!A1:D1', updatedRows: 1, updatedColumns: 4, updatedCells: 4 },
    });
    res = await append(g, token, id, [['42', '2026-11-25T10:00:00Z', 9, 'https://example.com/a']]);
    assert.deepEqual(res.body, {
      spreadsheetId: id,
      tableRange: 'Sheet1!A1:D1',
      updates: { spreadsheetId: id, updatedRange: 'Sheet1!A2:D2', updatedRows: 1, updatedColumns: 4, updatedCells: 4 },
    });
    res = await append(g, token, id, [['43', 'later'], ['44', 'later', '', '']]);
    assert.equal(res.body.tableRange, 'Sheet1!A1:D2');
    assert.equal(res.body.updates.updatedRange, 'Sheet1!A3:D4');
    assert.equal(res.body.updates.updatedRows, 2);
    // The add-on's exact path: A1 encoded, ':append' as is; and A:A → A%3AA.
    assert.ok(g.state().requests.some((r) => r.path === `/v4/spreadsheets/${id}/values/A1:append`));
    res = await getValues(g, token, id, 'A:A', '?majorDimension=COLUMNS');
    assert.equal(res.status, 200);
    assert.equal(res.body.majorDimension, 'COLUMNS');
    assert.match(res.body.range, /^Sheet1!A1:A\d+$/);
    assert.deepEqual(res.body.values, [['Response ID', '42', '43', '44']]);
    assert.ok(g.state().requests.some((r) => r.path === `/v4/spreadsheets/${id}/values/A%3AA`));
    res = await getValues(g, token, id, 'Sheet1!A:A');
    assert.equal(res.body.majorDimension, 'ROWS');
    assert.deepEqual(res.body.values, [['Response ID'], ['42'], ['43'], ['44']]);
    res = await getValues(g, token, id, 'A1');
    assert.deepEqual(res.body, { range: 'Sheet1!A1', majorDimension: 'ROWS', values: [['Response ID']] });
    // Trailing empty cells are trimmed; numbers come formatted unless asked otherwise.
    res = await getValues(g, token, id, 'A1:Z1000');
    assert.equal(res.body.range, 'Sheet1!A1:Z1000');
    assert.deepEqual(res.body.values, [
      ['Response ID', 'Submitted', 'How did we do?', 'Page'],
      ['42', '2026-11-25T10:00:00Z', '9', 'https://example.com/a'],
      ['43', 'later'],
      ['44', 'later'],
    ]);
    res = await getValues(g, token, id, 'B2:C2', '?valueRenderOption=UNFORMATTED_VALUE');
    assert.deepEqual(res.body.values, [['2026-11-25T10:00:00Z', 9]]);
    res = await getValues(g, token, id, 'E1:F10');
    assert.deepEqual(res.body, { range: 'Sheet1!E1:F10', majorDimension: 'ROWS' });
    // The state holds the cells as given.
    const rows = g.state().sheets[id].rows;
    assert.deepEqual(rows[1], ['42', '2026-11-25T10:00:00Z', 9, 'https://example.com/a']);
    assert.deepEqual(rows[3], ['44', 'later', '', '']);
    assert.equal(rows.length, 4);
  });

  test('append finds the table, honours majorDimension, OVERWRITE, USER_ENTERED and includeValuesInResponse', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    const { spreadsheetId: id } = (await request(g, 'POST', '/v4/spreadsheets', { token, body: { properties: { title: 'Tabs' } } })).body;
    let res = await request(g, 'PUT', `/v4/spreadsheets/${id}/values/${enc('B2:C3')}?valueInputOption=RAW`, { token, body: { values: [['x', 'y'], ['z']] } });
    assert.deepEqual(res.body, { spreadsheetId: id, updatedRange: 'Sheet1!B2:C3', updatedRows: 2, updatedColumns: 2, updatedCells: 3 });
    res = await request(g, 'PUT', `/v4/spreadsheets/${id}/values/${enc('B2:C3')}?valueInputOption=RAW`, { token, body: { values: [['1', '2', '3']] } });
    assert.equal(res.status, 400, 'past the range');
    // Appending to A1 finds the table at B2:C3 and writes below it, from its first column.
    res = await append(g, token, id, [['a', 'b']], 'A1', 'valueInputOption=USER_ENTERED&insertDataOption=OVERWRITE');
    assert.equal(res.body.tableRange, 'Sheet1!B2:C3');
    assert.equal(res.body.updates.updatedRange, 'Sheet1!B4:C4');
    res = await append(g, token, id, [['1', '2.5', 'TRUE', "'007", '=1+1']], 'Sheet1!B1', 'valueInputOption=USER_ENTERED&insertDataOption=OVERWRITE&includeValuesInResponse=true');
    assert.equal(res.body.updates.updatedRange, 'Sheet1!B5:F5');
    assert.deepEqual(res.body.updates.updatedData.values, [['1', '2.5', 'TRUE', '007', '=1+1']]);
    assert.deepEqual(g.state().sheets[id].rows[4], ['', 1, 2.5, true, '007', '=1+1']);
    // COLUMNS in the body.
    res = await request(g, 'POST', `/v4/spreadsheets/${id}/values/${enc('H1')}:append?valueInputOption=RAW`, { token, body: { majorDimension: 'COLUMNS', values: [['h1', 'h2'], ['i1', 'i2']] } });
    assert.equal(res.body.updates.updatedRange, 'Sheet1!H1:I2');
    res = await getValues(g, token, id, 'H1:I2', '?majorDimension=COLUMNS');
    assert.deepEqual(res.body.values, [['h1', 'h2'], ['i1', 'i2']]);
    // A bounded range only looks at its own columns; INSERT_ROWS shifts the rows below.
    const before = g.state().sheets[id].rows.length;
    res = await append(g, token, id, [['in H']], 'H1:H2');
    assert.equal(res.body.updates.updatedRange, 'Sheet1!H3');
    assert.equal(g.state().sheets[id].rows.length, before + 1);
    // Sheet names with spaces are quoted.
    const tabs = (await request(g, 'POST', '/v4/spreadsheets', { token, body: { properties: { title: 'T' }, sheets: [{ properties: { title: 'My Data' } }] } })).body;
    res = await append(g, token, tabs.spreadsheetId, [['q']], "'My Data'!A1");
    assert.equal(res.body.updates.updatedRange, "'My Data'!A1");
    res = await getValues(g, token, tabs.spreadsheetId, 'My Data');
    assert.deepEqual(res.body, { range: "'My Data'!A1:Z1001", majorDimension: 'ROWS', values: [['q']] });
  });

  test('Sheets errors in Google\'s words', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    const { spreadsheetId: id } = (await request(g, 'POST', '/v4/spreadsheets', { token, body: {} })).body;
    let res = await append(g, token, 'missing', [['x']]);
    assert.deepEqual([res.status, res.body], [404, SHEETS_NOT_FOUND]);
    res = await getValues(g, token, 'missing', 'A:A');
    assert.deepEqual([res.status, res.body], [404, SHEETS_NOT_FOUND]);
    for (const range of ['Nope!A1', 'A1:B2:C3', '!!', "'unterminated!A1", 'A0']) {
      res = await getValues(g, token, id, range);
      assert.deepEqual([res.status, res.body], [400, { error: { code: 400, message: `Unable to parse range: ${range}`, status: 'INVALID_ARGUMENT' } }], range);
    }
    res = await getValues(g, token, id, 'A1:A2000');
    assert.equal(res.status, 400);
    assert.match(res.body.error.message, /exceeds grid limits/);
    res = await append(g, token, id, [['x']], 'A1', 'insertDataOption=INSERT_ROWS');
    assert.deepEqual(res.body, { error: { code: 400, message: "'valueInputOption' is required but not specified", status: 'INVALID_ARGUMENT' } });
    res = await append(g, token, id, [['x']], 'A1', 'valueInputOption=FANCY');
    assert.equal(res.status, 400);
    res = await getValues(g, token, id, 'A:A', '?majorDimension=DIAGONAL');
    assert.equal(res.status, 400);
    res = await request(g, 'POST', `/v4/spreadsheets/${id}/values/A1:append?valueInputOption=RAW`, { token, body: { values: 'no' } });
    assert.equal(res.status, 400);
    res = await request(g, 'POST', `/v4/spreadsheets/${id}/values/A1:append?valueInputOption=RAW`, { token, body: { values: [[{ a: 1 }]] } });
    assert.equal(res.status, 400);
    res = await request(g, 'POST', `/v4/spreadsheets/${id}/values/A1:append?valueInputOption=RAW`, { token, body: '[[', headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 400);
    assert.equal(res.body.error.status, 'INVALID_ARGUMENT');
    assert.deepEqual(g.state().sheets[id].rows, []);
  });
});

// --- failure injection -----------------------------------------------------------------------

describe('/_mock/fail', () => {
  test('the next matching requests fail with Google\'s body, then all is well again', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    const { spreadsheetId: id } = (await request(g, 'POST', '/v4/spreadsheets', { token, body: {} })).body;
    let res = await request(g, 'POST', '/_mock/fail', { body: { match: 'POST /v4/spreadsheets/', status: 503 } });
    assert.equal(res.status, 201);
    res = await getValues(g, token, id, 'A:A');
    assert.equal(res.status, 200, 'a GET does not match');
    res = await append(g, token, id, [['1']]);
    assert.deepEqual([res.status, res.body], [503, { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } }]);
    assert.deepEqual(g.state().sheets[id].rows, [], 'a plain failure does nothing');
    res = await append(g, token, id, [['1']]);
    assert.equal(res.status, 200);
    // times, a custom body, matching the decoded path, and the defaults per status.
    g.fail({ match: `GET /v4/spreadsheets/${id}/values/A:A`, status: 429, times: 2, body: { error: { code: 429, message: 'slow down', status: 'RESOURCE_EXHAUSTED' } } });
    for (let i = 0; i < 2; i++) {
      res = await getValues(g, token, id, 'A:A');
      assert.deepEqual([res.status, res.body.error.message], [429, 'slow down']);
    }
    assert.equal((await getValues(g, token, id, 'A:A')).status, 200);
    g.fail('GET /drive/v3/files/', 404);
    res = await request(g, 'GET', '/drive/v3/files/abc?fields=id', { token });
    assert.deepEqual([res.status, res.body], [404, driveNotFound('abc')]);
    g.fail('GET /drive/v3/about', 500);
    res = await request(g, 'GET', '/drive/v3/about?fields=user', { token });
    assert.deepEqual(res.body, { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } });
    g.fail('GET /drive/', 401);
    res = await request(g, 'GET', '/drive/v3/about?fields=user', { token });
    assert.deepEqual([res.status, res.body], [401, UNAUTHENTICATED]);
    const later = await signIn(g);
    g.fail('POST /token', 400);
    res = await refresh(g, later.refresh_token);
    assert.deepEqual([res.status, res.body], [400, INVALID_GRANT]);
    g.fail('* /revoke', 503, { body: 'plain text' });
    res = await request(g, 'POST', '/revoke?token=x');
    assert.deepEqual([res.status, res.text, res.headers.get('content-type')], [503, 'plain text', 'text/plain; charset=utf-8']);
    for (const bad of [{}, { match: 'POST' }, { match: 'POST v4' }, { match: 'POST /x', status: 99 }, { match: 'POST /x', times: 0 }]) {
      res = await request(g, 'POST', '/_mock/fail', { body: bad });
      assert.equal(res.status, 400, JSON.stringify(bad));
    }
    assert.deepEqual(g.state().failures, []);
  });

  test('drop_after_handling: Google appends the row, then the answer is lost', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    const { spreadsheetId: id } = (await request(g, 'POST', '/v4/spreadsheets', { token, body: { properties: { title: 'Retry poll' } } })).body;
    await append(g, token, id, [['Response ID']]);
    let res = await request(g, 'POST', '/_mock/fail', { body: { match: 'POST /v4/spreadsheets/', status: 503, drop_after_handling: true } });
    assert.equal(res.status, 201);
    res = await append(g, token, id, [['41']]);
    assert.equal(res.status, 503);
    assert.equal(res.body.error.status, 'UNAVAILABLE');
    assert.deepEqual(g.state().sheets[id].rows, [['Response ID'], ['41']]);
    // The retry reads column A first and finds it.
    res = await getValues(g, token, id, 'A:A', '?majorDimension=COLUMNS');
    assert.deepEqual(res.body.values, [['Response ID', '41']]);
    const log = g.state().requests.filter((r) => r.method === 'POST' && r.path.endsWith(':append'));
    assert.deepEqual(log.map((r) => r.status), [200, 503]);
  });
});

// --- control API and robustness ---------------------------------------------------------------

describe('control API and robustness', () => {
  test('state, reset (seeded folders keep their ids), account, consent helper, request log', async (t) => {
    const g = await mock(t);
    let state = (await request(g, 'GET', '/_mock/state')).body;
    assert.deepEqual(state.clients, [{ client_id: CLIENT_ID, client_secret: SECRET, redirect_uris: null }]);
    assert.deepEqual(state.tokens, { access: [], refresh: [] });
    assert.deepEqual(state.sheets, {});
    assert.deepEqual(state.files.map((f) => f.name), ['Hearken responses', 'Marketing', 'Archive']);
    assert.equal(state.account.email, 'ada@example.com');
    const seeded = state.files.map((f) => f.id);
    const { access_token: token } = await signIn(g);
    await request(g, 'POST', '/v4/spreadsheets', { token, body: {} });
    state = g.state();
    assert.equal(Object.keys(state.sheets).length, 1);
    assert.ok(state.requests.every((r) => typeof r.method === 'string' && r.path.startsWith('/') && !Number.isNaN(Date.parse(r.at))));
    assert.ok(state.requests.some((r) => r.method === 'POST' && r.path === '/token'));
    assert.ok(!state.requests.some((r) => r.path.startsWith('/_mock')), 'control calls are not logged');
    let res = await request(g, 'POST', '/_mock/reset', { body: {} });
    assert.equal(res.status, 200);
    state = g.state();
    assert.deepEqual(state.files.map((f) => f.id), seeded);
    assert.deepEqual(state.tokens, { access: [], refresh: [] });
    assert.deepEqual(state.sheets, {});
    assert.deepEqual(state.requests, []);
    assert.equal((await request(g, 'GET', '/drive/v3/about?fields=user', { token })).status, 401);
    // Another account signs in and sees only its own folders.
    res = await request(g, 'POST', '/_mock/account', { body: { email: 'grace@example.com', name: 'Grace Hopper' } });
    assert.equal(res.body.email, 'grace@example.com');
    res = await request(g, 'POST', '/_mock/folders', { body: { name: 'Grace\'s folder' } });
    assert.equal(res.status, 201);
    assert.deepEqual(Object.keys(res.body), ['id', 'name', 'webViewLink']);
    const consentUrl = `${g.url}/o/oauth2/v2/auth?${form(authParams(pkce().challenge))}`;
    const page = await request(g, 'GET', consentUrl.slice(g.url.length), { raw: true });
    assert.match(page.text, /grace@example\.com/);
    res = await request(g, 'POST', '/_mock/consent', { body: { url: consentUrl, decision: 'allow' } });
    assert.match(res.body.location, /^http:\/\/hearken\.test\/.*[?&]code=/);
    res = await request(g, 'POST', '/_mock/consent', { body: { url: consentUrl.replace('S256', 'plain') } });
    assert.deepEqual([res.status, res.body.error, res.body.parameter], [400, 'invalid_request', 'code_challenge_method']);
    assert.match(g.consent(consentUrl, 'deny'), /error=access_denied/);
    const grace = await signIn(g);
    res = await listFolders(g, grace.access_token);
    assert.deepEqual(res.body.files.map((f) => f.name), ["Grace's folder"]);
    res = await request(g, 'GET', '/drive/v3/about?fields=user(emailAddress)', { token: grace.access_token });
    assert.deepEqual(res.body, { user: { emailAddress: 'grace@example.com' } });
    // The log keeps the last 500 requests.
    for (let i = 0; i < 520; i++) await request(g, 'GET', `/drive/v3/files/n${i}?fields=id`, { token: grace.access_token });
    const log = g.state().requests;
    assert.equal(log.length, 500);
    assert.equal(log.at(-1).path, '/drive/v3/files/n519');
    res = await request(g, 'DELETE', '/_mock/requests');
    assert.deepEqual(g.state().requests, []);
  });

  test('bad input never crashes the server', async (t) => {
    const g = await mock(t);
    const { access_token: token } = await signIn(g);
    let res = await request(g, 'POST', '/v4/spreadsheets', { token, body: Buffer.alloc(BODY_MIB + 10, 'a'), headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 413);
    assert.equal(res.body.error.code, 413);
    res = await request(g, 'POST', '/_mock/fail', { body: '{nope', headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 400);
    res = await request(g, 'POST', '/_mock/clock', { body: { offset_seconds: 'soon' } });
    assert.equal(res.status, 400);
    res = await request(g, 'POST', '/_mock/nothing', { body: {} });
    assert.equal(res.status, 404);
    res = await request(g, 'GET', '/no/such/path');
    assert.equal(res.status, 404);
    res = await request(g, 'GET', '/v4/spreadsheets/%E0%A4%A/values/%ZZ', { token });
    assert.ok(res.status >= 400 && res.status < 500, String(res.status));
    res = await request(g, 'DELETE', '/drive/v3/files/x', { token });
    assert.equal(res.status, 404);
    res = await request(g, 'GET', '/token');
    assert.equal(res.status, 405);
    res = await request(g, 'POST', '/token', { body: '{"grant_type": [', headers: { 'content-type': 'application/json' } });
    assert.equal(res.status, 400);
    res = await request(g, 'POST', '/token', { body: 'grant_type=refresh_token&refresh_token=%ZZ', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.ok(res.status === 400 || res.status === 401);
    res = await request(g, 'POST', '/token', { body: '', headers: { authorization: 'Basic !!!!' } });
    assert.equal(res.status, 400);
    res = await request(g, 'GET', '/drive/v3/about?fields=user', { headers: { authorization: 'Bearer' } });
    assert.equal(res.status, 401);
    // Still alive.
    res = await request(g, 'GET', '/drive/v3/about?fields=user', { token });
    assert.equal(res.status, 200);
  });

  test('helpers: fields masks, the q compiler and column names', () => {
    assert.deepEqual(parseFields('nextPageToken,files(id,name,webViewLink)'), { nextPageToken: true, files: { id: true, name: true, webViewLink: true } });
    assert.deepEqual(parseFields('user/displayName, kind'), { user: { displayName: true }, kind: true });
    assert.deepEqual(applyFields({ a: 1, b: [{ c: 2, d: 3 }], e: 4 }, parseFields('b(c),e')), { b: [{ c: 2 }], e: 4 });
    assert.deepEqual(applyFields({ a: 1, b: 2 }, parseFields('*')), { a: 1, b: 2 });
    assert.throws(() => parseFields('a(b'));
    assert.throws(() => parseFields(''));
    const p = compileQuery("not (name = 'a' or name = 'b') and trashed = false");
    assert.equal(p({ name: 'c', trashed: false, parents: [] }, {}), true);
    assert.equal(p({ name: 'a', trashed: false, parents: [] }, {}), false);
    assert.deepEqual([0, 25, 26, 27, 701, 702].map(colName), ['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

// --- the CLI ---------------------------------------------------------------------------------

describe('CLI', () => {
  function start(args = ['--port', '0'], env = {}) {
    const child = spawn(process.execPath, [SERVER, ...args], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const ready = new Promise((resolve, reject) => {
      child.stdout.on('data', () => {
        if (out.includes('\n')) resolve(out.split('\n')[0]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
    });
    const exited = once(child, 'exit');
    return { child, ready, exited, output: () => out, errors: () => err };
  }

  test('prints one line when ready, serves, and stops on SIGTERM', async () => {
    const s = start();
    const line = await s.ready;
    const m = /^mock-google listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(line);
    assert.ok(m, line);
    const state = await (await fetch(`${m[1]}/_mock/state`)).json();
    assert.equal(state.clients[0].client_id, CLIENT_ID);
    s.child.kill('SIGTERM');
    const [code, signal] = await s.exited;
    assert.deepEqual([code, signal], [0, null]);
    assert.equal(s.output(), `${line}\n`, 'exactly one line on stdout');
  });

  test('stops when its stdin closes (the parent dropped it); flags and env set port and client', async () => {
    const port = await new Promise((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = srv.address().port;
        srv.close(() => resolve(p));
      });
    });
    const s = start(['--port', String(port), '--client-id', 'cli.apps.googleusercontent.com'], { MOCK_GOOGLE_CLIENT_SECRET: 'from-env' });
    assert.equal(await s.ready, `mock-google listening on http://127.0.0.1:${port}`);
    const state = await (await fetch(`http://127.0.0.1:${port}/_mock/state`)).json();
    assert.deepEqual(state.clients, [{ client_id: 'cli.apps.googleusercontent.com', client_secret: 'from-env', redirect_uris: null }]);
    s.child.stdin.end();
    const [code] = await s.exited;
    assert.equal(code, 0);
    await assert.rejects(fetch(`http://127.0.0.1:${port}/_mock/state`));
  });

  test('SIGINT stops it too; a bad argument exits 2', async () => {
    const s = start(['--port=0']);
    await s.ready;
    s.child.kill('SIGINT');
    assert.equal((await s.exited)[0], 0);
    const bad = start(['--colour', 'blue']);
    await assert.rejects(bad.ready, /exited 2/);
    const [code] = await bad.exited;
    assert.equal(code, 2);
    assert.match(bad.errors(), /unknown option --colour/);
  });
});
