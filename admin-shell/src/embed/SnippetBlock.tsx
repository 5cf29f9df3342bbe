import { useId, useRef, type ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import { EMBED_STRINGS as S } from './strings';

interface SnippetBlockProps {
  name: string;
  hint: string;
  /** The copy button's accessible name ('Copy the floating widget snippet'). */
  copyLabel: string;
  /** Null while there is nothing to show (no survey to embed yet): the block shows `children` only. */
  code: string | null;
  /** What chooses the snippet (a survey picker), between the hint and the code. */
  children?: ReactNode;
}

/** One snippet: its name, a hint, the code in a read-only field (selected on focus) and its copy button. */
export function SnippetBlock({ name, hint, copyLabel, code, children }: SnippetBlockProps) {
  const field = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  return (
    <div className="embed-snippet">
      <h4>{name}</h4>
      <p id={hintId} className="embed-hint">
        {hint}
      </p>
      {children}
      {code !== null && (
        <>
          <textarea
            ref={field}
            className="embed-code"
            readOnly
            spellCheck={false}
            rows={code.split('\n').length}
            value={code}
            aria-label={S.snippetLabel(name)}
            aria-describedby={hintId}
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton text={code} label={copyLabel} onRefused={() => field.current?.select()} />
        </>
      )}
    </div>
  );
}
