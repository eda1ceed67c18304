import { ONBOARDING_PET_TYPES, type OnboardingPetType } from '../../shared/catalog/pets';
import { readTabItem, removeTabItem, writeTabItem } from './tab-storage';

/** The pet chosen in the registration wizard, kept to pre-fill onboarding (survives a reload). */
export interface PendingPet {
  type: OnboardingPetType;
  variant: string;
}

const KEY = 'petmatch.pendingPet';

export function setPendingPet(pet: PendingPet): void {
  writeTabItem(KEY, JSON.stringify({ type: pet.type, variant: pet.variant }));
}

export function getPendingPet(): PendingPet | null {
  try {
    const raw = readTabItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingPet>;
    const type = ONBOARDING_PET_TYPES.find((t) => t === value.type);
    if (!type || typeof value.variant !== 'string') return null;
    return { type, variant: value.variant };
  } catch {
    return null;
  }
}

export function clearPendingPet(): void {
  removeTabItem(KEY);
}
