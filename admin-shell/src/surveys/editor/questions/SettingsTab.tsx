import { useId } from 'react';
import { useExtensions } from '../../../federation/ExtensionSlot';
import { paidValueKey } from '../../../upgrade/featureOwners';
import type { Gate } from '../../../upgrade/gate';
import { LockedButton } from '../../../upgrade/Locked';
import { useFeatureGate } from '../../../upgrade/useFeatureGate';
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
 * up); randomize and the comment box need Pro and an add-on that unlocks them in force (`GET
 * config` `feature_owners`, `question.settings={setting}`). A licensed site without one sees the
 * toggle disabled and which add-on it needs.
 */
export function SettingsTab({ question, onChange }: { question: Question; onChange(next: Question): void }) {
  const { questionTypes } = useEditor();
  const tier = useTier();
  const gate = useFeatureGate();
  const type = findType(questionTypes, question.type);
  const id = useId();
  // The add-on's editor, when it loads, holds the icon colour and size itself.
  const iconEditor = useExtensions('question-type-editor', question.type);
  const ownIconControls = !iconEditor.loading && iconEditor.extensions.length === 0;
  const set = (patch: Partial<QuestionSettings>) => onChange({ ...question, settings: { ...question.settings, ...patch } });

  const paid = tier?.allows('plus') ?? false;
  const randomize = offersRandomize(question.type, type)
    ? gate({ feature: S.features.randomize, ownerKey: paidValueKey('question.settings', 'randomize') })
    : null;
  const commentBox = offersCommentBox(question.type, type)
    ? gate({ feature: S.features.commentBox, ownerKey: paidValueKey('question.settings', 'comment_box') })
    : null;
  // The add-ons a licensed site lacks for the settings this question offers, each named once.
  const missing = [...new Set([randomize, commentBox].flatMap((g) => (g?.kind === 'addon' ? [g.addon.name] : [])))];

  return (
    <div className="qs-settings">
      {paid || !tier ? (
        <Toggle label={S.required} checked={question.settings.required} disabled={!paid} onChange={(on) => set({ required: on })} />
      ) : (
        <LockedButton feature={S.features.required} plan="plus">
          {S.required}
        </LockedButton>
      )}
      {randomize && (
        <PaidToggle gate={randomize} loading={!tier} label={S.randomize} checked={question.settings.randomize} onChange={(on) => set({ randomize: on })} />
      )}
      {commentBox && (
        <PaidToggle gate={commentBox} loading={!tier} label={S.commentBox} checked={question.settings.comment_box} onChange={(on) => set({ comment_box: on })} />
      )}
      {missing.map((name) => (
        <p key={name} className="qs-hint">
          {S.settingNeedsAddon(name)}
        </p>
      ))}
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

/**
 * A setting behind a gate: the toggle while open, disabled while the config loads or an add-on is
 * missing (the tab names it); the upgrade modal's locked button while the plan is what is missing.
 */
function PaidToggle({
  gate,
  loading,
  label,
  checked,
  onChange,
}: {
  gate: Gate;
  loading: boolean;
  label: string;
  checked: boolean;
  onChange(on: boolean): void;
}) {
  if (gate.kind === 'upgrade' && !loading) {
    return (
      <LockedButton feature={gate.feature} plan={gate.plan}>
        {label}
      </LockedButton>
    );
  }
  return <Toggle label={label} checked={checked} disabled={gate.kind !== 'open'} onChange={onChange} />;
}
