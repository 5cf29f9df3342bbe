/**
 * Export actions (spec 001 §2, §7): links to the export page, which the browser downloads. Without
 * Pro and a licence the same buttons show a lock and open the upgrade prompt instead.
 */
import { LockIcon } from '../../upgrade/LockIcon';
import { UPGRADE_STRINGS } from '../../upgrade/strings';
import { useUpgrade } from '../../upgrade/UpgradeContext';
import { exportUrl, type ExportRequest } from '../api';
import { RESULTS_STRINGS } from '../strings';

const S = RESULTS_STRINGS.exports;

/** `text` is what the button shows; `label`, when given, names it more fully for screen readers. */
function ExportAction({ request, allowed, text, label }: { request: ExportRequest; allowed: boolean; text: string; label?: string }) {
  const { openUpgrade } = useUpgrade();
  if (allowed) {
    return (
      <a className="button" href={exportUrl(request)} download aria-label={label}>
        {text}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="button locked"
      aria-label={UPGRADE_STRINGS.locked(label ?? text)}
      onClick={() => openUpgrade({ feature: S.feature })}
    >
      <LockIcon /> {text}
    </button>
  );
}

type Base = Omit<ExportRequest, 'format' | 'questionId'>;

/** The whole survey as CSV or XLSX. */
export function GeneralExport({ request, allowed }: { request: Base; allowed: boolean }) {
  return (
    <div role="group" aria-label={S.general} className="rs-exports">
      <ExportAction request={{ ...request, format: 'csv' }} allowed={allowed} text={S.csv} />
      <ExportAction request={{ ...request, format: 'xlsx' }} allowed={allowed} text={S.xlsx} />
    </div>
  );
}

/** One question's answers as CSV. */
export function QuestionExport({ request, questionId, title, allowed }: { request: Base; questionId: string | number; title: string; allowed: boolean }) {
  return (
    <ExportAction request={{ ...request, format: 'csv', questionId }} allowed={allowed} text={S.csv} label={S.questionCsv(title)} />
  );
}
