/**
 * The main navigation's entries of add-ons (`menu-item`), after the core screens. A locked add-on's
 * entry shows a lock (read as "(locked)") and leads to its page, which shows what unlocks it.
 */
import { useMemo } from 'react';
import { NavLink } from 'react-router';
import { LockIcon } from '../upgrade/LockIcon';
import { useUiManifest } from './manifest';
import { menuItemsOf } from './pages';
import { FEDERATION_STRINGS as S } from './strings';

export function AddonMenuItems() {
  const { manifest } = useUiManifest();
  const items = useMemo(() => menuItemsOf(manifest), [manifest]);
  return (
    <>
      {items.map((item) => (
        <li key={`${item.slug}:${item.to}:${item.label}`}>
          <NavLink to={item.to}>
            {item.label}
            {item.locked && (
              <>
                {' '}
                <LockIcon label={S.locked} />
              </>
            )}
          </NavLink>
        </li>
      ))}
    </>
  );
}
