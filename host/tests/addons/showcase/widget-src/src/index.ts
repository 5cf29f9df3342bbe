/**
 * The Showcase's widget module: one visible effect per widget extension point of API 1.1, for
 * e2e/tests/extension-points.test.mjs. The widget calls a page module's `embeds` and a survey
 * module's `triggers`, `appearance` and `afterSubmit` (docs/WIDGET_PROTOCOL.md, "Widget modules"),
 * so the add-on ships it as a page module and the test packs it a second time as a survey module.
 */
import {
  defineWidgetModule,
  type WidgetAfterSubmit,
  type WidgetAppearance,
  type WidgetEmbed,
  type WidgetTrigger,
} from '@hearken/addon-sdk';

/** The Next button's colour and text in every survey the module applies to. */
export const ACCENT = '#0b6e4f';
export const NEXT_TEXT = 'Onward with Showcase';
/** What the embed writes into `[data-hearken-embed="showcase"]`. */
export const EMBED_TEXT = 'Rendered by the Showcase page module.';
/** A click on an element matching this starts the survey. */
export const OPEN_SELECTOR = '#showcase-open';
/** Where the visitor goes once a response is stored: this path on the page's origin, with `?response={id}`. */
export const THANKS_PATH = '/site/showcase-thanks.html';

/** The name the module registers its trigger under (the test's manifest lists it in `widget.triggers`). */
export const TRIGGER = 'showcase_click';

/**
 * Starts the survey when the visitor clicks `#showcase-open`, and not before: a trigger under a
 * name of the add-on's own, which a survey names through the add-on's survey setting.
 */
export const openOnClick: WidgetTrigger = ({ start, signal }) => {
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest(OPEN_SELECTOR)) start();
    },
    { signal },
  );
};

export const appearance: WidgetAppearance = (look) => ({ ...look, button: ACCENT, nextText: NEXT_TEXT });

export const afterSubmit: WidgetAfterSubmit = ({ responseId }) =>
  responseId === null ? undefined : { redirect: `${THANKS_PATH}?response=${responseId}` };

export const embed: WidgetEmbed = (el) => {
  const note = document.createElement('p');
  note.textContent = EMBED_TEXT;
  el.append(note);
  return () => note.remove();
};

export default defineWidgetModule({
  features: ['showcase'],
  triggers: { [TRIGGER]: openOnClick },
  appearance,
  afterSubmit,
  embeds: { showcase: embed },
});
