/**
 * The registration fields' ids (components/step-*.tsx), for marking the one a toast is about. A
 * module of its own, so the sign-in page's messages can name them without the wizard's checks.
 */
export const FIELD = {
  displayName: 'reg-display-name',
  age: 'reg-age',
  gender: 'reg-gender',
  sexualPreference: 'reg-sexual-preference',
  state: 'reg-state',
  city: 'reg-city',
  email: 'reg-email',
  username: 'reg-username',
  password: 'reg-password',
  agreement: 'reg-agreement',
} as const;
