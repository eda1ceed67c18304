import { z } from 'zod';
import { ACCOUNT } from '../constants';
import {
  ageSchema,
  displayNameSchema,
  genderSchema,
  locationLabelSchema,
  sexualPreferenceSchema,
} from './auth';
import { text } from './common';

export const bioSchema = text('Bio', ACCOUNT.bioMaxLength, 0);

/**
 * PUT /api/user/profile (spec section 7). An absent field stays as it is; any field not listed
 * here (coins, id, createdAt, gameWins...) is refused, so it can never be written.
 */
export const UpdateProfileRequestSchema = z.strictObject({
  displayName: displayNameSchema.optional(),
  bio: bioSchema.optional(),
  /** 'City, State' from the bundled list. */
  location: locationLabelSchema.optional(),
  age: ageSchema.optional(),
  gender: genderSchema.optional(),
  sexualPreference: sexualPreferenceSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** PATCH /api/user/profile: the inline edit of exactly one of gender or sexualPreference. */
export const PatchProfileRequestSchema = z
  .strictObject({
    gender: genderSchema.optional(),
    sexualPreference: sexualPreferenceSchema.optional(),
  })
  .refine((body) => (body.gender === undefined) !== (body.sexualPreference === undefined), {
    message: 'Send exactly one of gender or sexualPreference.',
  });
export type PatchProfileRequest = z.infer<typeof PatchProfileRequestSchema>;
