import { Link } from 'react-router';
import { FOOTER_LINKS } from './content';
import { WELCOME_STRINGS } from './strings';

const S = WELCOME_STRINGS.footer;

export function WelcomeFooter() {
  return (
    <footer className="welcome-footer">
      <p>{S.tagline}</p>
      <nav aria-label={S.label}>
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
