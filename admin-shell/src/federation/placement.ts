/**
 * Where add-on parts go among a screen's own (settings tabs, editor cards): an add-on part with the
 * same key as a core part takes its place, so a feature never shows twice; the others follow the
 * core parts. Among add-on parts with one key the first wins (remotes come before locked add-ons,
 * each in manifest order).
 */
export type Placement<C, A> = { kind: 'core'; key: string; core: C } | { kind: 'addon'; key: string; addon: A };

export function placeContributions<C, A>(
  core: readonly C[],
  coreKey: (part: C) => string | undefined,
  addons: readonly A[],
  addonKey: (part: A) => string,
): Placement<C, A>[] {
  const byKey = new Map<string, A>();
  for (const part of addons) {
    const key = addonKey(part);
    if (!byKey.has(key)) byKey.set(key, part);
  }
  const placed: Placement<C, A>[] = [];
  const replaced = new Set<string>();
  core.forEach((part, index) => {
    const key = coreKey(part);
    const addon = key === undefined ? undefined : byKey.get(key);
    if (key !== undefined && addon !== undefined) {
      placed.push({ kind: 'addon', key, addon });
      replaced.add(key);
    } else {
      placed.push({ kind: 'core', key: key ?? `core:${index}`, core: part });
    }
  });
  for (const [key, addon] of byKey) {
    if (!replaced.has(key)) placed.push({ kind: 'addon', key, addon });
  }
  return placed;
}
