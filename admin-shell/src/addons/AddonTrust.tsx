import { describeCapabilities, type AddonListing } from './capabilities';
import { ADDONS_STRINGS as S } from './strings';

/** Who signed an add-on and, behind a disclosure, what it may do; nothing for a host that sends neither. */
export function AddonTrust({ addon }: { addon: Pick<AddonListing, 'signed' | 'capabilities'> }) {
  return (
    <>
      {addon.signed && <p>{S.signature[addon.signed]}</p>}
      {addon.capabilities && (
        <details>
          <summary>{S.whatItMayDo}</summary>
          <ul>
            {describeCapabilities(addon.capabilities).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
