import {
  isValidVariant,
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
 * Onboarding starts from the wizard's pick, kept whole: the wizard's variants (tabby, lunar…) are
 * not on onboarding's list, but the server takes every list's (PRODUCT_RULES.md 1), and the choice
 * step shows the picked one beside its own. Anything else starts from the type's first variant.
 */
export function initialChoice(pending: PendingPet | null): {
  type: OnboardingPetType | null;
  variant: string | null;
} {
  if (!pending || !ONBOARDING_PET_TYPES.includes(pending.type))
    return { type: null, variant: null };
  const variant = isValidVariant(pending.type, pending.variant)
    ? pending.variant
    : (ONBOARDING_CATALOG[pending.type].variants[0] ?? null);
  return { type: pending.type, variant };
}
