import { z } from 'zod';
import { DATING } from '../constants';
import { ANY, GENDERS, SEXUAL_PREFERENCES } from '../catalog/profile-options';
import { PET_TYPES } from '../catalog/pets';

// Kept apart from the Preferences answer (preferences.ts): every start of the app builds that one
// as part of the user, and these rules are needed only where preferences are saved.

const sliderAge = z
  .number('Ages must be numbers.')
  .int('Ages must be whole numbers.')
  .min(
    DATING.ageSliderMin,
    `Ages must be between ${DATING.ageSliderMin} and ${DATING.ageSliderMax}.`,
  )
  .max(
    DATING.ageSliderMax,
    `Ages must be between ${DATING.ageSliderMin} and ${DATING.ageSliderMax}.`,
  );

/**
 * PUT body: the slider ranges of spec section 5 are enforced here for client and server.
 * `location` is accepted because the spec's client sends the whole Preferences object back, but
 * it is not stored from here: the dating location is always the user's profile city
 * (docs/rules.md "Dating").
 */
export const UpdatePreferencesRequestSchema = z.strictObject({
  ageRange: z
    .tuple([sliderAge, sliderAge], 'The age range must be two ages, [min, max].')
    .refine(([min, max]) => max - min >= 1, {
      message: 'The age range must span at least one year.',
    }),
  distance: z
    .number('Distance must be a number of miles.')
    .int('Distance must be a whole number of miles.')
    .min(DATING.distanceMin, `Distance must be at least ${DATING.distanceMin} miles.`)
    .max(DATING.distanceMax, `Distance must be at most ${DATING.distanceMax} miles.`)
    .refine((d) => d % DATING.distanceStep === 0, {
      message: `Distance moves in steps of ${DATING.distanceStep} miles.`,
    }),
  petPreference: z.enum(
    [ANY, ...PET_TYPES],
    `Pet preference must be one of: ${[ANY, ...PET_TYPES].join(', ')}.`,
  ),
  showOnlyActivePets: z.boolean('showOnlyActivePets must be true or false.'),
  enableSuperLikes: z.boolean('enableSuperLikes must be true or false.'),
  genderPreference: z.enum(
    [ANY, ...GENDERS],
    `Gender preference must be one of: ${[ANY, ...GENDERS].join(', ')}.`,
  ),
  sexualPreferenceFilter: z.enum(
    [ANY, ...SEXUAL_PREFERENCES],
    `Sexual preference filter must be one of: ${[ANY, ...SEXUAL_PREFERENCES].join(', ')}.`,
  ),
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
