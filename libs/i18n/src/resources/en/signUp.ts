/** The sign-up page of the shell: loaded with the page, not on the first page. */
export const signUp = {
  title: 'Create an account',
  name: 'Your name',
  email: 'Email',
  password: 'Password (at least 8 characters)',
  confirm: 'Password again',
  submit: 'Create account',
  done: 'Your account is ready. Sign in to continue.',
  signingIn: 'Your account is ready. Signing you in…',
  haveAccount: 'Already have an account?',
  signIn: 'Sign in',
};
export type SignUpCatalog = typeof signUp;
