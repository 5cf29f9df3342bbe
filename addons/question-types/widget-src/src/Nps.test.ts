import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Nps } from './Nps';
import { WORDS } from './strings';

const { npsLow: NPS_LOW_LABEL, npsHigh: NPS_HIGH_LABEL } = WORDS.en;
import { mount, question } from './testing';

describe('nps', () => {
  it('offers the points 1 to 10 between the labels Not Likely and Extremely Likely', () => {
    const { view } = mount(Nps, question('nps', { labels: undefined }));
    const group = view.getByRole('radiogroup', {
      name: 'On a scale of 1-10, how likely would you recommend us to a friend or colleague?',
    });
    expect(group.textContent).toBe('12345678910');
    expect(view.getByText('Not Likely')).toBeTruthy();
    expect(view.getByText('Extremely Likely')).toBeTruthy();
    expect(view.getByRole('radio', { name: `1, ${NPS_LOW_LABEL}` })).toBeTruthy();
    expect(view.getByRole('radio', { name: `10, ${NPS_HIGH_LABEL}` })).toBeTruthy();
  });

  it('says its own end labels in the widget’s language, and a question’s own as they come', () => {
    const { view } = mount(Nps, question('nps', { labels: undefined }), { lang: 'de' });
    expect(view.getByText('Unwahrscheinlich')).toBeTruthy();
    expect(view.getByRole('radio', { name: '10, Äußerst wahrscheinlich' })).toBeTruthy();
    const own = mount(Nps, question('nps', { labels: { low: 'Nie', high: 'Sicher' } }), { lang: 'de' });
    expect(own.view.getByRole('radio', { name: '1, Nie' })).toBeTruthy();
  });

  it('reads from 1 to 10 in an Arabic widget, where the left arrow moves up the scale', async () => {
    const user = userEvent.setup();
    const { view, onAnswer, focused, root } = mount(Nps, question('nps', { labels: undefined }), { lang: 'ar', dir: 'rtl' });
    expect(view.getByRole('radiogroup').textContent).toBe('12345678910');
    expect(root.host.getAttribute('dir')).toBe('rtl');
    view.getByRole('radio', { name: '1، غير محتمل' }).focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focused()).toBe(view.getByRole('radio', { name: '3' }));
    await user.keyboard('{ArrowRight}');
    expect(focused()).toBe(view.getByRole('radio', { name: '2' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(focused()).toBe(view.getByRole('radio', { name: '10، محتمل للغاية' }));
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(view.getByRole('radio', { name: '1، غير محتمل' }));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it("shows the question's own end labels", () => {
    const { view } = mount(Nps, question('nps', { labels: { low: 'Never', high: 'Surely' } }));
    expect(view.getByRole('radio', { name: '1, Never' })).toBeTruthy();
    expect(view.getByRole('radio', { name: '10, Surely' })).toBeTruthy();
  });

  it('answers with the number clicked and marks it chosen', async () => {
    const { view, onAnswer } = mount(Nps, question('nps'));
    await userEvent.click(view.getByRole('radio', { name: '7' }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(7);
    expect(view.getByRole('radio', { name: '7' }).getAttribute('aria-checked')).toBe('true');
  });

  it('moves with the arrow keys, Home and End without answering, and answers with Enter', async () => {
    const user = userEvent.setup();
    const { view, onAnswer, focused } = mount(Nps, question('nps'), { value: 5 });
    view.getByRole('radio', { name: '5' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(focused()).toBe(view.getByRole('radio', { name: '4' }));
    await user.keyboard('{End}');
    expect(focused()).toBe(view.getByRole('radio', { name: `10, ${NPS_HIGH_LABEL}` }));
    await user.keyboard('{ArrowDown}');
    expect(focused()).toBe(view.getByRole('radio', { name: `1, ${NPS_LOW_LABEL}` }));
    expect(onAnswer).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(1);
  });
});
