/**
 * When a survey starts (spec 002 §4 "Timing may delay the start"). The survey's `trigger` names
 * one (the host takes it from the survey-settings key whose manifest declares `trigger`); the
 * host's `features.triggers` says which names it allows (those of active add-ons' `widget.triggers`).
 * 'immediate' is built in and cannot be replaced. Every other trigger comes from one registry, the
 * `triggers` of the widget modules the host sent, in load order (the timings delay,
 * before_abandon and half_page come from a paid add-on's module, like any other).
 */
import type { WidgetModule, WidgetTrigger } from '@hearken/addon-sdk';

export const immediate: WidgetTrigger = (ctx) => ctx.start();

/**
 * Calls `use` with the trigger for `timing`: 'immediate' when the timing is unset or not allowed,
 * else the first module's trigger of that name. A timing no module has falls back to 'immediate'.
 */
export function withTrigger(
  timing: string | undefined,
  allowed: string[],
  modules: WidgetModule[],
  use: (trigger: WidgetTrigger) => void,
): void {
  const found =
    timing &&
    timing != 'immediate' &&
    allowed.includes(timing) &&
    modules.map((m) => m.triggers?.[timing]).find((trigger) => typeof trigger == 'function');
  use(found || immediate);
}
