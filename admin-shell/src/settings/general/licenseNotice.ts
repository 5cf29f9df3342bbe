/** Which license notice shows (spec 002 §4): expired, then disabled, then invalid. */
import { LICENSE_STRINGS as S } from '../strings';
import type { License } from '../types';

export type LicenseNoticeKind = 'expired' | 'disabled' | 'invalid';

export interface ShownLicenseNotice {
  kind: LicenseNoticeKind;
  message: string;
  link: string | null;
}

export function licenseNoticeOf(license: License): ShownLicenseNotice | null {
  const kind: LicenseNoticeKind | null = license.is_expired
    ? 'expired'
    : license.is_disabled
      ? 'disabled'
      : license.is_invalid
        ? 'invalid'
        : null;
  if (!kind) return null;
  // The server's notice is the one in force when it names the same state; its words are the spec's.
  const server = license.notice && license.state === kind ? license.notice : null;
  return { kind, message: server?.message ?? S.notices[kind], link: server?.link ?? null };
}
