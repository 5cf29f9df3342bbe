import { useInsertionEffect } from 'react';
import css from './theming.css?inline';

const STYLE_ID = 'hearken-branding-theming';

/**
 * Adds the card's stylesheet to the page once. The shell loads this remote's JavaScript through
 * Module Federation, which does not bring along CSS files a module imports, so the CSS travels
 * inside the JavaScript as text. It stays after the card unmounts: the next one reuses it.
 */
export function useThemingStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = css;
    document.head.append(style);
  }, []);
}
