import { and, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import type { Db } from '../../db/client';
import { pets, preferences, users } from '../../db/schema';
import { notFound } from '../../domain/errors';
import type { PetType } from '../../../shared/catalog/pets';
import { DEFAULT_PREFERENCES } from '../../../shared/constants';

type PreferencesRow = typeof preferences.$inferSelect;

/** The caller as the dating queries need them: who they are, where they look, what they want. */
export interface Viewer {
  id: string;
  displayName: string;
  age: number;
  gender: string | null;
  sexualPreference: string | null;
  /** The profile city's centre: distances are measured between profile cities. */
  centre: { lat: number; lng: number } | null;
  lastPetActionAt: Date | null;
  prefs: Omit<PreferencesRow, 'updatedAt'>;
  pet: { type: PetType; level: number } | null;
}

const viewerRow = builtOnce((db) =>
  db
    .select({
      id: users.id,
      displayName: users.displayName,
      age: users.age,
      gender: users.gender,
      sexualPreference: users.sexualPreference,
      lat: users.lat,
      lng: users.lng,
      lastPetActionAt: users.lastPetActionAt,
      prefs: preferences,
      petType: pets.type,
      petLevel: pets.level,
    })
    .from(users)
    .leftJoin(preferences, eq(preferences.userId, users.id))
    .leftJoin(pets, and(eq(pets.userId, users.id), eq(pets.isActive, true)))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('dating_viewer'),
);

export async function loadViewer(db: Db, userId: string): Promise<Viewer> {
  const [row] = await viewerRow(db).execute({ userId });
  if (!row) throw notFound('User not found.');
  const prefs = row.prefs ?? {
    userId,
    ageMin: DEFAULT_PREFERENCES.ageRange[0],
    ageMax: DEFAULT_PREFERENCES.ageRange[1],
    distance: DEFAULT_PREFERENCES.distance,
    petPreference: DEFAULT_PREFERENCES.petPreference,
    showOnlyActivePets: DEFAULT_PREFERENCES.showOnlyActivePets,
    enableSuperLikes: DEFAULT_PREFERENCES.enableSuperLikes,
    genderPreference: DEFAULT_PREFERENCES.genderPreference,
    sexualPreferenceFilter: DEFAULT_PREFERENCES.sexualPreferenceFilter,
    stateCode: null,
    city: null,
  };
  return {
    id: row.id,
    displayName: row.displayName,
    age: row.age,
    gender: row.gender,
    sexualPreference: row.sexualPreference,
    centre: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    lastPetActionAt: row.lastPetActionAt,
    prefs,
    pet:
      row.petType !== null && row.petLevel !== null
        ? { type: row.petType as PetType, level: row.petLevel }
        : null,
  };
}
