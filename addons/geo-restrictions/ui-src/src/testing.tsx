/** Test helpers: the card mounted the way the shell mounts it (the SDK's `renderEditorCard`). */
import type { Survey } from '@hearken/addon-sdk';
import { draftSurvey, renderEditorCard, type RenderEditorCardOptions } from '@hearken/addon-sdk/testing';
import card from './GeoCard';
import type { GeoTargeting } from './geo';

export function survey(geo?: Partial<GeoTargeting>): Survey {
  return draftSurvey(geo ? { geo_targeting: { target: 'all', countries: [], ...geo } } : {});
}

/** The card as the shell mounts it; `geo()` is the geo targeting of the last survey it handed to the editor. */
export function renderCard(start: Survey, options: RenderEditorCardOptions = {}) {
  const view = renderEditorCard(card.component, start, options);
  const geo = () => view.lastSurvey().settings['geo_targeting'] as GeoTargeting;
  return { ...view, geo };
}
