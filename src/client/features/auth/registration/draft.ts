import type { OnboardingPetType } from '../../../../shared/catalog/pets';
import type { Gender, SexualPreference } from '../../../../shared/catalog/profile-options';
import { findState, locationLabel } from '../../../../shared/catalog/us-locations';
import type { RegisterRequest } from '../../../../shared/schemas/auth';

/** Spec section 3 "Registration draft": what the wizard collects over its 4 steps. */
export interface RegistrationDraft {
  displayName: string;
  /** As typed; converted to a number when sent. */
  age: string;
  gender: Gender | '';
  sexualPreference: SexualPreference | '';
  stateCode: string;
  city: string;
  images: File[];
  pet: { type: OnboardingPetType; variant: string } | null;
  email: string;
  username: string;
  password: string;
  agreeToTerms: boolean;
}

export const EMPTY_DRAFT: RegistrationDraft = {
  displayName: '',
  age: '',
  gender: '',
  sexualPreference: '',
  stateCode: '',
  city: '',
  images: [],
  pet: null,
  email: '',
  username: '',
  password: '',
  agreeToTerms: false,
};

export const REGISTRATION_STEPS = [
  { title: 'About You', subtitle: "Let's start with the basics." },
  { title: 'Your Profile', subtitle: 'Help us find people who fit you.' },
  { title: 'Your First Pet', subtitle: 'Choose the companion who comes on dates with you.' },
  { title: 'Your Account', subtitle: 'Almost there! Secure your account.' },
] as const;

export type StepNumber = 1 | 2 | 3 | 4;

/** 'City, State Name' for the chosen state and city, or undefined while either is missing. */
export function draftLocation(draft: Pick<RegistrationDraft, 'stateCode' | 'city'>) {
  const state = findState(draft.stateCode);
  if (!state || !draft.city) return undefined;
  return locationLabel(draft.city, state.name);
}

/**
 * Spec section 3 "Registration payload": images and the pet are not part of it; age is a number
 * and location the single string 'city, state'. Call after every step has validated.
 */
export function buildRegistrationPayload(draft: RegistrationDraft): RegisterRequest {
  const location = draftLocation(draft);
  if (!draft.gender || !draft.sexualPreference || !location) {
    throw new Error('The registration draft is incomplete.');
  }
  return {
    email: draft.email.trim(),
    username: draft.username.trim(),
    password: draft.password,
    displayName: draft.displayName.trim(),
    age: Number(draft.age),
    gender: draft.gender,
    sexualPreference: draft.sexualPreference,
    location,
  };
}
