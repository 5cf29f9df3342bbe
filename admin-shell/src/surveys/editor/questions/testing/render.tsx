/** Renders the Questions step inside the test harness, with a license and the calls it makes. */
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import type { SiteConfig } from '../../../../config/queries';
import { mockApi } from '../../../../test/api';
import { renderSignedIn } from '../../../../test/render';
import type { Survey } from '../../../model/types';
import QuestionsStep from '../QuestionsStep';
import { CORE_TYPES } from './fixtures';
import { createHarness, EditorHarness } from './EditorHarness';

export const LITE: SiteConfig = {
  is_pro: false,
  is_licensed: false,
  license_type: 'lite',
  admin_email: 'ada@example.com',
  nonce: 'n',
  addons: {},
  capabilities: [],
};

const active = { installed: true, active: true, type: 'licensed' };

/** Elite with the question-types and behavior add-ons active. */
export const ELITE: SiteConfig = {
  ...LITE,
  is_pro: true,
  is_licensed: true,
  license_type: 'elite',
  addons: { 'question-types': active, behavior: active },
};

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
