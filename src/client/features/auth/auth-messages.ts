import { ApiError, isConnectionProblem } from '../../lib/api-client';
import { FIELD } from './registration/fields';

export interface ToastMessage {
  title: string;
  description: string;
}

export const PASSWORD_RESET_ALERT = 'Password reset functionality coming soon!';

export const CONNECTION_PROBLEM =
  "We couldn't reach Petmatch. Check your connection and try again.";

/**
 * Spec section 8: a failed login shows one message that never says which of email or password
 * was wrong. Only the rate limit (429) explains itself, since retrying at once cannot work, and a
 * request that never got an answer says so rather than blame the password.
 */
export function loginFailureMessage(error: unknown): ToastMessage {
  const description =
    error instanceof ApiError && error.status === 429 && error.serverMessage
      ? error.serverMessage
      : isConnectionProblem(error)
        ? CONNECTION_PROBLEM
        : 'Your username and/or password is wrong. Please try again.';
  return { title: 'Login Failed', description };
}

/**
 * Spec section 8: 'Registration Failed' - 'Please check your information and try again.' When the
 * email or username is already taken (409) the server's sentence says which, so it is shown.
 */
export function registrationFailureMessage(error: unknown): ToastMessage {
  const description =
    error instanceof ApiError && error.status === 409 && error.serverMessage
      ? error.serverMessage
      : isConnectionProblem(error)
        ? CONNECTION_PROBLEM
        : 'Please check your information and try again.';
  return { title: 'Registration Failed', description };
}

/** The field a refused registration is about (the email or username is taken), if one. */
export function registrationFailureField(error: unknown): string | undefined {
  if (isEmailTaken(error)) return FIELD.email;
  if (error instanceof ApiError && error.status === 409 && /username/i.test(error.body)) {
    return FIELD.username;
  }
  return undefined;
}

/** The email is taken: after a lost answer, maybe by this very registration. */
export function isEmailTaken(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && /email/i.test(error.body);
}
