import { z } from 'zod';
import { DATING } from '../constants';
import { ANY, GENDERS, SEXUAL_PREFERENCES } from '../catalog/profile-options';
import { PET_TYPES } from '../catalog/pets';

export const PreferencesLocationSchema = z.object({
  state: z.string(),
  stateCode: z.string(),
  city: z.string(),
});

export const PreferencesSchema = z.object({
  ageRange: z.tuple([z.number().int(), z.number().int()]),
  distance: z.number().int(),
  petPreference: z.enum([ANY, ...PET_TYPES]),
  showOnlyActivePets: z.boolean(),
  enableSuperLikes: z.boolean(),
  genderPreference: z.enum([ANY, ...GENDERS]),
  sexualPreferenceFilter: z.enum([ANY, ...SEXUAL_PREFERENCES]),
  location: PreferencesLocationSchema.nullable(),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

/** PUT body: the slider ranges of spec section 5 are enforced here for client and server. */
export const UpdatePreferencesRequestSchema = z.strictObject({
  ageRange: z
    .tuple([
      z.number().int().min(DATING.ageSliderMin).max(DATING.ageSliderMax),
      z.number().int().min(DATING.ageSliderMin).max(DATING.ageSliderMax),
    ])
    .refine(([min, max]) => max - min >= 1, {
      message: 'The age range must span at least one year.',
    }),
  distance: z
    .number()
    .int()
    .min(DATING.distanceMin)
    .max(DATING.distanceMax)
    .refine((d) => d % DATING.distanceStep === 0, {
      message: `Distance moves in steps of ${DATING.distanceStep} miles.`,
    }),
  petPreference: PreferencesSchema.shape.petPreference,
  showOnlyActivePets: z.boolean(),
  enableSuperLikes: z.boolean(),
  genderPreference: PreferencesSchema.shape.genderPreference,
  sexualPreferenceFilter: PreferencesSchema.shape.sexualPreferenceFilter,
  location: z
    .strictObject({
      state: z.string().max(60),
      stateCode: z.string().max(4),
      city: z.string().max(80),
    })
    .nullable()
    .optional(),
});
export type UpdatePreferencesRequest = z.infer<typeof UpdatePreferencesRequestSchema>;
