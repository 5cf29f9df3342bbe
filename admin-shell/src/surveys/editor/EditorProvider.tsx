/**
 * Holds the survey being edited and implements `EditorContext`: local changes, saving with its
 * banners (spec 000 §4), the question types, and the Build | Preview switch.
 *
 * Invariants: the latest survey is always in `latest` (so a step may `update` then `save` in one
 * handler); one save runs at a time; a save's answer replaces the local survey only when nothing
 * changed while it ran, otherwise only the fields the server owns are taken from it.
 */
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { QuestionTypeDefinition } from '@hearken/addon-sdk';
import { useNotices } from '../../notices/NoticesContext';
import { errorText } from '../../ui/ErrorMessage';
import { useSaveSurvey } from '../model/api';
import type { SaveOutcome, Survey } from '../model/types';
import { applySchedule, fromPublishAt, type ScheduleDraft } from '../rules/schedule';
import { EditorContext, type EditorApi } from './EditorContext';
import { EditorFrameContext, type EditorFrameApi } from './FrameContext';
import { EDITOR_STRINGS as S } from './strings';

/** What the server decides on a save, taken even when the editor changed the survey meanwhile. */
function serverOwned(saved: Survey): Partial<Survey> {
  const owned: Partial<Survey> = { id: saved.id, status: saved.status, publish_at: saved.publish_at };
  if (saved.created_at !== undefined) owned.created_at = saved.created_at;
  if (saved.updated_at !== undefined) owned.updated_at = saved.updated_at;
  if (saved.cookie_name !== undefined) owned.cookie_name = saved.cookie_name;
  if (saved.responses_count !== undefined) owned.responses_count = saved.responses_count;
  return owned;
}

export interface EditorProviderProps {
  initial: Survey;
  questionTypes: QuestionTypeDefinition[];
  /** A new survey got its id from its first save. */
  onCreated?(id: number): void;
  children: ReactNode;
}

export function EditorProvider({ initial, questionTypes, onCreated, children }: EditorProviderProps) {
  const [survey, setSurvey] = useState(initial);
  const latest = useRef(initial);
  const revision = useRef(0);
  const [saving, setSaving] = useState(false);
  const savingNow = useRef(false);
  const [previewing, setPreviewing] = useState(false);
  const [validationRequests, setValidationRequests] = useState(0);
  const requestValidation = useCallback(() => setValidationRequests((n) => n + 1), []);
  const [schedule, setScheduleState] = useState<ScheduleDraft>(() => fromPublishAt(initial.publish_at));
  const scheduleRef = useRef(schedule);
  const [startedNew] = useState(initial.id === null);
  const publishDefaultTaken = useRef(false);
  // The add-on cards that said their step cannot continue; only the current step's are mounted.
  const [invalidCards, setInvalidCards] = useState<ReadonlySet<string>>(() => new Set());
  const { notify, close: closeNotice } = useNotices();
  const { mutateAsync } = useSaveSurvey();

  const replace = useCallback((next: Survey) => {
    latest.current = next;
    setSurvey(next);
  }, []);

  const update = useCallback(
    (recipe: (current: Survey) => Survey) => {
      revision.current += 1;
      replace(recipe(latest.current));
    },
    [replace],
  );

  const setSchedule = useCallback(
    (next: ScheduleDraft) => {
      const previous = scheduleRef.current;
      scheduleRef.current = next;
      setScheduleState(next);
      update((current) => applySchedule(current, previous, next));
    },
    [update],
  );

  // Each save's banner replaces the previous save's (moving through the steps saves each time),
  // without closing other banners such as the responses warning.
  const lastSaveBanner = useRef<number | null>(null);
  const announce = useCallback(
    (outcome: SaveOutcome, requested: Survey['status']) => {
      if (lastSaveBanner.current !== null) closeNotice(lastSaveBanner.current);
      lastSaveBanner.current =
        outcome.survey.status === 'draft'
          ? notify({ type: 'info', title: S.savedDraft })
          : notify({ type: 'success', title: S.saved, link: { label: S.viewSurveys, to: '/surveys' } });
      // A publish the server turned into a draft says why ("… Some questions are missing options.").
      if (requested === 'publish' && !outcome.published) notify({ type: 'warning', title: outcome.message, timeout: 5 });
    },
    [notify, closeNotice],
  );

  const saveOutcome = useCallback(async (): Promise<SaveOutcome | null> => {
    if (savingNow.current) return null;
    savingNow.current = true;
    setSaving(true);
    const sent = latest.current;
    const sentRevision = revision.current;
    try {
      const outcome = await mutateAsync(sent);
      const saved = outcome.survey;
      if (revision.current === sentRevision) {
        replace(saved);
        const synced = fromPublishAt(saved.publish_at);
        scheduleRef.current = synced;
        setScheduleState(synced);
      } else {
        replace({ ...latest.current, ...serverOwned(saved) });
      }
      announce(outcome, sent.status);
      if (sent.id === null && saved.id !== null) onCreated?.(saved.id);
      return outcome;
    } catch (error) {
      notify({ type: 'error', title: errorText(error), timeout: 0 });
      return null;
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  }, [announce, mutateAsync, notify, onCreated, replace]);

  const save = useCallback(async () => (await saveOutcome())?.survey ?? null, [saveOutcome]);

  const editor = useMemo<EditorApi>(
    () => ({
      survey,
      update,
      save,
      saving,
      isNew: survey.id === null,
      questionTypes,
      previewing,
      setPreviewing,
      validationRequests,
    }),
    [survey, update, save, saving, questionTypes, previewing, validationRequests],
  );

  const reportCard = useCallback((key: string, valid: boolean) => {
    setInvalidCards((current) => {
      if (current.has(key) === !valid) return current;
      const next = new Set(current);
      if (valid) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const frame = useMemo<EditorFrameApi>(
    () => ({
      startedNew,
      schedule,
      setSchedule,
      saveOutcome,
      takePublishDefault: () => {
        if (!startedNew || publishDefaultTaken.current) return false;
        publishDefaultTaken.current = true;
        return true;
      },
      cardsValid: invalidCards.size === 0,
      reportCard,
      requestValidation,
    }),
    [startedNew, schedule, setSchedule, saveOutcome, invalidCards, reportCard, requestValidation],
  );

  return (
    <EditorContext.Provider value={editor}>
      <EditorFrameContext.Provider value={frame}>{children}</EditorFrameContext.Provider>
    </EditorContext.Provider>
  );
}
