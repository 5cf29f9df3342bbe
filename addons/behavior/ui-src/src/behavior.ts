/**
 * `settings.behavior` (spec 000 §3, §9; the schema is ../addon.toml's): when the survey opens, how
 * often it shows, until when, and whether it starts minimized.
 */
export const TIMINGS = ['immediate', 'delay', 'before_abandon', 'half_page'] as const;
export const DISPLAY_LENGTHS = ['until_response', 'once', 'repeatedly'] as const;
export const RUN_TIMES = ['indefinitely', 'expire'] as const;

export interface Behavior {
  timing: (typeof TIMINGS)[number];
  /** Seconds, 0 to 60. */
  timing_delay: number;
  display_length: (typeof DISPLAY_LENGTHS)[number];
  run_time: (typeof RUN_TIMES)[number];
  expire_at: { month: number | null; day: number | null };
  start_minimized: boolean;
}

export const DEFAULT_DELAY = 20;
export const MAX_DELAY = 60;

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return (values as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

function dayOrMonth(value: unknown, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max ? value : null;
}

/** The survey's behavior with every field in place: the manifest's defaults where it has none. */
export function behaviorOf(settings: Record<string, unknown>): Behavior {
  const stored = (settings['behavior'] ?? {}) as Record<string, unknown>;
  const expire = (stored['expire_at'] ?? {}) as Record<string, unknown>;
  return {
    timing: oneOf(TIMINGS, stored['timing'], 'immediate'),
    timing_delay: typeof stored['timing_delay'] === 'number' ? clampDelay(String(stored['timing_delay'])) : DEFAULT_DELAY,
    display_length: oneOf(DISPLAY_LENGTHS, stored['display_length'], 'until_response'),
    run_time: oneOf(RUN_TIMES, stored['run_time'], 'indefinitely'),
    expire_at: { month: dayOrMonth(expire['month'], 12), day: dayOrMonth(expire['day'], 31) },
    start_minimized: stored['start_minimized'] === true,
  };
}

/** Keeps the delay a whole number of seconds from 0 to 60 (spec 000 §5). */
export function clampDelay(value: string): number {
  const seconds = Math.round(Number(value));
  return Number.isFinite(seconds) ? Math.min(MAX_DELAY, Math.max(0, seconds)) : 0;
}

/** An expiring run time needs its month and day: the host will not publish without them. */
export function expiryComplete(behavior: Behavior): boolean {
  return behavior.run_time !== 'expire' || (behavior.expire_at.month !== null && behavior.expire_at.day !== null);
}
