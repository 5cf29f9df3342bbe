/** How a response's values read on screen. */
import type { ResponseAnswer } from '../types';
import { currentLocale } from '../../language/catalogue';

/** The date and time in the admin's language; blank when missing or unreadable. */
export function submittedDate(rfc3339: string | null | undefined): string {
  if (!rfc3339) return '';
  const date = new Date(rfc3339);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

/** An answer as text, arrays joined with a comma; null when the question was not answered. */
export function answerText(value: ResponseAnswer['value'] | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const parts = value.map(String).filter((part) => part.trim() !== '');
    return parts.length > 0 ? parts.join(', ') : null;
  }
  const text = String(value);
  return text.trim() === '' ? null : text;
}
