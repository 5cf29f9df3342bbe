import { Link } from 'react-router';
import type { Notice } from './NoticesContext';

/** The live region the notices appear in; a closing notice is hidden from assistive technology. */
export function NoticesRegion({ notices, onClose }: { notices: Notice[]; onClose(id: number): void }) {
  return (
    <div className="notices" role="status" aria-live="polite">
      <ul>
        {notices.map((notice) => (
          <li
            key={notice.id}
            className={`notice notice-${notice.type}${notice.closing ? ' notice-closing' : ''}`}
            aria-hidden={notice.closing || undefined}
          >
            <div className="notice-body">
              <p>
                {notice.heading && (
                  <>
                    <strong className="notice-heading">{notice.heading}</strong>{' '}
                  </>
                )}
                {notice.title}
                {notice.link && (
                  <>
                    {' - '}
                    <Link to={notice.link.to} onClick={() => onClose(notice.id)}>
                      {notice.link.label}
                    </Link>
                  </>
                )}
              </p>
              {notice.details && (
                <details className="notice-details">
                  <summary>Details</summary>
                  <pre>{notice.details}</pre>
                </details>
              )}
            </div>
            {!notice.closing && (
              <button type="button" className="notice-close" aria-label="Dismiss notice" onClick={() => onClose(notice.id)}>
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
