/**
 * The capture settings the add-on owns (../../addon.toml, ../../README.md "Settings"): top-level keys
 * of the plugin settings map (`GET/POST settings`), checked by the host against the manifest's
 * schemas. Automated deletion and retention are the shell's Settings → Heatmaps tab, not here.
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

/** The capture settings of `GET settings`' answer, each the default where it is missing or not of its type. */
export function settingsOf(map: unknown): CaptureSettings {
  const stored = typeof map === 'object' && map !== null ? (map as Record<string, unknown>) : {};
  const rate = stored['heatmap_sample_rate'];
  const dnt = stored['heatmap_honor_dnt'];
  return {
    heatmap_sample_rate: typeof rate === 'number' && Number.isFinite(rate) ? rate : DEFAULT_SETTINGS.heatmap_sample_rate,
    heatmap_honor_dnt: typeof dnt === 'boolean' ? dnt : DEFAULT_SETTINGS.heatmap_honor_dnt,
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
 * The host's refusal of a save, split into the messages of the two fields (keyed by the setting,
 * since both keys are top-level) and the rest: the envelope's message and any other field's.
 */
export function refusalOf(error: unknown, fallback: string): { fields: FieldErrors; message: string } {
  if (!(error instanceof HearkenApiError)) return { fields: {}, message: fallback };
  const fields: FieldErrors = {};
  const others: string[] = [];
  for (const [path, message] of Object.entries(error.fields)) {
    if (Object.hasOwn(DEFAULT_SETTINGS, path)) fields[path as SettingsKey] = message;
    else others.push(message);
  }
  return { fields, message: [error.message || fallback, ...others].join(' ') };
}
