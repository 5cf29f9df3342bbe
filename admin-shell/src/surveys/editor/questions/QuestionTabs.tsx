import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { QUESTIONS_STRINGS as S } from './strings';

const TABS = [
  { key: 'question', label: S.tabQuestion },
  { key: 'settings', label: S.tabSettings },
  { key: 'logic', label: S.tabLogic },
] as const;

export type TabKey = (typeof TABS)[number]['key'];

/** Tabs Question / Settings / Logic: a tablist with arrow-key movement, one panel shown. */
export function QuestionTabs({ label, render }: { label: string; render(tab: TabKey): ReactNode }) {
  const id = useId();
  const [current, setCurrent] = useState<TabKey>('question');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = TABS.length - 1;
    const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
    const target = moves[event.key];
    const tab = target === undefined ? undefined : TABS[target];
    if (target === undefined || !tab) return;
    event.preventDefault();
    setCurrent(tab.key);
    buttons.current[target]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label={label} className="qs-tabs">
        {TABS.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.key}-tab`}
            aria-selected={current === tab.key}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={current === tab.key ? 0 : -1}
            onClick={() => setCurrent(tab.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${current}-panel`} aria-labelledby={`${id}-${current}-tab`} className="qs-tabpanel">
        {render(current)}
      </div>
    </>
  );
}
