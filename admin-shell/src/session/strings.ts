import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('session', en);

/** What the sign-in and first-administrator screens say. */
export const SESSION_STRINGS = m.strings({
  product: 'product',
  loading: 'loading',
  signInHeading: 'signInHeading',
  signIn: 'signIn',
  signingIn: 'signingIn',
  setupHeading: 'setupHeading',
  setupIntro: 'setupIntro',
  createAdministrator: 'createAdministrator',
  creatingAdministrator: 'creatingAdministrator',
  name: 'name',
  email: 'email',
  password: 'password',
  signOut: 'signOut',
  retry: 'retry',
  setupAlreadyDone: 'setupAlreadyDone',
});
