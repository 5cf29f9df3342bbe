import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { SCREENS } from './screens';
import { FRAME_STRINGS as S } from './strings';

const HELP = SCREENS.filter((s) => s.help);

/**
 * The Help entry of the main navigation: a disclosure button whose list holds About, Welcome and
 * Growth Tools. Escape closes it and gives focus back to the button; so does a click elsewhere
 * and following one of its links.
 */
export function HelpMenu() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const current = HELP.some((s) => pathname === `/${s.path}` || pathname.startsWith(`/${s.path}/`));

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <li
      ref={root}
      className="nav-help"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={current ? 'nav-help-button active' : 'nav-help-button'}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {S.nav.help}
        <span aria-hidden="true" className="nav-help-arrow">
          ▾
        </span>
      </button>
      <ul id={listId} className="nav-help-list" hidden={!open}>
        {HELP.map(({ path, label }) => (
          <li key={path}>
            <NavLink to={`/${path}`}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
