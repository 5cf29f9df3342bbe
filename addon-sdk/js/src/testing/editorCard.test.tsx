// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { EditorCardProps } from '../extension-points.js';
import type { Survey } from '../types.js';
import { renderEditorCard } from './editorCard.js';

const SURVEY: Survey = { id: 1, title: 'Feedback', type: null, status: 'draft', questions: [], settings: {}, notifications: {} };

/** A card that appends "!" to the title, valid while the title is short, disabled when locked. */
function TitleCard({ survey, onChange, locked, step, reportValid }: EditorCardProps) {
  const valid = survey.title.length < 10;
  useEffect(() => reportValid?.(valid), [reportValid, valid]);
  return (
    <button type="button" disabled={locked} data-step={step} onClick={() => onChange({ ...survey, title: `${survey.title}!` })}>
      {survey.title}
    </button>
  );
}

describe('renderEditorCard', () => {
  it('holds the survey in state and records the changes and the reports', async () => {
    const user = userEvent.setup();
    const { onChange, reportValid, lastSurvey } = renderEditorCard(TitleCard, SURVEY);
    const button = screen.getByRole('button', { name: 'Feedback' });
    expect(button).toHaveAttribute('data-step', 'settings');
    expect(lastSurvey()).toBe(SURVEY);
    expect(reportValid).toHaveBeenLastCalledWith(true);

    await user.click(button);
    await user.click(button);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(lastSurvey().title).toBe('Feedback!!');
    expect(button).toHaveTextContent('Feedback!!');
    expect(reportValid).toHaveBeenLastCalledWith(false);
  });

  it('passes locked and step, and wraps the card in the wrapper', () => {
    const Lang = createContext('none');
    function Card(props: EditorCardProps) {
      return <p aria-label={useContext(Lang)}>{props.locked ? `locked on ${props.step}` : 'open'}</p>;
    }
    const wrapper = ({ children }: { children: ReactNode }) => <Lang.Provider value="en">{children}</Lang.Provider>;
    renderEditorCard(Card, SURVEY, { locked: true, step: 'publish', wrapper });
    expect(screen.getByLabelText('en')).toHaveTextContent('locked on publish');
  });

  it('records the notices the card asks the shell to show', async () => {
    function SaveCard({ notify }: EditorCardProps) {
      return (
        <button type="button" onClick={() => notify?.({ type: 'error', heading: 'Error', title: 'The sheet could not be made.' })}>
          Save
        </button>
      );
    }
    const { notify } = renderEditorCard(SaveCard, SURVEY);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));

    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'error', heading: 'Error', title: 'The sheet could not be made.' });
  });
});
