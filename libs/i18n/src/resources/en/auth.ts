/** The gateway's sign-in page (/bff/login): served by the gateway, never loaded by the shell. */
export const auth = {
  signInTitle: 'Sign in',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  signInFailed: 'The email or the password is wrong.',
  tooManyAttempts: 'Too many sign-in attempts. Wait a few minutes and try again.',
  badReturnUrl: 'The page to return to is not on this site.',
  noAccount: 'New here?',
  signUp: 'Create an account',
  language: 'Language',
};
export type AuthCatalog = typeof auth;
