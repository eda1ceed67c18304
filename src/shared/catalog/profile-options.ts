/** Option lists of spec section 3. Stored values are the labels themselves. */

export const GENDERS = ['Male', 'Female', 'Non-binary', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const SEXUAL_PREFERENCES = [
  'Straight',
  'Gay',
  'Lesbian',
  'Bisexual',
  'Pansexual',
  'Asexual',
  'Other',
] as const;
export type SexualPreference = (typeof SEXUAL_PREFERENCES)[number];

/** The dating filters also accept 'any'. */
export const ANY = 'any' as const;
