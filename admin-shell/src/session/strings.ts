/** What the sign-in and first-administrator screens say. */
export const SESSION_STRINGS = {
  product: 'Hearken',
  loading: 'Loading…',
  signInHeading: 'Sign in',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  setupHeading: 'Create the first administrator',
  setupIntro: 'Hearken has no administrator yet. The account you create here can do everything.',
  createAdministrator: 'Create administrator',
  creatingAdministrator: 'Creating…',
  name: 'Name',
  email: 'Email',
  password: 'Password',
  signOut: 'Sign out',
  retry: 'Try again',
  setupAlreadyDone: 'The first administrator already exists. Sign in instead.',
} as const;
