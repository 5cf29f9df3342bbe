import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { AddonMenuItems } from '../federation/AddonMenuItems';
import { HelpMenu } from './HelpMenu';
import { SCREENS } from './screens';
import { FRAME_STRINGS as S } from './strings';

/**
 * The main navigation: the core screens, the add-ons' menu entries, then Help. Under 768 px wide
 * the list is folded behind a Menu button (aria-expanded): opening moves focus to the first
 * entry, Escape closes it and gives focus back to the button, and following a link closes it.
 * Wider, the button is not displayed and the list always shows (frame.css).
 */
export function MainNav() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  function toggle() {
    const opening = !open;
    setOpen(opening);
    // After React shows the list: focus can only go to a displayed link.
    if (opening) requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('a, button')?.focus());
  }

  return (
    <nav
      aria-label={S.mainNav}
      className={open ? 'main-nav main-nav-open' : 'main-nav'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className="main-nav-toggle button" aria-expanded={open} aria-controls={listId} onClick={toggle}>
        <span aria-hidden="true" className="main-nav-toggle-icon">
          ☰
        </span>
        {S.menu}
      </button>
      <ul id={listId} ref={list}>
        {SCREENS.filter((s) => !s.help).map(({ path, label }) => (
          <li key={path}>
            <NavLink to={`/${path}`}>{label}</NavLink>
          </li>
        ))}
        <AddonMenuItems />
        <HelpMenu />
      </ul>
    </nav>
  );
}
