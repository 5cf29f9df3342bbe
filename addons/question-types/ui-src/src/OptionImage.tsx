import { useId, useState } from 'react';
import { TextField } from '@hearken/addon-sdk/ui';
import { isImageAddress, readImage, refuseImage } from './imageFile';
import {
  IMAGE_ADDRESS,
  IMAGE_ADDRESS_INVALID,
  IMAGE_UNREADABLE,
  NO_IMAGE,
  REMOVE_IMAGE,
  UPLOADED_IMAGE,
  UPLOAD_IMAGE,
  imagePreview,
} from './strings';

interface Props {
  /** 1-based, for the preview's text alternative. */
  number: number;
  image: string;
  onChange(image: string): void;
}

/**
 * An image-radio option's one image: a web address typed in, or a file read into a data: URL,
 * with a thumbnail of whichever is set.
 */
export function OptionImage({ number, image, onChange }: Props) {
  const fileId = useId();
  const errorId = `${fileId}-error`;
  const [error, setError] = useState<string | null>(null);
  const [addressLeft, setAddressLeft] = useState(false);
  const uploaded = image.startsWith('data:');
  const addressInvalid = addressLeft && !uploaded && !isImageAddress(image);

  async function onFile(input: HTMLInputElement) {
    const file = input.files?.[0];
    // Cleared so choosing the same file again after a refusal still fires a change.
    input.value = '';
    if (!file) return;
    const refusal = refuseImage(file);
    setError(refusal);
    if (refusal) return;
    try {
      onChange(await readImage(file));
    } catch {
      setError(IMAGE_UNREADABLE);
    }
  }

  return (
    <div className="qt-image">
      <div className="qt-thumb">{image ? <img src={image} alt={imagePreview(number)} /> : <span>{NO_IMAGE}</span>}</div>
      <div className="qt-image-fields">
        {uploaded ? (
          <p className="qt-note">
            {UPLOADED_IMAGE}{' '}
            <button type="button" className="button button-link" onClick={() => onChange('')}>
              {REMOVE_IMAGE}
            </button>
          </p>
        ) : (
          <TextField
            label={IMAGE_ADDRESS}
            className="qt-field"
            inputMode="url"
            placeholder="https://"
            value={image}
            error={addressInvalid ? IMAGE_ADDRESS_INVALID : undefined}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={(event) => {
              setAddressLeft(true);
              const trimmed = event.currentTarget.value.trim();
              if (trimmed !== event.currentTarget.value) onChange(trimmed);
            }}
          />
        )}
        <div className="qt-field">
          <label htmlFor={fileId}>{UPLOAD_IMAGE}</label>
          <input
            id={fileId}
            type="file"
            accept="image/*"
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => void onFile(event.currentTarget)}
          />
        </div>
        {error && (
          <p id={errorId} role="alert" className="error-message qt-error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
