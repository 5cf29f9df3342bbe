import { useInsertionEffect } from 'react';
import css from './editor.css?inline';

const STYLE_ID = 'hearken-question-types-editor';

/**
 * Adds the editors' stylesheet to the page once. The shell loads this remote's JavaScript through
 * Module Federation, which does not bring along CSS files a module imports, so the CSS travels
 * inside the JavaScript as text. It stays after the editor unmounts: the next card reuses it.
 */
export function useEditorStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = css;
    document.head.append(style);
  }, []);
}
