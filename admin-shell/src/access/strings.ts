/** What the Users screen (`/users`) says: the users table, its actions and dialogs, the two forms, the notices. Tests import these. */
export const ACCESS_SCREEN_STRINGS = {
  heading: 'Users',
  notAllowed: 'Sorry, you are not allowed to manage users.',

  usersHeading: 'Who can sign in',
  usersTable: 'Users table',
  loadingUsers: 'Loading users…',
  columns: { name: 'Name', email: 'Email', role: 'Role', status: 'Status', actions: 'Actions' },
  you: '(you)',
  roleOf: (email: string) => `Role of ${email}`,
  status: { active: 'Active', disabled: 'Disabled' },

  /** Row actions name their user, so "Disable" read alone still says whose account. */
  actionOn: (action: string, email: string) => `${action} ${email}`,
  actions: {
    resetPassword: 'Reset password',
    disable: 'Disable',
    disabling: 'Disabling…',
    enable: 'Enable',
    enabling: 'Enabling…',
    signOutEverywhere: 'Sign out everywhere',
    signingOut: 'Signing out…',
    delete: 'Delete',
  },

  resetTitle: (email: string) => `Reset the password of ${email}`,
  resetIntro: 'Every session of theirs ends; they sign in again with the new password.',
  setPassword: 'Set password',
  settingPassword: 'Setting password…',
  deleteTitle: 'Delete user',
  confirmDelete: (email: string) => `Delete ${email}? This cannot be undone.`,
  deleting: 'Deleting…',
  cancel: 'Cancel',

  addHeading: 'Add user',
  email: 'Email',
  name: 'Name',
  password: 'Password',
  role: 'Role',
  addUser: 'Add user',
  adding: 'Adding…',

  changeHeading: 'Change your password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  changePassword: 'Change password',
  changing: 'Changing…',

  /** The host's own message, checked before the call so a short password costs no round trip. */
  passwordTooShort: 'The password must be at least 8 characters long.',

  roleUpdated: 'Role updated.',
  passwordReset: 'Password changed. Their sessions have ended.',
  userDisabled: 'User disabled. Their sessions have ended.',
  userEnabled: 'User enabled.',
  signedOut: (ended: number) => `Signed out of ${ended} ${ended === 1 ? 'session' : 'sessions'}.`,
  userDeleted: 'User deleted.',
  userAdded: 'User added.',
  ownPasswordChanged: 'Your password was changed. Your other sessions have ended.',
} as const;
