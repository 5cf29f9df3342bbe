/**
 * The Targeting card of the editor's settings step (spec 000 §2, spec 002 §4, §5), in place of the
 * shell's card of that title: the devices a survey shows on, and all pages or Advanced page rules.
 * It edits `settings.targeting`, which this add-on owns (../addon.toml); the host resets it while
 * the add-on is locked, and the shell then shows the manifest entry's `locked_parts` instead.
 */
import { defineRemote, type EditorCardProps, type Survey } from '@hearken/addon-sdk';
import { useEffect, useId } from 'react';
import { Devices } from './Devices';
import { PageRules } from './PageRules';
import { blankRule, targetingOf, targetingValid, type Targeting } from './rules';
import { STRINGS as S } from './strings';

function withTargeting(survey: Survey, targeting: Targeting): Survey {
  return { ...survey, settings: { ...survey.settings, targeting } };
}

function TargetingCard({ api, survey, onChange, locked, reportValid }: EditorCardProps) {
  const titleId = useId();
  const pagesName = useId();
  const targeting = targetingOf(survey.settings);
  const set = (patch: Partial<Targeting>) => onChange(withTargeting(survey, { ...targeting, ...patch }));

  // One rule always exists, added on mount (spec 002 §4).
  const missingRule = !locked && targeting.page_rules.length === 0;
  useEffect(() => {
    if (missingRule) onChange(withTargeting(survey, { ...targetingOf(survey.settings), page_rules: [blankRule(null)] }));
  }, [missingRule, survey, onChange]);

  const valid = targetingValid(targeting);
  useEffect(() => {
    reportValid?.(valid);
  }, [reportValid, valid]);

  return (
    <section className="editor-card targeting-card" aria-labelledby={titleId} data-addon="targeting">
      <h3 id={titleId}>{S.title}</h3>
      <Devices devices={targeting.devices} disabled={locked} onChange={(devices) => set({ devices })} />
      <fieldset className="targeting-pages">
        <legend>{S.pages}</legend>
        <label className="radio">
          <input type="radio" name={pagesName} checked={targeting.pages === 'all'} disabled={locked} onChange={() => set({ pages: 'all' })} />
          {S.pagesAll}
        </label>
        <label className="radio">
          <input
            type="radio"
            name={pagesName}
            checked={targeting.pages === 'custom'}
            disabled={locked}
            aria-describedby={`${pagesName}-hint`}
            onChange={() => set({ pages: 'custom' })}
          />
          {S.pagesAdvanced}
        </label>
        <p id={`${pagesName}-hint`} className="field-hint">
          {S.pagesAdvancedHint}
        </p>
        {targeting.pages === 'custom' && (
          <PageRules api={api} rules={targeting.page_rules} disabled={locked} onChange={(page_rules) => set({ page_rules })} />
        )}
      </fieldset>
    </section>
  );
}

export default defineRemote('editor-card', TargetingCard);
