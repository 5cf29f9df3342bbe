import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import remote, { NpsEditor } from './NpsEditor';
import { newQuestion, renderEditor } from './testing';
import { NPS_HIGH_LABEL, NPS_LOW_LABEL, npsScale } from './strings';

describe('NpsEditor', () => {
  it('is exposed as the question-type editor', () => {
    expect(remote.point).toBe('question-type-editor');
    expect(remote.component).toBe(NpsEditor);
  });

  it('previews the 1 to 10 scale between Not Likely and Extremely Likely', () => {
    renderEditor(NpsEditor, newQuestion('nps'));
    const scale = screen.getByRole('list', { name: npsScale(10) });
    const steps = within(scale).getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByText('Not Likely')).toBeInTheDocument();
    expect(screen.getByText('Extremely Likely')).toBeInTheDocument();
  });

  it("uses the spec's labels when the question carries none", () => {
    renderEditor(NpsEditor, { ...newQuestion('nps'), config: { options: [] } });
    expect(screen.getByText(NPS_LOW_LABEL)).toBeInTheDocument();
    expect(screen.getByText(NPS_HIGH_LABEL)).toBeInTheDocument();
  });
});
