/**
 * The root every renderer returns: a `qtw` element holding the module's stylesheet and the
 * question's controls. The widget renders questions inside its Shadow DOM, where the page's styles
 * and the widget's own do not reach this module's classes, so the sheet travels with the markup.
 */
import type { WidgetElementFactory } from '@hearken/addon-sdk';
import css from './widget.css?inline';

export function frame(h: WidgetElementFactory, ...children: unknown[]): unknown {
  return h('div', { class: 'qtw' }, h('style', null, css), ...children);
}
