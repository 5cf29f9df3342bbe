/**
 * Test helpers: the real type definitions (../../definitions.json, as the host serves them), a
 * question of each type as the shell creates it, an editor mounted the way the shell mounts
 * it, holding the question in state so the editor sees its own changes, and the icon list served.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { HearkenApi, Question, QuestionTypeDefinition, QuestionTypeEditorProps } from '@hearken/addon-sdk';

// Read from disk: the file is outside this package, where Vite's module graph may not reach.
const definitions = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../definitions.json'), 'utf8'),
) as QuestionTypeDefinition[];

export function definition(key: string): QuestionTypeDefinition {
  const found = definitions.find((d) => d.key === key);
  if (!found) throw new Error(`definitions.json has no type ${key}`);
  return found;
}

/** A new question of type `key`: the type's default config, settings all off. */
export function newQuestion(key: string, config?: Partial<Question['config']>): Question {
  const type = definition(key);
  return {
    id: 'q1',
    type: key,
    title: type.default_title,
    config: { ...(structuredClone(type.default_config) as Question['config']), ...config },
    settings: { required: false, randomize: false, comment_box: false },
    logic: { enabled: false, action: 'show', conditions: [] },
  };
}

/** The editors never call the API; any call fails the test. */
const api = new Proxy({} as HearkenApi, {
  get(_, name) {
    throw new Error(`the editor used api.${String(name)}`);
  },
});

/** Mounts `Editor` with `question` and records every question it hands to onChange. */
export function renderEditor(Editor: (props: QuestionTypeEditorProps) => ReactNode, question: Question) {
  const onChange = vi.fn<(q: Question) => void>();
  const type = definition(question.type);
  function Host() {
    const [current, setCurrent] = useState(question);
    return (
      <Editor
        api={api}
        type={type}
        question={current}
        onChange={(q) => {
          onChange(q);
          setCurrent(q);
        }}
      />
    );
  }
  const view = render(<Host />);
  const last = (): Question => {
    const call = onChange.mock.lastCall;
    if (!call) throw new Error('onChange was never called');
    return call[0];
  };
  return { ...view, onChange, last };
}

/**
 * A few entries of the icon list (the real one is ../../assets/icons.json): both styles of one
 * name, and two names that share a word, for the picker's search.
 */
export const ICONS = [
  { name: 'heart', style: 'regular', path: 'M12 20 4 12Z' },
  { name: 'heart', style: 'solid', path: 'M12 20 4 12Z' },
  { name: 'star', style: 'solid', path: 'M12 3 3 9Z' },
  { name: 'thumbs-up', style: 'regular', path: 'M3 11h4v10H3Z' },
  { name: 'thumbs-down', style: 'regular', path: 'M3 13h4V3H3Z' },
  { name: 'smile', style: 'regular', path: 'M8 14h8' },
];

/** Answers the icon list request with `icons` (or fails it with `status`). */
export function serveIcons(icons: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(icons), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
