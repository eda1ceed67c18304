import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  CONNECTION_PROBLEM,
  loginFailureMessage,
  registrationFailureMessage,
} from './auth-messages';

const wrong = {
  title: 'Login Failed',
  description: 'Your username and/or password is wrong. Please try again.',
};

describe('loginFailureMessage', () => {
  it('says the same thing for a wrong password or an unknown email', () => {
    expect(loginFailureMessage(new ApiError(401, '{"message":"Invalid"}', 'Unauthorized'))).toEqual(
      wrong,
    );
    expect(loginFailureMessage(new ApiError(400, '{"message":"x"}', 'Bad Request'))).toEqual(wrong);
  });

  it('blames the connection, not the password, when no answer came or the server failed', () => {
    const unreachable = { title: 'Login Failed', description: CONNECTION_PROBLEM };
    expect(loginFailureMessage(new ApiError(503, '', 'Service Unavailable'))).toEqual(unreachable);
    expect(loginFailureMessage(new TypeError('Failed to fetch'))).toEqual(unreachable);
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
  it('uses the spec wording, or says the connection failed', () => {
    const expected = {
      title: 'Registration Failed',
      description: 'Please check your information and try again.',
    };
    expect(registrationFailureMessage(new ApiError(400, '{"message":"x"}', 'Bad Request'))).toEqual(
      expected,
    );
    expect(registrationFailureMessage(new TypeError('Failed to fetch'))).toEqual({
      title: 'Registration Failed',
      description: CONNECTION_PROBLEM,
    });
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
