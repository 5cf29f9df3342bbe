/** Renders the Questions step inside the test harness, with a license and the calls it makes. */
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { SiteConfig } from '../../../../config/queries';
import { mockApi } from '../../../../test/api';
import { renderSignedIn } from '../../../../test/render';
import type { Survey } from '../../../model/types';
import QuestionsStep from '../QuestionsStep';
import { CORE_TYPES } from './fixtures';
import { createHarness, EditorHarness } from './EditorHarness';
import { activeAddons, licensedConfig, LITE_CONFIG } from '../../../../test/config';

export const LITE: SiteConfig = LITE_CONFIG;

/** Elite with the question-types and behavior add-ons active. */
export const ELITE: SiteConfig = licensedConfig('elite', activeAddons('question-types', 'behavior'));

export function renderQuestionsStep(
  survey: Survey,
  { types = CORE_TYPES, config = LITE }: { types?: QuestionTypeDefinition[]; config?: SiteConfig } = {},
) {
  const api = mockApi({ 'GET config': { body: config }, 'GET addons/ui-manifest': { body: { remotes: [] } } });
  const handle = createHarness();
  renderSignedIn(
    <EditorHarness initial={survey} types={types} handle={handle}>
      <QuestionsStep />
    </EditorHarness>,
  );
  return { api, handle };
}
