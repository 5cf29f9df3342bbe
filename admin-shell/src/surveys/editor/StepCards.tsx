/**
 * The cards of one editor step together with the add-ons' `editor-card`s for it: a card an add-on
 * (active or locked) titles like one of the step's own takes that card's place, so a feature never
 * shows twice; the others follow the step's cards. A locked add-on's card is the shell's
 * placeholder. Nothing shows until the UI manifest is known, so a core card is not swapped out
 * under the admin's eyes.
 */
import { Fragment, useEffect, useId, useMemo, type ReactNode } from 'react';
import type { EditorStep, ExtensionProps } from '@hearken/addon-sdk';
import { AddonPart } from '../../federation/AddonPart';
import { featureOf, useContributions, type Contribution } from '../../federation/contributions';
import { placeContributions } from '../../federation/placement';
import { useApi } from '../../session/SessionContext';
import { fromSdkSurvey, toSdkSurvey } from '../model/api';
import { useEditor } from './EditorContext';
import { useEditorFrame } from './FrameContext';

export interface CoreCard {
  /** The card's title; an add-on card with the same title replaces it. None: never replaced. */
  label?: string;
  /** Null: a place only, for a card of the spec that an add-on provides (nothing shows without it). */
  card: ReactNode;
}

/** Titles compare without case and surrounding spaces. */
export function cardKey(label: string): string {
  return label.trim().toLowerCase();
}

/** A step made of cards only: its heading, then its own cards and the add-ons' ({@link StepCards}). */
export function StepSection({ step, title, core }: { step: EditorStep; title: string; core: CoreCard[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <div className="editor-cards">
        <StepCards step={step} core={core} />
      </div>
    </section>
  );
}

export function StepCards({ step, core = [] }: { step: EditorStep; core?: CoreCard[] }) {
  const { survey, update } = useEditor();
  const api = useApi();
  const { contributions, loading } = useContributions('editor-card', step);
  if (loading) return null;
  const props: ExtensionProps<'editor-card'> = {
    api,
    step,
    survey: toSdkSurvey(survey),
    onChange: (next) => update(() => fromSdkSurvey(next)),
    locked: false,
  };
  const placed = placeContributions(
    core,
    (card) => (card.label === undefined ? undefined : cardKey(card.label)),
    contributions,
    (contribution) => cardKey(featureOf(contribution)),
  );
  return (
    <>
      {placed.map((part) =>
        part.kind === 'core' ? (
          <Fragment key={`core:${part.key}`}>{part.core.card}</Fragment>
        ) : (
          <AddonCard key={`addon:${part.key}`} reportKey={`${step}:${part.key}`} contribution={part.addon} props={props} />
        ),
      )}
    </>
  );
}

/**
 * One add-on card with its own `reportValid`: the frame keeps its verdict under `reportKey` and
 * forgets it when the card goes (another step, a failed remote, a deactivated add-on).
 */
function AddonCard({ reportKey, contribution, props }: { reportKey: string; contribution: Contribution; props: ExtensionProps<'editor-card'> }) {
  const { reportCard } = useEditorFrame();
  const reportValid = useMemo(() => (valid: boolean) => reportCard(reportKey, valid), [reportCard, reportKey]);
  useEffect(() => () => reportCard(reportKey, true), [reportCard, reportKey]);
  return <AddonPart contribution={contribution} props={{ ...props, reportValid }} level={3} className="editor-card" />;
}
