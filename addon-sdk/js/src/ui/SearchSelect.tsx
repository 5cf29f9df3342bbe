/**
 * A labelled picker whose choices come from the host as the admin types (pages, roles, taxonomy
 * terms …): a combobox that asks `search` 300 ms after the last keystroke (spec 002 §9, "search
 * select debounce 300 ms"), lists the answer, and keeps the chosen ones as removable buttons. The
 * arrow keys move through the list, Enter picks, Escape closes it; the label, hint and error are
 * tied to the input as in the other fields.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useFieldIds } from './fieldIds.js';
import { FieldText } from './fields.js';

/** How long the picker waits after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/** One choice: `id` identifies it, `label` is shown; other fields (a page's `url`) are kept as they are. */
export interface SearchChoice {
  id: string | number;
  label: string;
}

/** The props of {@link SearchSelect}. */
export interface SearchSelectProps<C extends SearchChoice> {
  label: ReactNode;
  /** The choices matching `text` (all of them, or the first ones, for an empty text). */
  search(text: string): Promise<C[]>;
  /** The chosen ones, in the order they were picked. */
  value: C[];
  onChange(value: C[]): void;
  /** One choice only: picking another replaces it. Default false. */
  single?: boolean;
  /** The input's placeholder while nothing is typed, e.g. 'Please Select..'. */
  placeholder?: string;
  hint?: ReactNode;
  /** The message to show; the input is invalid while it is set. */
  error?: string | undefined;
  disabled?: boolean;
  /** Said when a search finds nothing. */
  noMatches?: string;
  /** The accessible name of a chosen choice's remove button. */
  removeLabel?: (label: string) => string;
  /** Added to the wrapper's classes (`field search-select`). */
  className?: string;
}

export function SearchSelect<C extends SearchChoice>({
  label,
  search,
  value,
  onChange,
  single = false,
  placeholder,
  hint,
  error,
  disabled = false,
  noMatches = 'No matches found.',
  removeLabel = (text) => `Remove ${text}`,
  className,
}: SearchSelectProps<C>) {
  const { id, hintId, errorId, aria } = useFieldIds(hint, error);
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [found, setFound] = useState<C[] | null>(null);
  const [active, setActive] = useState(0);
  // The latest `search`, so a parent that passes a new function each render does not restart the wait.
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    if (!open) return;
    let current = true;
    const timer = setTimeout(() => {
      searchRef.current(text).then(
        (choices) => {
          if (current) {
            setFound(choices);
            setActive(0);
          }
        },
        () => {
          if (current) setFound([]);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [open, text]);

  const chosen = new Set(value.map((c) => String(c.id)));
  const offered = (found ?? []).filter((c) => !chosen.has(String(c.id)));

  function pick(choice: C) {
    onChange(single ? [choice] : [...value, choice]);
    setText('');
    if (single) setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((i) => Math.min(i + 1, offered.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const choice = offered[active];
      if (choice) pick(choice);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  const showList = open && found !== null;
  return (
    <div className={className ? `field search-select ${className}` : 'field search-select'}>
      <label htmlFor={id}>{label}</label>
      {value.length > 0 && (
        <ul className="search-select-chosen">
          {value.map((choice) => (
            <li key={String(choice.id)}>
              {choice.label}{' '}
              {!disabled && (
                <button
                  type="button"
                  className="button button-link"
                  aria-label={removeLabel(choice.label)}
                  onClick={() => onChange(value.filter((c) => String(c.id) !== String(choice.id)))}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && offered[active] ? optionId(active) : undefined}
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        {...aria}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setOpen(true);
        }}
      />
      <ul id={listId} role="listbox" className="search-select-options" hidden={!showList}>
        {showList &&
          offered.map((choice, index) => (
            <li
              key={String(choice.id)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(choice);
              }}
            >
              {choice.label}
            </li>
          ))}
      </ul>
      {showList && offered.length === 0 && (
        <p role="status" className="field-hint">
          {noMatches}
        </p>
      )}
      <FieldText hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
