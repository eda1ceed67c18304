import { z } from 'zod';
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
