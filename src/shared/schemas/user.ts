import { z } from 'zod';
import { PreferencesSchema } from './preferences';

/** The caller's own user (spec section 3). Nothing secret: no hash, no email of anyone else. */
export const UserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  displayName: z.string(),
  age: z.number().int(),
  bio: z.string(),
  /** 'City, State' or null. */
  location: z.string().nullable(),
  gender: z.string().nullable(),
  sexualPreference: z.string().nullable(),
  /** URL of the main photo, or null. */
  profileImage: z.string().nullable(),
  coins: z.number().int(),
  gameWins: z.number().int(),
  /**
   * When the user last fed, played with, groomed or trained any pet (ISO), or null. The deck's
   * "active pets only" filter reads it (docs/rules.md "Dating"); the default keeps a user stored
   * by an earlier version of the app signed in.
   */
  lastPetActionAt: z.string().nullable().default(null),
  createdAt: z.string(),
  preferences: PreferencesSchema,
});
export type User = z.infer<typeof UserSchema>;

/**
 * The answer to sign-up and sign-in. Kept here, beside the user, rather than with the request
 * schemas in auth.ts: the app checks it on every start, and auth.ts builds the wizard's rules
 * and reads the US city list, which only the sign-up and sign-in screens need.
 */
export const AuthResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
