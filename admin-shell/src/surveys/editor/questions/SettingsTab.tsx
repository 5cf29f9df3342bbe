import { useId } from 'react';
import { useExtensions } from '../../../federation/ExtensionSlot';
import { LockedButton } from '../../../upgrade/Locked';
import { useTier } from '../../../upgrade/useTier';
import type { Question, QuestionSettings } from '../../model/types';
import { DEFAULT_ICON_COLOR, DEFAULT_ICON_SIZE, findType, offersCommentBox, offersRandomize, optionKind } from '../../rules/questions';
import { useEditor } from '../EditorContext';
import { QUESTIONS_STRINGS as S } from './strings';
import { Toggle } from './Toggle';

const ICON_SIZES = ['small', 'medium', 'large'] as const;

/**
 * The Settings tab: required, randomize, comment box, and icon colour and size for icon choice.
 * The gates follow what the host resets before a save: required needs a paid license (Plus and
 * up); randomize and the comment box need the question-types add-on active and licensed.
 */
export function SettingsTab({ question, onChange }: { question: Question; onChange(next: Question): void }) {
  const { questionTypes } = useEditor();
  const tier = useTier();
  const type = findType(questionTypes, question.type);
  const id = useId();
  // The add-on's editor, when it loads, holds the icon colour and size itself.
  const iconEditor = useExtensions('question-type-editor', question.type);
  const ownIconControls = !iconEditor.loading && iconEditor.extensions.length === 0;
  const set = (patch: Partial<QuestionSettings>) => onChange({ ...question, settings: { ...question.settings, ...patch } });

  const paid = tier?.allows('plus') ?? false;
  const pro = tier?.allows('pro') ?? false;
  const addonOn = tier?.addonActive('question-types') ?? false;

  return (
    <div className="qs-settings">
      {paid || !tier ? (
        <Toggle label={S.required} checked={question.settings.required} disabled={!paid} onChange={(on) => set({ required: on })} />
      ) : (
        <LockedButton feature="Required Questions" plan="plus">
          {S.required}
        </LockedButton>
      )}
      {offersRandomize(question.type, type) &&
        (pro || !tier ? (
          <Toggle label={S.randomize} checked={question.settings.randomize} disabled={!pro || !addonOn} onChange={(on) => set({ randomize: on })} />
        ) : (
          <LockedButton feature="Randomize Options">{S.randomize}</LockedButton>
        ))}
      {offersCommentBox(question.type, type) &&
        (pro || !tier ? (
          <Toggle label={S.commentBox} checked={question.settings.comment_box} disabled={!pro || !addonOn} onChange={(on) => set({ comment_box: on })} />
        ) : (
          <LockedButton feature="Comment Box">{S.commentBox}</LockedButton>
        ))}
      {pro && !addonOn && (offersRandomize(question.type, type) || offersCommentBox(question.type, type)) && (
        <p className="qs-hint">{S.requiresQuestionTypes}</p>
      )}
      {optionKind(question.type, type) === 'icon' && ownIconControls && (
        <>
          <div className="field">
            <label htmlFor={`${id}-color`}>{S.iconColor}</label>
            <input
              id={`${id}-color`}
              type="color"
              value={question.settings.icon_color ?? DEFAULT_ICON_COLOR}
              onChange={(e) => set({ icon_color: e.target.value.toUpperCase() })}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-size`}>{S.iconSize}</label>
            <select
              id={`${id}-size`}
              value={question.settings.icon_size ?? DEFAULT_ICON_SIZE}
              onChange={(e) => {
                const size = ICON_SIZES.find((s) => s === e.target.value);
                if (size) set({ icon_size: size });
              }}
            >
              {ICON_SIZES.map((size) => (
                <option key={size} value={size}>
                  {S.iconSizes[size]}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
    </div>
  );
}
