/**
 * Reading a chosen image file into the option (spec 002 §5: "Media picker: single image only").
 * Hearken has no media library, so the file travels inside the survey as a data: URL; the size
 * cap keeps one option from bloating every save and every widget load.
 */
import { IMAGE_UNREADABLE, NOT_AN_IMAGE, imageTooLarge } from './strings';

export const MAX_IMAGE_BYTES = 100 * 1024;
export const MAX_IMAGE_LABEL = '100 KB';

/**
 * What the add-on's validate-question hook accepts as a typed-in image (../src/lib.rs): nothing,
 * a web address, or a path on the site. Checked here too so the author hears it on leaving the
 * field rather than on saving.
 */
export function isImageAddress(value: string): boolean {
  const address = value.trim();
  return address === '' || /^https?:\/\//.test(address) || address.startsWith('/');
}

/** Why `file` cannot be used, or null when it can. */
export function refuseImage(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > MAX_IMAGE_BYTES) return imageTooLarge(MAX_IMAGE_LABEL);
  return null;
}

/** The file's contents as a data: URL; rejects with the message to show. */
export function readImage(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error(IMAGE_UNREADABLE));
    reader.onerror = () => reject(new Error(IMAGE_UNREADABLE));
    reader.readAsDataURL(file);
  });
}
