import { LockedButton } from '../../upgrade/Locked';
import { RESPONSES_PATHS, RESPONSES_STRINGS as S } from './strings';

/** Export Results: the general CSV report for Pro with a licence, the upgrade prompt otherwise. */
export function ExportAction({ surveyId, allowed }: { surveyId: number; allowed: boolean }) {
  if (!allowed) return <LockedButton feature={S.exportResults}>{S.exportResults}</LockedButton>;
  return (
    <a className="button" href={RESPONSES_PATHS.exportGeneral(surveyId)} target="_blank" rel="noopener noreferrer">
      {S.exportResults}
    </a>
  );
}
