// The login page's words (SPEC 2 and 8); its field messages are authProvider/loginRules.ts's.
import { LOGIN_FAILED_MESSAGE } from '../../../resources/loginAnswers.ts';
import { UNEXPECTED_ERROR } from './loginFailureMessage.ts';

export const loginTexts = {
  title: 'Health Program',
  logoAlt: 'Health Program logo',
  username: 'Username',
  password: 'Password',
  forgotPassword: 'Forget Password?',
  login: 'Login',
  privacyPolicy: 'Privacy Policy',
  errorTitle: 'Error!',
  tryAgain: 'Try Again',
  unexpectedError: UNEXPECTED_ERROR,
  /** The server's known answer, shown in the chosen language; any other answer is shown as sent. */
  loginFailed: LOGIN_FAILED_MESSAGE,
} as const;
