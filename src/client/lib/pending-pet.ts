import { ONBOARDING_PET_TYPES, type OnboardingPetType } from '../../shared/catalog/pets';

/** The pet chosen in the registration wizard, kept to pre-fill onboarding (survives a reload). */
export interface PendingPet {
  type: OnboardingPetType;
  variant: string;
}

const KEY = 'petmatch.pendingPet';

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function setPendingPet(pet: PendingPet): void {
  try {
    session()?.setItem(KEY, JSON.stringify({ type: pet.type, variant: pet.variant }));
  } catch {
    /* storage full or disabled: onboarding simply starts without a pre-fill */
  }
}

export function getPendingPet(): PendingPet | null {
  try {
    const raw = session()?.getItem(KEY);
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
  try {
    session()?.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}
