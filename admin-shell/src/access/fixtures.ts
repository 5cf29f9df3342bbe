/** Users, roles and sessions as the host sends them, for the Access screen's tests. */
import type { Session } from '../session/api';
import type { Role, User } from './queries';

/** The signed-in administrator of `ADMIN_SESSION`. */
export const ADA: User = { id: 1, email: 'ada@example.com', name: 'Ada', role: 'administrator', disabled: false, language: null };
export const GRACE: User = { id: 2, email: 'grace@example.com', name: 'Grace', role: 'editor', disabled: false, language: null };
export const ALAN: User = { id: 3, email: 'alan@example.com', name: 'Alan', role: 'editor', disabled: true, language: null };

export const ROLES: Role[] = [
  { slug: 'administrator', name: 'Administrator', builtin: true },
  { slug: 'editor', name: 'Editor', builtin: true },
  { slug: 'analyst', name: 'Analyst', builtin: false },
];

/** Signed in without `manage_options`. */
export const EDITOR_SESSION: Session = {
  user: { id: 2, email: GRACE.email, name: GRACE.name, role: 'editor', disabled: false, language: null },
  nonce: 'nonce-456',
  capabilities: ['create_edit_surveys', 'view_results'],
};

/** The host's 422 answer naming one field; its message is the field's. */
export function invalidField(field: string, message: string) {
  return { status: 422, body: { code: 'invalid', message, fields: { [field]: message } } };
}

export const LAST_ADMINISTRATOR = {
  status: 409,
  body: { code: 'last_administrator', message: 'At least one active administrator must remain.' },
};
