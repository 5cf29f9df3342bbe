/**
 * The cards of one editor step together with the add-ons' `editor-card`s for it: a card an add-on
 * (active or locked) titles like one of the step's own takes that card's place, so a feature never
 * shows twice; the others follow the step's cards. A locked add-on's card is the shell's
 * placeholder. Nothing shows until the UI manifest is known, so a core card is not swapped out
 * under the admin's eyes.
 */
import { Fragment, type ReactNode } from 'react';
import type { EditorStep, ExtensionProps } from '@hearken/addon-sdk';
import { AddonPart } from '../../federation/AddonPart';
import { featureOf, useContributions } from '../../federation/contributions';
import { placeContributions } from '../../federation/placement';
import { useApi } from '../../session/SessionContext';
import { fromSdkSurvey, toSdkSurvey } from '../model/api';
import { useEditor } from './EditorContext';

export interface CoreCard {
  /** The card's title; an add-on card with the same title replaces it. None: never replaced. */
  label?: string;
  card: ReactNode;
}

/** Titles compare without case and surrounding spaces. */
export function cardKey(label: string): string {
  return label.trim().toLowerCase();
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
          <AddonPart key={`addon:${part.key}`} contribution={part.addon} props={props} level={3} className="editor-card" />
        ),
      )}
    </>
  );
}
