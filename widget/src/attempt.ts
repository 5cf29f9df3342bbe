/**
 * The one rule for widget modules' hooks, in the renderer and in the page runtime: a hook that
 * throws is skipped, with a console.debug line, and never breaks the survey or the page.
 */

/** Notes a failure where only a developer looks. */
export function debug(error: unknown): void {
  console.debug('hearken widget:', error);
}

/** What `hook()` returns, or undefined when it throws. */
export function attempt<T>(hook: () => T): T | undefined {
  try {
    return hook();
  } catch (error) {
    debug(error);
  }
}
