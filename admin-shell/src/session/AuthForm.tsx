import { useId, type ReactNode } from 'react';
import { SESSION_STRINGS as S } from './strings';

/**
 * The card of the screens before the admin (sign in, create the first administrator): the
 * product's name, the heading that names the form, then the form's own fields.
 */
export function AuthForm({ heading, onSubmit, children }: { heading: string; onSubmit(): void; children: ReactNode }) {
  const headingId = useId();
  return (
    <main className="auth-screen">
      <form
        className="auth-card"
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <p className="auth-product">{S.product}</p>
        <h1 id={headingId}>{heading}</h1>
        {children}
      </form>
    </main>
  );
}
