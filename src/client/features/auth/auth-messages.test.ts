import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { loginFailureMessage } from './login-messages';

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
