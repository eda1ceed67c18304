import { z } from 'zod';
import { ACCOUNT } from '../constants';
import { GENDERS, SEXUAL_PREFERENCES } from '../catalog/profile-options';
import { parseLocationLabel } from '../catalog/us-locations';
import { text } from './common';

/** Step 1 of the wizard (spec section 5): the same rules on client and server. */
export const displayNameSchema = text('Display name', ACCOUNT.displayNameMaxLength);
export const ageSchema = z
  .number('Age must be a number.')
  .int('Age must be a whole number.')
  .min(ACCOUNT.minAge, 'You must be 18 or older to use this app.')
  .max(ACCOUNT.maxAge, `Age must be ${ACCOUNT.maxAge} or less.`);

export const genderSchema = z.enum(GENDERS, `Gender must be one of: ${GENDERS.join(', ')}.`);
export const sexualPreferenceSchema = z.enum(
  SEXUAL_PREFERENCES,
  `Sexual preference must be one of: ${SEXUAL_PREFERENCES.join(', ')}.`,
);

/** 'city, state' from the bundled list (PRODUCT_RULES.md 3). */
export const locationLabelSchema = z
  .string('Location must be text.')
  .trim()
  .max(120, 'Location is too long.')
  .refine((v) => parseLocationLabel(v) !== undefined, {
    message: 'Please select your location from the list of US cities.',
  });

export const emailSchema = z
  .string('Email must be text.')
  .trim()
  .max(ACCOUNT.emailMaxLength, 'Email is too long.')
  // No control characters (NUL cannot be stored in PostgreSQL text).
  .refine((v) => /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u.test(v), {
    message: 'Please enter a valid email address.',
  });

export const usernameSchema = text('Username', ACCOUNT.usernameMaxLength).refine(
  (v) => /^[\p{L}\p{N}_.-]+$/u.test(v),
  { message: 'Username can use letters, numbers, dots, dashes and underscores.' },
);

export const passwordSchema = z
  .string('Password must be text.')
  .min(ACCOUNT.passwordMinLength, 'Password must be at least 6 characters long.')
  .max(
    ACCOUNT.passwordMaxLength,
    `Password must be at most ${ACCOUNT.passwordMaxLength} characters.`,
  );

export const RegisterRequestSchema = z.strictObject({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  displayName: displayNameSchema,
  age: ageSchema,
  gender: genderSchema,
  sexualPreference: sexualPreferenceSchema,
  location: locationLabelSchema,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.strictObject({
  email: z
    .string('Email is required.')
    .trim()
    .min(1, 'Email is required.')
    .max(ACCOUNT.emailMaxLength)
    .refine((v) => !/\p{Cc}/u.test(v), { message: 'Please enter a valid email address.' }),
  password: z
    .string('Password is required.')
    .min(1, 'Password is required.')
    .max(ACCOUNT.passwordMaxLength),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** POST /api/auth/delete-account: the password again, so a borrowed phone cannot delete it. */
export const DeleteAccountRequestSchema = z.strictObject({
  password: z
    .string('Enter your password to delete your account.')
    .min(1, 'Enter your password to delete your account.')
    .max(ACCOUNT.passwordMaxLength),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/** POST /api/auth/change-password: the current password, and a new one under the sign-up rules. */
export const ChangePasswordRequestSchema = z
  .strictObject({
    currentPassword: z
      .string('Enter your current password.')
      .min(1, 'Enter your current password.')
      .max(ACCOUNT.passwordMaxLength),
    newPassword: passwordSchema,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: 'Choose a new password that is different from your current one.',
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ChangePasswordResponseSchema = z.object({
  /** How many other sessions (devices) were signed out. */
  signedOut: z.number().int().nonnegative(),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;
