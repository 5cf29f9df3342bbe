/**
 * The one rule for widget modules' hooks: a hook that throws is skipped, with a console.debug
 * line, and never breaks the survey or the page.
 */
export function attempt<T>(hook: () => T): T | undefined {
  try {
    return hook();
  } catch (error) {
    console.debug('hearken widget:', error);
  }
}
