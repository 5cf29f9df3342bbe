/**
 * The Question Types add-on's widget module (docs/WIDGET_PROTOCOL.md, "Widget modules"): the
 * visitor widget imports it when a survey has one of these question types and renders each such
 * question with the renderer of its type, passing Preact's createElement as `h` and its language
 * as `lang` and `dir`, in which the renderers say their own words (./strings.ts).
 */
import { defineWidgetModule } from '@hearken/addon-sdk';
import { IconChoice } from './IconChoice';
import { ImageRadio } from './ImageRadio';
import { Nps } from './Nps';
import { StarRating } from './StarRating';
import { WORDS } from './strings';

export default defineWidgetModule({
  // As the `[widget]` table of ../addon.toml says.
  features: ['star-rating', 'nps', 'image-radio', 'icon-choice'],
  questionTypes: {
    'star-rating': StarRating,
    nps: Nps,
    'image-radio': ImageRadio,
    'icon-choice': IconChoice,
  },
  words: WORDS,
});
