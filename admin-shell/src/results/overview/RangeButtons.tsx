import { LockIcon } from '../../upgrade/LockIcon';
import { UPGRADE_STRINGS } from '../../upgrade/strings';
import { useUpgrade } from '../../upgrade/UpgradeContext';
import { RESULTS_STRINGS } from '../strings';

const S = RESULTS_STRINGS.overview;

/** The overview's ranges in days (spec 001 §9): 7 by default, 30 with Pro and a licence. */
export type OverviewRange = 7 | 30;

/**
 * Past 7 Days and Past 30 Days as toggle buttons. Without a licence the 30-day button keeps its
 * words, shows a lock and opens the upgrade prompt.
 */
export function RangeButtons({
  range,
  onRange,
  thirtyDaysAllowed,
}: {
  range: OverviewRange;
  onRange(range: OverviewRange): void;
  thirtyDaysAllowed: boolean;
}) {
  const { openUpgrade } = useUpgrade();
  return (
    <div role="group" aria-label={S.rangeLabel} className="rs-range-buttons">
      <button type="button" className="button" aria-pressed={range === 7} onClick={() => onRange(7)}>
        {S.past7}
      </button>
      {thirtyDaysAllowed ? (
        <button type="button" className="button" aria-pressed={range === 30} onClick={() => onRange(30)}>
          {S.past30}
        </button>
      ) : (
        <button
          type="button"
          className="button locked"
          aria-label={UPGRADE_STRINGS.locked(S.past30)}
          onClick={() => openUpgrade({ feature: S.past30Feature })}
        >
          <LockIcon /> {S.past30}
        </button>
      )}
    </div>
  );
}
