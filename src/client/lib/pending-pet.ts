import { ONBOARDING_PET_TYPES, type OnboardingPetType } from '../../shared/catalog/pets';
import { storage } from './storage';
import { readTabItem, removeTabItem, writeTabItem } from './tab-storage';

/** The pet chosen in the registration wizard, kept to pre-fill onboarding. */
export interface PendingPet {
  type: OnboardingPetType;
  variant: string;
}

const KEY = 'petmatch.pendingPet';
/** Once the account exists, its pick is kept on this device under its own id. */
const accountKey = (userId: string) => `${KEY}.${userId}`;

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

const serialize = (pet: PendingPet) => JSON.stringify({ type: pet.type, variant: pet.variant });

/** The wizard's pick while there is no account yet: this tab's, so a reload keeps it. */
export function setPendingPet(pet: PendingPet): void {
  writeTabItem(KEY, serialize(pet));
}

/**
 * The account now exists: its pick moves to this device's storage under the account's id, so
 * onboarding still starts from it after the tab is closed and the person signs in again (the
 * wizard's draft is gone by then). Another account signing in on the device never sees it.
 */
export function keepPendingPetFor(userId: string, pet: PendingPet): void {
  storage.set(accountKey(userId), serialize(pet));
  removeTabItem(KEY);
}

/** The pick to start onboarding from: the account's, else this tab's (a wizard just finished). */
export function getPendingPet(userId: string | undefined): PendingPet | null {
  return (userId ? parse(storage.get(accountKey(userId))) : null) ?? parse(readTabItem(KEY));
}

/** The first pet exists (or the account is gone): nothing is left to pre-fill. */
export function clearPendingPet(userId: string | undefined): void {
  if (userId) storage.remove(accountKey(userId));
  removeTabItem(KEY);
}
