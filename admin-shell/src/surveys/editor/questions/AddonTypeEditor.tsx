import type { Question as SdkQuestion, QuestionTypeDefinition } from '@hearken/addon-sdk';
import { ExtensionSlot } from '../../../federation/ExtensionSlot';
import { useApi } from '../../../session/SessionContext';
import { useTier } from '../../../upgrade/useTier';
import type { Question, QuestionOption } from '../../model/types';
import type { OptionMoves } from '../translations/model';
import { OptionEditor } from './OptionEditor';
import { QUESTIONS_STRINGS as S } from './strings';

function isOption(value: unknown): value is QuestionOption {
  if (typeof value === 'string') return true;
  return typeof value === 'object' && value !== null && 'label' in value && typeof value.label === 'string';
}

/** The remote's edit applied to our question; the survey-level parts (id, logic) stay ours. */
function fromRemote(question: Question, edited: SdkQuestion): Question {
  return {
    ...question,
    title: edited.title,
    config: { ...edited.config, options: edited.config.options.filter(isOption) },
    settings: { ...question.settings, ...edited.settings },
  };
}

/**
 * The editor of a type an add-on contributes (image radio, icon choice, star rating, NPS): the
 * add-on's remote through the `question-type-editor` extension point, and ours when it does not
 * load, so the step keeps working.
 */
export function AddonTypeEditor({
  question,
  type,
  error,
  onChange,
}: {
  question: Question;
  type: QuestionTypeDefinition;
  error: string | undefined;
  onChange(next: Question, moves?: OptionMoves): void;
}) {
  const api = useApi();
  return (
    <ExtensionSlot
      point="question-type-editor"
      target={type.key}
      props={{ api, question, type, onChange: (edited) => onChange(fromRemote(question, edited)) }}
      fallback={<Fallback question={question} type={type} error={error} onChange={onChange} />}
    />
  );
}

function Fallback({
  question,
  type,
  error,
  onChange,
}: {
  question: Question;
  type: QuestionTypeDefinition;
  error: string | undefined;
  onChange(next: Question, moves?: OptionMoves): void;
}) {
  const tier = useTier();
  if (type.options === 'image' || type.options === 'icon') {
    // The add-on that contributes the type, as the config names it.
    const addon = type.addon ? (tier?.addonName(type.addon) ?? type.addon) : type.label;
    return (
      <>
        <OptionEditor question={question} type={type} error={error} labelsOnly onChange={onChange} />
        <p className="qs-hint">{type.options === 'image' ? S.imagesNeedAddon(addon) : S.iconsNeedAddon(addon)}</p>
      </>
    );
  }
  if (type.scale_max === 10 || question.type === 'nps') return <p className="qs-hint">{S.npsInfo}</p>;
  if (type.scale_max) return <p className="qs-hint">{S.starRatingInfo}</p>;
  return null;
}
