/**
 * Audience and limits (issue 35), on the settings step: the share of eligible visitors the survey
 * shows to, a daily limit, a response limit and quotas, saved with the survey
 * (`settings.audience`, `settings.limits`). Each field says the host's rule when it is broken
 * (`rules/limits.ts`), and the step cannot continue until they hold.
 */
import { useId } from 'react';
import type { SurveyAudience, SurveyLimits } from '../../../model/types';
import { audienceErrors, DAILY_LIMIT_RANGE, limitsErrors, RESPONSE_LIMIT_RANGE, SAMPLE_RANGE } from '../../../rules/limits';
import { useEditor } from '../../EditorContext';
import { EDITOR_STRINGS } from '../../strings';
import { LimitNumber } from './LimitNumber';
import { OptionalLimit } from './OptionalLimit';
import { QuotaList } from './QuotaList';
import './limits.css';

const S = EDITOR_STRINGS.audience;
const COUNTED: SurveyAudience['daily_limit_of'][] = ['impressions', 'responses'];

/** 'Shown to 10% of eligible visitors, decided once per visitor.' */
function sampleSentence(percent: number): string {
  return percent >= SAMPLE_RANGE.max ? S.sampleAll : S.sampleSome(percent);
}

export function AudienceLimitsCard() {
  const { survey, update } = useEditor();
  const id = useId();
  const { audience, limits } = survey.settings;
  const setAudience = (patch: Partial<SurveyAudience>) =>
    update((s) => ({ ...s, settings: { ...s.settings, audience: { ...s.settings.audience, ...patch } } }));
  const setLimits = (patch: Partial<SurveyLimits>) =>
    update((s) => ({ ...s, settings: { ...s.settings, limits: { ...s.settings.limits, ...patch } } }));
  const audienceFound = audienceErrors(audience);
  const limitsFound = limitsErrors(limits, survey.questions);

  return (
    <section className="editor-card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{S.title}</h3>
      <p className="editor-note">{S.intro}</p>
      <fieldset>
        <legend>{S.sampling}</legend>
        <LimitNumber
          label={S.samplePercent}
          hint={sampleSentence(audience.sample_percent)}
          error={audienceFound.sample_percent}
          value={audience.sample_percent}
          range={SAMPLE_RANGE}
          onChange={(sample_percent) => setAudience({ sample_percent })}
        />
      </fieldset>
      <OptionalLimit
        legend={S.daily}
        toggle={S.dailyToggle}
        label={S.dailyLimit}
        hint={S.dailyHint}
        error={audienceFound.daily_limit}
        value={audience.daily_limit}
        range={DAILY_LIMIT_RANGE}
        onChange={(daily_limit) => setAudience({ daily_limit })}
      >
        <fieldset>
          <legend>{S.dailyOf}</legend>
          {COUNTED.map((counted) => (
            <label key={counted} className="radio">
              <input
                type="radio"
                name={`${id}-counted`}
                value={counted}
                checked={audience.daily_limit_of === counted}
                onChange={() => setAudience({ daily_limit_of: counted })}
              />
              {S.dailyOfNames[counted]}
            </label>
          ))}
        </fieldset>
      </OptionalLimit>
      <OptionalLimit
        legend={S.responses}
        toggle={S.responsesToggle}
        label={S.responsesLimit}
        hint={S.responsesHint}
        error={limitsFound.responses}
        value={limits.responses}
        range={RESPONSE_LIMIT_RANGE}
        onChange={(responses) => setLimits({ responses })}
      />
      <QuotaList
        quotas={limits.quotas}
        questions={survey.questions}
        errors={limitsFound.quotas}
        onChange={(quotas) => setLimits({ quotas })}
      />
    </section>
  );
}
