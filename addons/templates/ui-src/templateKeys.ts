import { readFileSync } from 'node:fs';

/**
 * The keys of the templates this add-on contributes (../templates.json, which its component serves
 * on `survey-templates`), compiled into the remote as `__TEMPLATE_KEYS__`: the card tells its own
 * templates from the core ones without shipping the templates twice.
 */
export function templateDefines(): Record<string, string> {
  const templates = JSON.parse(readFileSync(new URL('../templates.json', import.meta.url), 'utf8')) as { key: string }[];
  return { __TEMPLATE_KEYS__: JSON.stringify(templates.map((t) => t.key)) };
}
