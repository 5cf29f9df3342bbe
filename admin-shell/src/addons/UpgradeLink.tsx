import type { ReactNode } from 'react';
import { PRICING_URL } from '../upgrade/strings';
import { ADDONS_STRINGS as S } from './strings';
import { markUpgradeClicked } from './upgradeReturn';

/** An upgrade link: the pricing page in a new tab, remembered so the return can be welcomed. */
export function UpgradeLink({ children, describedBy }: { children: ReactNode; describedBy?: string }) {
  return (
    <a
      className="button button-primary"
      href={PRICING_URL}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      onClick={markUpgradeClicked}
    >
      {children}{' '}
      <span className="visually-hidden">{S.opensInNewTab}</span>
    </a>
  );
}
