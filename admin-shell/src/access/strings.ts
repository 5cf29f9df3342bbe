import { catalogue } from '../language/catalogue';
import en from './locales/en.json';

const m = catalogue('access', en);

/** What the Users screen (`/users`) says: the users table, its actions and dialogs, the two forms, the notices. Tests import these. */
export const ACCESS_SCREEN_STRINGS = m.strings({
  heading: 'heading',
  notAllowed: 'notAllowed',

  usersHeading: 'usersHeading',
  usersTable: 'usersTable',
  loadingUsers: 'loadingUsers',
  columns: { name: 'columns.name', email: 'columns.email', role: 'columns.role', status: 'columns.status', actions: 'columns.actions' },
  you: 'you',
  roleOf: (email: string) => m.format('roleOf', { email }),
  status: { active: 'status.active', disabled: 'status.disabled' },

  /** Row actions name their user, so "Disable" read alone still says whose account. */
  actionOn: (action: string, email: string) => m.format('actionOn', { action, email }),
  actions: {
    resetPassword: 'actions.resetPassword',
    disable: 'actions.disable',
    disabling: 'actions.disabling',
    enable: 'actions.enable',
    enabling: 'actions.enabling',
    signOutEverywhere: 'actions.signOutEverywhere',
    signingOut: 'actions.signingOut',
    delete: 'actions.delete',
  },

  resetTitle: (email: string) => m.format('resetTitle', { email }),
  resetIntro: 'resetIntro',
  setPassword: 'setPassword',
  settingPassword: 'settingPassword',
  deleteTitle: 'deleteTitle',
  confirmDelete: (email: string) => m.format('confirmDelete', { email }),
  deleting: 'deleting',
  cancel: 'cancel',

  addHeading: 'addHeading',
  email: 'email',
  name: 'name',
  password: 'password',
  role: 'role',
  addUser: 'addUser',
  adding: 'adding',

  changeHeading: 'changeHeading',
  currentPassword: 'currentPassword',
  newPassword: 'newPassword',
  changePassword: 'changePassword',
  changing: 'changing',

  /** The host's own message, checked before the call so a short password costs no round trip. */
  passwordTooShort: 'passwordTooShort',

  roleUpdated: 'roleUpdated',
  passwordReset: 'passwordReset',
  userDisabled: 'userDisabled',
  userEnabled: 'userEnabled',
  signedOut: (ended: number) => m.format('signedOut', { ended }),
  userDeleted: 'userDeleted',
  userAdded: 'userAdded',
  ownPasswordChanged: 'ownPasswordChanged',
});
