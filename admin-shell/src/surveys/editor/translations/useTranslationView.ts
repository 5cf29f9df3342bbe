/**
 * Whether the translation panel is open and which language it translates: shared by the header's
 * language switcher (which opens it) and the panel under the header (which closes it).
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';

export interface TranslationView {
  open: boolean;
  /** The language being translated; null while none is chosen (or none is offered). */
  language: string | null;
  show(language: string | null): void;
  /** Closes the panel and gives focus back to the header's control that opened it. */
  close(): void;
  panelId: string;
  /** The ref of the header's control (a button or a menu), which `close` focuses. */
  opener(element: HTMLElement | null): void;
}

export function useTranslationView(): TranslationView {
  const [state, setState] = useState<{ open: boolean; language: string | null }>({ open: false, language: null });
  const panelId = useId();
  const control = useRef<HTMLElement | null>(null);
  const opener = useCallback((element: HTMLElement | null) => {
    control.current = element;
  }, []);
  const show = useCallback((language: string | null) => setState({ open: true, language }), []);
  const close = useCallback(() => {
    setState({ open: false, language: null });
    control.current?.focus();
  }, []);
  return useMemo(() => ({ ...state, show, close, panelId, opener }), [state, show, close, panelId, opener]);
}
