import { ONBOARDING_PET_TYPES, type OnboardingPetType } from '../../shared/catalog/pets';
import { storage } from './storage';

/** The pet chosen in the registration wizard, kept to pre-fill onboarding. */
export interface PendingPet {
  type: OnboardingPetType;
  variant: string;
}

/**
 * Kept on this device under the account's id, so onboarding still starts from it after the tab
 * is closed and the person signs in again (the wizard's draft is gone by then), and another
 * account signing in on the device never sees it. Before the account exists, the pick lives only
 * in the wizard's own draft.
 */
const accountKey = (userId: string) => `petmatch.pendingPet.${userId}`;

function parse(raw: string | null): PendingPet | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingPet>;
    const type = ONBOARDING_PET_TYPES.find((t) => t === value.type);
    if (!type || typeof value.variant !== 'string') return null;
    return { type, variant: value.variant };
  } catch {
    return null;
  }
}

/** The account now exists: its wizard pick waits for onboarding. */
export function keepPendingPetFor(userId: string, pet: PendingPet): void {
  storage.set(accountKey(userId), JSON.stringify({ type: pet.type, variant: pet.variant }));
}

/** The pick to start this account's onboarding from, if its wizard left one. */
export function getPendingPet(userId: string | undefined): PendingPet | null {
  return userId ? parse(storage.get(accountKey(userId))) : null;
}

/** The account has a pet (or is gone): nothing is left to pre-fill. */
export function clearPendingPet(userId: string | undefined): void {
  if (userId) storage.remove(accountKey(userId));
}
