import { useInsertionEffect } from 'react';

/**
 * Adds a remote's stylesheet `css` to the page once, as `<style id={id}>` in the head. The shell
 * loads a remote's JavaScript through Module Federation, which does not bring along the CSS files
 * a module imports, so the CSS travels inside the JavaScript as text (Vite's
 * `import css from './card.css?inline'`). The style stays after the component unmounts: the next
 * one, and every other component passing the same `id`, reuses it.
 */
export function useRemoteStyles(id: string, css: string) {
  useInsertionEffect(() => {
    if (document.getElementById(id)) return;
    const style = document.createElement('style');
    style.id = id;
    style.textContent = css;
    document.head.append(style);
  }, [id, css]);
}
