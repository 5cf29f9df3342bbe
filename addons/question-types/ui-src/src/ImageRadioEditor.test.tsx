import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remote, { ImageRadioEditor } from './ImageRadioEditor';
import { MAX_IMAGE_BYTES } from './imageFile';
import { newQuestion, renderEditor } from './testing';
import {
  ADD_OPTION,
  IMAGE_ADDRESS,
  IMAGE_ADDRESS_INVALID,
  LABEL,
  NOT_AN_IMAGE,
  OPTIONS_REQUIRED,
  REMOVE_IMAGE,
  UPLOADED_IMAGE,
  UPLOAD_IMAGE,
  imagePreview,
  imageTooLarge,
  optionHeading,
  removeOption,
} from './strings';

const option = (n: number) => screen.getByRole('group', { name: optionHeading(n) });
const rows = () => screen.queryAllByRole('group', { name: /^Option \d$/ });

describe('ImageRadioEditor', () => {
  it('is exposed as the question-type editor', () => {
    expect(remote.point).toBe('question-type-editor');
    expect(remote.component).toBe(ImageRadioEditor);
  });

  it('starts with two options that cannot be removed', () => {
    renderEditor(ImageRadioEditor, newQuestion('image-radio'));
    expect(rows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Remove option/ })).not.toBeInTheDocument();
  });

  it('shows two options even when the question has none yet', () => {
    renderEditor(ImageRadioEditor, newQuestion('image-radio', { options: [] }));
    expect(rows()).toHaveLength(2);
  });

  it('adds options up to five, then hides Add Option', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(ImageRadioEditor, newQuestion('image-radio'));
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: ADD_OPTION }));
    expect(rows()).toHaveLength(5);
    expect(within(option(5)).getByLabelText(LABEL)).toHaveFocus();
    expect(screen.queryByRole('button', { name: ADD_OPTION })).not.toBeInTheDocument();
    expect(last().config.options).toEqual(Array.from({ length: 5 }, () => ({ label: '', image: '' })));
  });

  it('offers Remove only for options beyond the second', async () => {
    const user = userEvent.setup();
    renderEditor(ImageRadioEditor, newQuestion('image-radio'));
    await user.click(screen.getByRole('button', { name: ADD_OPTION }));
    await user.click(screen.getByRole('button', { name: ADD_OPTION }));
    expect(screen.getAllByRole('button', { name: /^Remove option/ }).map((b) => b.textContent)).toEqual([
      removeOption(3),
      removeOption(4),
    ]);
  });

  it('removes the chosen option and keeps the others', async () => {
    const user = userEvent.setup();
    const question = newQuestion('image-radio', {
      options: [
        { label: 'Cats', image: '/a.png' },
        { label: 'Dogs', image: '/b.png' },
        { label: 'Fish', image: '/c.png' },
        { label: 'Birds', image: '/d.png' },
      ],
    });
    const { last } = renderEditor(ImageRadioEditor, question);
    await user.click(screen.getByRole('button', { name: removeOption(3) }));
    expect(last().config.options).toEqual([
      { label: 'Cats', image: '/a.png' },
      { label: 'Dogs', image: '/b.png' },
      { label: 'Birds', image: '/d.png' },
    ]);
    expect(screen.getByRole('button', { name: ADD_OPTION })).toBeInTheDocument();
  });

  it("says 'Options are required.' when a label is left blank", async () => {
    const user = userEvent.setup();
    renderEditor(ImageRadioEditor, newQuestion('image-radio'));
    expect(screen.queryByText(OPTIONS_REQUIRED)).not.toBeInTheDocument();
    const label = within(option(1)).getByLabelText(LABEL);
    await user.type(label, '   ');
    await user.tab();
    expect(within(option(1)).getByText(OPTIONS_REQUIRED)).toBeInTheDocument();
    expect(label).toHaveAttribute('aria-invalid', 'true');
    await user.type(label, 'Cats');
    expect(screen.queryByText(OPTIONS_REQUIRED)).not.toBeInTheDocument();
  });

  it('trims a label when the author leaves it, keeping inner spaces', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(ImageRadioEditor, newQuestion('image-radio'));
    await user.type(within(option(1)).getByLabelText(LABEL), '  Big cats  ');
    await user.tab();
    expect(last().config.options[0]).toEqual({ label: 'Big cats', image: '' });
    expect(within(option(1)).getByLabelText(LABEL)).toHaveValue('Big cats');
  });

  it('previews an image typed in as a web address', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(ImageRadioEditor, newQuestion('image-radio'));
    await user.type(within(option(2)).getByLabelText(IMAGE_ADDRESS), 'https://example.com/dog.png');
    expect(screen.getByRole('img', { name: imagePreview(2) })).toHaveAttribute('src', 'https://example.com/dog.png');
    expect(last().config.options[1]).toEqual({ label: '', image: 'https://example.com/dog.png' });
  });

  it('says which image addresses work when one does not', async () => {
    const user = userEvent.setup();
    renderEditor(ImageRadioEditor, newQuestion('image-radio'));
    const address = within(option(1)).getByLabelText(IMAGE_ADDRESS);
    await user.type(address, 'example.com/dog.png');
    await user.tab();
    expect(within(option(1)).getByText(IMAGE_ADDRESS_INVALID)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await user.clear(address);
    await user.type(address, '/images/dog.png');
    expect(within(option(1)).queryByText(IMAGE_ADDRESS_INVALID)).not.toBeInTheDocument();
  });

  it('reads a chosen image file into the option', async () => {
    const user = userEvent.setup();
    const { last } = renderEditor(ImageRadioEditor, newQuestion('image-radio'));
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'dog.png', { type: 'image/png' });
    await user.upload(within(option(1)).getByLabelText(UPLOAD_IMAGE), png);
    expect(await within(option(1)).findByText(UPLOADED_IMAGE)).toBeInTheDocument();
    expect(last().config.options[0]).toEqual({ label: '', image: 'data:image/png;base64,iVBORw==' });
    expect(screen.getByRole('img', { name: imagePreview(1) })).toHaveAttribute('src', 'data:image/png;base64,iVBORw==');

    await user.click(within(option(1)).getByRole('button', { name: REMOVE_IMAGE }));
    expect(last().config.options[0]).toEqual({ label: '', image: '' });
    expect(within(option(1)).getByLabelText(IMAGE_ADDRESS)).toHaveValue('');
  });

  it('refuses a file that is not an image', async () => {
    // The OS file dialog can be switched to "All files", so the accept attribute is not enough.
    const user = userEvent.setup({ applyAccept: false });
    const { onChange } = renderEditor(ImageRadioEditor, newQuestion('image-radio'));
    const pdf = new File(['%PDF'], 'terms.pdf', { type: 'application/pdf' });
    await user.upload(within(option(1)).getByLabelText(UPLOAD_IMAGE), pdf);
    expect(within(option(1)).getByRole('alert')).toHaveTextContent(NOT_AN_IMAGE);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an image over 100 KB (five fit in one 1 MiB save)', async () => {
    const user = userEvent.setup();
    const { onChange } = renderEditor(ImageRadioEditor, newQuestion('image-radio'));
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(within(option(2)).getByLabelText(UPLOAD_IMAGE), big);
    expect(within(option(2)).getByRole('alert')).toHaveTextContent(imageTooLarge('100 KB'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes one image per option', () => {
    renderEditor(ImageRadioEditor, newQuestion('image-radio'));
    const input = within(option(1)).getByLabelText(UPLOAD_IMAGE);
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/*');
  });
});
