import {
  ONBOARDING_CATALOG,
  ONBOARDING_PET_TYPES,
  type OnboardingPetType,
} from '../../../../shared/catalog/pets';
import { PetNameSchema } from '../../../../shared/schemas/pets';
import type { PendingPet } from '../../../lib/pending-pet';

/** The rename error to show, or null: 'Pet name cannot be empty.' and the length message. */
export function petNameError(name: string): string | null {
  const parsed = PetNameSchema.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Pet name is not valid.');
}

/**
 * Onboarding starts from the wizard's pick; its variant list differs from onboarding's, so an
 * unknown variant falls back to the first one of that type.
 */
export function initialChoice(pending: PendingPet | null): {
  type: OnboardingPetType | null;
  variant: string | null;
} {
  if (!pending || !ONBOARDING_PET_TYPES.includes(pending.type))
    return { type: null, variant: null };
  const variants = ONBOARDING_CATALOG[pending.type].variants;
  return {
    type: pending.type,
    variant: variants.includes(pending.variant) ? pending.variant : (variants[0] ?? null),
  };
}
