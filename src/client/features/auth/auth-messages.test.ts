import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { loginFailureMessage, registrationFailureMessage } from './auth-messages';

const wrong = {
  title: 'Login Failed',
  description: 'Your username and/or password is wrong. Please try again.',
};

describe('loginFailureMessage', () => {
  it('says the same thing for a wrong password, an unknown email or a broken server', () => {
    expect(loginFailureMessage(new ApiError(401, '{"message":"Invalid"}', 'Unauthorized'))).toEqual(
      wrong,
    );
    expect(loginFailureMessage(new ApiError(500, '', 'Internal Server Error'))).toEqual(wrong);
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toEqual(wrong);
  });

  it('passes on the rate-limit explanation', () => {
    const limited = new ApiError(
      429,
      '{"message":"Too many failed sign-in attempts. Please try again in 15 minutes."}',
      'Too Many Requests',
    );
    expect(loginFailureMessage(limited)).toEqual({
      title: 'Login Failed',
      description: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
  });
});

describe('registrationFailureMessage', () => {
  it('uses the spec wording for any failure', () => {
    const expected = {
      title: 'Registration Failed',
      description: 'Please check your information and try again.',
    };
    expect(registrationFailureMessage(new ApiError(400, '{"message":"x"}', 'Bad Request'))).toEqual(
      expected,
    );
    expect(registrationFailureMessage(new TypeError('Failed to fetch'))).toEqual(expected);
  });

  it('says which of email or username is taken', () => {
    const taken = new ApiError(
      409,
      '{"message":"An account with this email already exists."}',
      'Conflict',
    );
    expect(registrationFailureMessage(taken)).toEqual({
      title: 'Registration Failed',
      description: 'An account with this email already exists.',
    });
  });
});
