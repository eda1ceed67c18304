import { z } from 'zod';
import { ONBOARDING_PET_TYPES } from '../../../../shared/catalog/pets';
import { GENDERS, SEXUAL_PREFERENCES } from '../../../../shared/catalog/profile-options';
import { PHOTOS } from '../../../../shared/constants';
import { readTabItem, removeTabItem, writeTabItem } from '../../../lib/tab-storage';
import { EMPTY_DRAFT, type RegistrationDraft } from './draft';

const KEY = 'petmatch.registrationDraft';

/**
 * What of the wizard survives a reload of this tab. The password stays in memory only; photos
 * are Files, which sessionStorage cannot hold: only their number is kept here, the files
 * themselves in IndexedDB (saved-photos.ts), so the wizard can tell the user if they were lost.
 * The terms box is ticked again on purpose, next to the password. A field that does not parse
 * falls back to empty instead of losing the rest.
 */
const text = z.string().max(500).catch('');
const savedDraftSchema = z.object({
  displayName: text,
  age: text,
  gender: z.enum(GENDERS).or(z.literal('')).catch(''),
  sexualPreference: z.enum(SEXUAL_PREFERENCES).or(z.literal('')).catch(''),
  stateCode: text,
  city: text,
  pet: z
    .object({ type: z.enum(ONBOARDING_PET_TYPES), variant: z.string().max(40) })
    .nullable()
    .catch(null),
  email: text,
  username: text,
  photoCount: z.number().int().min(0).max(PHOTOS.maxPerUser).catch(0),
});

type SavedDraft = z.infer<typeof savedDraftSchema>;

/** The saved part of a draft, as stored. */
function savedDraftJson(draft: RegistrationDraft): string {
  const saved: SavedDraft = {
    displayName: draft.displayName,
    age: draft.age,
    gender: draft.gender,
    sexualPreference: draft.sexualPreference,
    stateCode: draft.stateCode,
    city: draft.city,
    pet: draft.pet,
    email: draft.email,
    username: draft.username,
    photoCount: draft.images.length,
  };
  return JSON.stringify(saved);
}

export interface RestoredDraft {
  draft: RegistrationDraft;
  /** Photos that had been picked before the reload: saved-photos.ts may bring them back. */
  photoCount: number;
}

const NOTHING_RESTORED: RestoredDraft = { draft: EMPTY_DRAFT, photoCount: 0 };

/** The draft from what was stored, or the empty draft when nothing usable was. */
export function draftFromSaved(raw: string | null): RestoredDraft {
  if (!raw) return NOTHING_RESTORED;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NOTHING_RESTORED;
  }
  const saved = savedDraftSchema.safeParse(value);
  if (!saved.success) return NOTHING_RESTORED;
  const { photoCount, ...fields } = saved.data;
  return { draft: { ...EMPTY_DRAFT, ...fields }, photoCount };
}

export const loadSavedDraft = () => draftFromSaved(readTabItem(KEY));
export const saveDraft = (draft: RegistrationDraft) => writeTabItem(KEY, savedDraftJson(draft));
export const clearSavedDraft = () => removeTabItem(KEY);
