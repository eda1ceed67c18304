import { apiRequest } from '../../../lib/api-client';

/** GET /api/pets/active answers the pet, `{ pet }` or null; after login only its presence counts. */
export function isActivePetPresent(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  if ('pet' in body) return isActivePetPresent((body as { pet: unknown }).pet);
  return 'id' in body;
}

/** Spec section 2 "Login": a failed check counts as no pet (the user goes to /onboarding). */
export async function hasActivePet(): Promise<boolean> {
  try {
    const res = await apiRequest('GET', '/api/pets/active');
    return isActivePetPresent(await res.json());
  } catch {
    return false;
  }
}
