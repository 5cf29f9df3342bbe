/**
 * The plugin settings the add-on owns (../../addon.toml, ../../README.md "Settings"): top-level keys
 * of the plugin settings map (`GET/POST settings`), checked by the host against the manifest's
 * schemas. How page views are captured is the area's Settings page; automated deletion and
 * retention are the add-on's tab in the shell's Settings (../SettingsTab.tsx).
 */
import { HearkenApiError } from '@hearken/addon-sdk';

export interface CaptureSettings {
  /** Percent of page views captured, a whole number from 1 to 100. */
  heatmap_sample_rate: number;
  /** Visitors sending Do Not Track or Global Privacy Control are not captured. */
  heatmap_honor_dnt: boolean;
}

export type SettingsKey = keyof CaptureSettings;

/** The manifest's defaults, for a map that lacks a key. */
export const DEFAULT_SETTINGS: CaptureSettings = { heatmap_sample_rate: 100, heatmap_honor_dnt: true };

/** Spec 002 §9: the retention choices, in days. */
export const RETENTION_DAYS = ['1', '7', '14', '30', '60', '180', '365'] as const;

export type RetentionDays = (typeof RETENTION_DAYS)[number];

export interface RetentionSettings {
  /** Buckets older than the retention period are deleted (the add-on's `retention` job). */
  heatmap_auto_delete_enabled: boolean;
  heatmap_retention_period: RetentionDays;
}

export type RetentionKey = keyof RetentionSettings;

/** The manifest's defaults: off, 60 days (spec 002 §9). */
export const DEFAULT_RETENTION: RetentionSettings = { heatmap_auto_delete_enabled: false, heatmap_retention_period: '60' };

function storedMap(map: unknown): Record<string, unknown> {
  return typeof map === 'object' && map !== null ? (map as Record<string, unknown>) : {};
}

/** The capture settings of `GET settings`' answer, each the default where it is missing or not of its type. */
export function settingsOf(map: unknown): CaptureSettings {
  const stored = storedMap(map);
  const rate = stored['heatmap_sample_rate'];
  const dnt = stored['heatmap_honor_dnt'];
  return {
    heatmap_sample_rate: typeof rate === 'number' && Number.isFinite(rate) ? rate : DEFAULT_SETTINGS.heatmap_sample_rate,
    heatmap_honor_dnt: typeof dnt === 'boolean' ? dnt : DEFAULT_SETTINGS.heatmap_honor_dnt,
  };
}

/**
 * Automated deletion and retention of `GET settings`' answer, each the default where it is missing
 * or not of its type; a period that is not one of the choices reads as 60 days (spec 002 §4,
 * "Heatmap retention").
 */
export function retentionOf(map: unknown): RetentionSettings {
  const stored = storedMap(map);
  const enabled = stored['heatmap_auto_delete_enabled'];
  const period = stored['heatmap_retention_period'];
  return {
    heatmap_auto_delete_enabled: typeof enabled === 'boolean' ? enabled : DEFAULT_RETENTION.heatmap_auto_delete_enabled,
    heatmap_retention_period: RETENTION_DAYS.find((days) => days === period) ?? DEFAULT_RETENTION.heatmap_retention_period,
  };
}

/**
 * The sampling rate as typed, for the host to check: the number, or `null` when the box holds none
 * (a number input is '' while what it holds is not a number), which the schema refuses with its
 * own message.
 */
export function sampleRateOf(typed: string): number | null {
  const rate = Number(typed);
  return typed.trim() !== '' && Number.isFinite(rate) ? rate : null;
}

/** Messages beside the fields, by setting. */
export type FieldErrors = Partial<Record<SettingsKey, string>>;

/**
 * The host's refusal of a save, split into the messages of the form's fields (`defaults` names
 * them; keyed by the setting, since the keys are top-level) and the rest: the envelope's message
 * and any other field's.
 */
export function refusalOf<K extends string>(
  error: unknown,
  fallback: string,
  defaults: Record<K, unknown>,
): { fields: Partial<Record<K, string>>; message: string } {
  if (!(error instanceof HearkenApiError)) return { fields: {}, message: fallback };
  const fields: Partial<Record<K, string>> = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    if (Object.hasOwn(defaults, path)) fields[path as K] = message;
    else others.push(message);
  }
  return { fields, message: [error.message || fallback, ...others].join(' ') };
}
