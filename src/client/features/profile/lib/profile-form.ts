import {
  GENDERS,
  SEXUAL_PREFERENCES,
  type Gender,
  type SexualPreference,
} from '../../../../shared/catalog/profile-options';
import { ACCOUNT } from '../../../../shared/constants';
import {
  findState,
  locationLabel,
  parseLocationLabel,
} from '../../../../shared/catalog/us-locations';
import type { UpdateProfileRequest } from '../../../../shared/schemas/profile';
import type { User } from '../../../../shared/schemas/user';

/** What the Edit Profile form holds: text as typed, the location as state code + city. */
export interface ProfileFormValues {
  displayName: string;
  age: string;
  stateCode: string;
  city: string;
  gender: Gender | '';
  sexualPreference: SexualPreference | '';
  bio: string;
}

export function formValuesFromUser(user: User): ProfileFormValues {
  const place = user.location ? parseLocationLabel(user.location) : undefined;
  return {
    displayName: user.displayName,
    age: String(user.age),
    stateCode: place?.state.code ?? '',
    city: place?.city.name ?? '',
    gender: GENDERS.find((g) => g === user.gender) ?? '',
    sexualPreference: SEXUAL_PREFERENCES.find((p) => p === user.sexualPreference) ?? '',
    bio: user.bio,
  };
}

/** Spec section 5 "Edit profile": a non-numeric age entry becomes 18. */
export function parseAge(raw: string): number {
  const age = Number.parseInt(raw.trim(), 10);
  return Number.isNaN(age) ? ACCOUNT.minAge : age;
}

/**
 * The PUT body. Empty optional values are sent as absent (spec section 5), so they stay as they
 * are; the bio is always sent, since clearing it is a real change a person can make.
 */
export function toUpdateRequest(values: ProfileFormValues): UpdateProfileRequest {
  const state = values.stateCode ? findState(values.stateCode) : undefined;
  const body: UpdateProfileRequest = {
    displayName: values.displayName.trim(),
    age: parseAge(values.age),
    bio: values.bio.trim(),
  };
  if (state && values.city) body.location = locationLabel(values.city, state.name);
  if (values.gender) body.gender = values.gender;
  if (values.sexualPreference) body.sexualPreference = values.sexualPreference;
  return body;
}
