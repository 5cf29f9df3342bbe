/**
 * Whether this page view is captured: the add-on's `GET /config` (the sampling rate, whether Do
 * Not Track is honoured), asked once per tab every 10 minutes (sessionStorage), or on every page
 * view where the site allows no client storage; then the browser's Do Not Track and Global
 * Privacy Control, then the dice. Without an answer nothing is captured.
 */
import type { WidgetPublicApi } from '@hearken/addon-sdk';

/** `GET /config`'s answer. */
export interface Config {
  /** Percent of page views captured, 1–100. */
  sample_rate: number;
  honor_dnt: boolean;
}

export const CONFIG_KEY = 'hearken-heatmaps-config';
const CONFIG_TTL_MS = 10 * 60 * 1000;

/**
 * The add-on's capture settings: this tab's copy if fresh, else asked; null when it cannot say.
 * Without client storage (`store` false, the page context's `storage`) the tab's copy is neither
 * read nor written: each page view asks.
 */
export async function loadConfig(api: WidgetPublicApi, store: boolean): Promise<Config | null> {
  const now = Date.now();
  const kept = store ? keptConfig(now) : null;
  if (kept) return kept;
  const res = await fetch(`${api.base}/config`, { credentials: 'omit', headers: { 'X-Hearken-Nonce': api.nonce } });
  const config = res.ok ? ((await res.json()) as Config | null) : null;
  if (typeof config?.sample_rate != 'number') return null;
  if (store) {
    try {
      sessionStorage.setItem(CONFIG_KEY, JSON.stringify({ at: now, config }));
    } catch {
      // Full or refused: the next page view asks again.
    }
  }
  return config;
}

/** This tab's copy of the config, if it is fresh at `now`. */
function keptConfig(now: number): Config | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(CONFIG_KEY) ?? 'null') as { at: number; config: Config } | null;
    if (kept && now - kept.at < CONFIG_TTL_MS && kept.at <= now) return kept.config;
  } catch {
    // No storage (privacy modes, sandboxed frames) or a damaged copy: ask.
  }
  return null;
}

/** The visitor asks not to be tracked (Do Not Track, in either of its places, or Global Privacy Control). */
const optedOut = () =>
  navigator.doNotTrack == '1' ||
  (window as { doNotTrack?: string }).doNotTrack == '1' ||
  (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/** Whether this page view is captured; decided once per page view. */
export const captures = (config: Config) =>
  !(config.honor_dnt !== false && optedOut()) && Math.random() * 100 < config.sample_rate;
