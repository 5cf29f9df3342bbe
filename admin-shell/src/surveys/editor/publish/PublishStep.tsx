/**
 * Publish step (spec 000 §2, §4): summary, Draft / Publish, scheduling (a Pro feature), and the
 * save button named after what it will do, the Embed panel once the survey is saved, then the
 * add-ons' cards. A survey opened new turns to publish here the first time.
 */
import { useEffect } from 'react';
import { EmbedPanel } from '../../../embed/EmbedPanel';
import { useTier } from '../../../upgrade/useTier';
import type { SurveyStatus } from '../../model/types';
import { applyStatus, publishAction, scheduleComplete, SCHEDULE_OFF } from '../../rules/schedule';
import { useEditor } from '../EditorContext';
import { FeatureLock } from '../FeatureLock';
import { useEditorFrame } from '../FrameContext';
import { EDITOR_STRINGS as S } from '../strings';
import { StepSection } from '../StepCards';
import { PublishTranslationsNote } from '../translations/PublishTranslationsNote';
import { PublishSummary } from './PublishSummary';
import { Scheduling } from './Scheduling';

export function PublishStep({ onSave }: { onSave(): void }) {
  const { survey, update } = useEditor();
  const { takePublishDefault } = useEditorFrame();

  useEffect(() => {
    if (takePublishDefault()) update((s) => (s.status === 'draft' ? applyStatus(s, 'publish') : s));
  }, [takePublishDefault, update]);

  return (
    <StepSection
      step="publish"
      title={S.publishTitle}
      core={[
        { label: S.summary, card: <PublishSummary survey={survey} /> },
        // The status and the Save button are the step itself: no add-on card replaces them.
        { card: <PublishOptions onSave={onSave} /> },
        // Publishing with a language not fully translated is allowed: the note says what visitors see.
        { card: <PublishTranslationsNote /> },
        // How to put it on a site, where it is published: it needs the survey's id.
        {
          card:
            survey.id === null ? null : (
              <div className="editor-card">
                <EmbedPanel survey={{ id: survey.id, title: survey.title }} level={3} />
              </div>
            ),
        },
      ]}
    />
  );
}

/** Draft or Publish, scheduling (a Pro feature) and the Save button. */
function PublishOptions({ onSave }: { onSave(): void }) {
  const { survey, update, saving } = useEditor();
  const { schedule, setSchedule } = useEditorFrame();
  const tier = useTier();

  function setStatus(status: SurveyStatus) {
    if (status === 'draft' && schedule.enabled) setSchedule(SCHEDULE_OFF);
    update((s) => applyStatus(s, status));
  }

  const label = S.publishLabels[publishAction(survey.status, schedule)];

  return (
    <section className="editor-card" aria-labelledby="publish-options-title">
      <h3 id="publish-options-title" className="visually-hidden">
        {S.publishTitle}
      </h3>
      <fieldset>
        <legend>{S.statusLegend}</legend>
        <label className="radio">
          <input type="radio" name="status" checked={survey.status === 'draft'} onChange={() => setStatus('draft')} />
          {S.statusDraft}
        </label>
        <label className="radio">
          <input type="radio" name="status" checked={survey.status === 'publish'} onChange={() => setStatus('publish')} />
          {S.statusPublish}
        </label>
      </fieldset>
      {tier?.allows() ? (
        <Scheduling />
      ) : (
        <p className="editor-locked-row">
          {S.scheduling} <FeatureLock feature={S.schedulingFeature} />
        </p>
      )}
      <button type="button" className="button button-primary" disabled={saving || !scheduleComplete(schedule)} onClick={onSave}>
        {label}
      </button>
    </section>
  );
}
