/**
 * Setup step 'Select a Template' (spec 000 §2): choosing a card sets the survey's template,
 * applies it and moves on to the questions.
 */
import { useContributions } from '../../../federation/contributions';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { useTier } from '../../../upgrade/useTier';
import { useSurveyTemplates } from '../../model/api';
import type { Template } from '../../model/types';
import { applyTemplate } from '../../rules/templates';
import { useEditor } from '../EditorContext';
import { StepCards } from '../StepCards';
import { EDITOR_STRINGS as S } from '../strings';
import { TemplateCard } from './TemplateCard';

/**
 * The Pro templates come from the templates add-on's hook, so without it the grid would not show
 * that they exist. This card stands for them, locked, with the way to unlock them: an upgrade on
 * Lite, 'Activate License' without a key, Install/Activate of the add-on when licensed. A host
 * that lists the templates add-on's setup card among the locked add-ons (add-on API 1.1) gets the
 * shell's placeholder for that card instead, so the lock is not shown twice.
 */
const PRO_TEMPLATES: Template = {
  key: 'hearken-pro-templates',
  name: S.proTemplatesName,
  description: S.proTemplatesDescription,
  is_available: false,
  required_addons: ['templates'],
  type: null,
  questions: [],
};

export function SetupStep({ onChosen }: { onChosen(): void }) {
  const { survey, update } = useEditor();
  const tier = useTier();
  const templates = useSurveyTemplates();
  const setupCards = useContributions('editor-card', 'setup');
  const templatesCard = setupCards.loading || setupCards.contributions.some((c) => c.slug === 'templates');

  function choose(template: Template) {
    update((current) => applyTemplate(current, template));
    onChosen();
  }

  return (
    <section aria-labelledby="setup-title">
      <h2 id="setup-title">{S.setupTitle}</h2>
      <p>{S.setupIntro}</p>
      {templates.isPending && (
        <p role="status" className="loading">
          {S.templatesLoading}
        </p>
      )}
      <ErrorMessage error={templates.error} />
      {templates.data && tier && (
        <ul className="template-grid">
          {templates.data.map((template) => (
            <TemplateCard key={template.key} template={template} tier={tier} chosen={survey.template === template.key} onChoose={choose} />
          ))}
          {!tier.addonActive('templates') && !templatesCard && (
            <TemplateCard template={PRO_TEMPLATES} tier={tier} chosen={false} onChoose={choose} />
          )}
        </ul>
      )}
      <StepCards step="setup" />
    </section>
  );
}
