/**
 * What an add-on may do, as the host reads it from the package's manifest, and who signed it: the
 * shapes of `GET addons` items and of the upload's `consent_required` answer, and the one place
 * that turns them into sentences, so the install dialog and the card say the same thing.
 */
import type { AddonItem, ApiSchemas } from '@hearken/addon-sdk';
import { ADDONS_STRINGS } from './strings';

const S = ADDONS_STRINGS.mayDo;

/** Who signed a package: a publisher this installation trusts, one it does not know, or nobody. */
export type Signature = ApiSchemas['Signed'];

/** A scheduled job the add-on declares; `every` as the manifest writes it (`1d`, `15m`). */
export type Schedule = ApiSchemas['ScheduleSummary'];

/** An add-on route other roles may call, and the capability they need. */
export type AdminRoute = ApiSchemas['RouteSummary'];

/** Everything an add-on declares it may do; the host always sends every key. */
export type Capabilities = ApiSchemas['CapabilitySummary'];

/** An item of `GET addons`. Hosts older than signed packages send neither extra field. */
/** Its `response-submitted` actions not delivered yet (issue 14's action outbox). */
export type ActionStats = ApiSchemas['ActionStats'];

export type AddonListing = AddonItem;

/** The add-on a `consent_required` answer names. */
export interface ConsentAddon {
  slug: string;
  title: string;
  version: string;
  author: string;
}

/** The body of the upload's 409 `consent_required`, less `code`. */
export interface ConsentRequest {
  message: string;
  /** Of the package file; sent back as `consent` to install it anyway. */
  sha256: string;
  addon: ConsentAddon;
  capabilities: Capabilities;
}

function hostLabel(host: string): string {
  return host.endsWith(':*') ? S.anyPort(host.slice(0, -2)) : host;
}

/** The one permission that is not a read: notifications in the drawer. */
const NOTIFY = 'notifications:raise';

function permissionLabel(permission: string): string {
  return Object.hasOwn(S.permissions, permission) ? S.permissions[permission as keyof typeof S.permissions] : permission;
}

/** A schedule's `every` as the manifest writes it (`1d`, `15m`) in words; as written when unknown. */
export function everyLabel(every: string): string {
  const match = /^(\d+)\s*([smhdw])$/.exec(every.trim());
  const unit = match ? S.every[match[2]!] : undefined;
  return match && unit ? unit(Number(match[1])) : every;
}

/** An `admin_pages` entry as the host writes it (`settings-tab: Probe`, `route`) in words; unknown ones as written. */
export function pageLabel(page: string): string {
  const colon = page.indexOf(': ');
  const point = colon < 0 ? page : page.slice(0, colon);
  const label = colon < 0 ? null : page.slice(colon + 2);
  const words = Object.hasOwn(S.points, point) ? S.points[point] : undefined;
  return words ? words(label) : page;
}

/**
 * One sentence per kind of thing the add-on declares, in plain words and a fixed order (the hosts
 * it may reach, the data it reads, the pages it adds, the settings it owns …); one sentence when
 * none. Routes and endpoints are not listed as paths: who may use them is what an admin decides on.
 */
export function describeCapabilities(caps: Capabilities): string[] {
  const lines: string[] = [];
  const list = (items: string[]) => items.join(', ');
  if (caps.outgoing_hosts.length > 0) lines.push(S.hosts(list(caps.outgoing_hosts.map(hostLabel))));
  const reads = caps.permissions.filter((p) => p !== NOTIFY);
  if (reads.length > 0) lines.push(S.reads(list(reads.map(permissionLabel))));
  if (caps.admin_pages.length > 0) lines.push(S.pages(list([...new Set(caps.admin_pages.map(pageLabel))])));
  else if (caps.admin_ui) lines.push(S.adminUi);
  if (caps.plugin_settings.length > 0) lines.push(S.pluginSettings(list(caps.plugin_settings)));
  if (caps.survey_settings.length > 0) lines.push(S.surveySettings(list(caps.survey_settings)));
  if (caps.permissions.includes(NOTIFY)) lines.push(S.notify);
  if (caps.storage) lines.push(S.storage);
  if (caps.widget_modules.length > 0) lines.push(S.widget);
  if (caps.public_endpoints.length > 0) lines.push(S.publicEndpoints(caps.public_endpoints.length));
  if (caps.schedules.length > 0) lines.push(S.schedules(list(caps.schedules.map(({ name, every }) => S.schedule(name, everyLabel(every))))));
  const sharedWith = [...new Set(caps.admin_routes.map((route) => route.capability))];
  if (sharedWith.length > 0) lines.push(S.sharedWith(sharedWith.map((c) => S.capabilities[c] ?? c).join(S.or)));
  return lines.length > 0 ? lines : [S.nothing];
}
