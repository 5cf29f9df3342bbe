/**
 * When a survey starts (spec 002 §4 "Timing may delay the start"). 'immediate' is built in.
 * Other timings are registered by name (by a widget module's `triggers`, or with
 * `registerTrigger`) and honoured only when the host's `features.triggers` lists them. The
 * behavior add-on's delay, before_abandon and half_page live in src/triggers/timing.ts, a
 * separate file (dist/timing.js) imported only when an allowed timing is not registered yet.
 */
import type { Trigger } from '../protocol';

const immediate: Trigger = (start) => start();
const registry = new Map<string, Trigger>([['immediate', immediate]]);

/** Adds or replaces the trigger for a timing name. */
export function registerTrigger(name: string, trigger: Trigger): void {
  registry.set(name, trigger);
}

/**
 * Calls `use` with the trigger for `timing`: at once when it is registered or not allowed
 * ('immediate' then), after importing the timing module otherwise. A timing that cannot be
 * loaded falls back to 'immediate'.
 */
export function withTrigger(timing: string | undefined, allowed: string[], use: (trigger: Trigger) => void): void {
  const wanted = timing && allowed.includes(timing) ? timing : 'immediate';
  const known = registry.get(wanted);
  if (known) return use(known);
  import('../triggers/timing').then(
    ({ TIMING_TRIGGERS }) => use(TIMING_TRIGGERS[wanted] ?? immediate),
    () => use(immediate),
  );
}
