/**
 * Setup step 'Select a Template' (spec 000 §2): choosing a card sets the survey's template,
 * applies it and moves on to the questions. The grid is what `GET survey-templates` lists; the
 * add-ons' setup cards follow it (StepCards), so an add-on that adds templates and is not in force
 * shows as the shell's locked placeholder for its card, with what unlocks it.
 */
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { useTier } from '../../../upgrade/useTier';
import { useSurveyTemplates } from '../../model/api';
import type { Template } from '../../model/types';
import { applyTemplate } from '../../rules/templates';
import { useEditor } from '../EditorContext';
import { StepCards } from '../StepCards';
import { EDITOR_STRINGS as S } from '../strings';
import { TemplateCard } from './TemplateCard';

export function SetupStep({ onChosen }: { onChosen(): void }) {
  const { survey, update } = useEditor();
  const tier = useTier();
  const templates = useSurveyTemplates();

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
        </ul>
      )}
      <StepCards step="setup" />
    </section>
  );
}
