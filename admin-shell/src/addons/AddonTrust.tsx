import { describeCapabilities, type AddonListing } from './capabilities';
import { ADDONS_STRINGS as S } from './strings';

type Trust = Pick<AddonListing, 'signed' | 'capabilities'> & Partial<Pick<AddonListing, 'runtime' | 'checksum'>>;

/**
 * Who vouches for an add-on: its package's signature, or, for a native add-on (a shared library
 * the server's operator installed), the operator, with the library's checksum as this server loaded
 * it. Behind a disclosure, what it may do; nothing for a host that sends neither.
 */
export function AddonTrust({ addon }: { addon: Trust }) {
  const native = addon.runtime === 'native';
  return (
    <>
      {native ? (
        <>
          <p>
            <span className="addon-runtime-native">{S.native}</span> {S.nativeNote}
          </p>
          {addon.checksum && (
            <p className="addon-checksum">
              {S.checksum}: <code>{addon.checksum}</code>
            </p>
          )}
        </>
      ) : (
        addon.signed && <p>{S.signature[addon.signed]}</p>
      )}
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
