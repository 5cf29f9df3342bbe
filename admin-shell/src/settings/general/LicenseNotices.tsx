import { Link } from 'react-router';
import { adminPath } from '../../page';
import { LICENSE_STRINGS as S } from '../strings';
import type { License } from '../types';
import { licenseNoticeOf } from './licenseNotice';

/** The license notice in force, as an error notice above the key. */
export function LicenseNotices({ license }: { license: License }) {
  const notice = licenseNoticeOf(license);
  if (!notice) return null;
  const inside = notice.link ? adminPath(notice.link) : null;
  return (
    <div className="inline-notice settings-notice-error" data-notice={notice.kind}>
      <p>{notice.message}</p>
      {notice.link &&
        (inside ? <Link to={inside}>{S.notices.renew}</Link> : <a href={notice.link}>{S.notices.renew}</a>)}
    </div>
  );
}
