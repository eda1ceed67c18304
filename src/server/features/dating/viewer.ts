import { sql, type SQL } from 'drizzle-orm';
import { builtOnce, preparedSql } from '../../db/built-once';
import type { Db } from '../../db/client';
import { pgBool } from '../../db/values';
import type { preferences } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { USER_NOT_FOUND } from '../../domain/users';
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
  /**
   * Everything of the viewer's own that decides who their search finds, as one text: a deck
   * queue searched for another signature is searched again (deck-queue.ts).
   */
  signature: string;
}

/**
 * The viewer's row: their profile, their preferences (the defaults when they never saved any),
 * their active pet and their signature. A statement of its own (loadViewer) or the `v` of a
 * larger one (deck-serve.ts); mapped by toViewer.
 */
export function viewerSelect(userId: SQL): SQL {
  const d = DEFAULT_PREFERENCES;
  return sql`
    select x.*,
           row(x.age, x.gender, x."sexualPreference", x.lat, x.lng, x."petType", x."ageMin",
               x."ageMax", x.distance, x."petPreference", x."showOnlyActivePets",
               x."enableSuperLikes", x."genderPreference", x."sexualPreferenceFilter")::text
             as signature
    from (
      select u.id, u.display_name as "displayName", u.age, u.gender,
             u.sexual_preference as "sexualPreference", u.lat, u.lng,
             u.last_pet_action_at as "lastPetActionAt",
             coalesce(pr.age_min, ${d.ageRange[0]}::int) as "ageMin",
             coalesce(pr.age_max, ${d.ageRange[1]}::int) as "ageMax",
             coalesce(pr.distance, ${d.distance}::int) as distance,
             coalesce(pr.pet_preference, ${d.petPreference}::text) as "petPreference",
             coalesce(pr.show_only_active_pets, ${d.showOnlyActivePets}::boolean)
               as "showOnlyActivePets",
             coalesce(pr.enable_super_likes, ${d.enableSuperLikes}::boolean) as "enableSuperLikes",
             coalesce(pr.gender_preference, ${d.genderPreference}::text) as "genderPreference",
             coalesce(pr.sexual_preference_filter, ${d.sexualPreferenceFilter}::text)
               as "sexualPreferenceFilter",
             pr.state_code as "stateCode", pr.city, pt.type as "petType", pt.level as "petLevel"
      from users u
      left join preferences pr on pr.user_id = u.id
      left join pets pt on pt.user_id = u.id and pt.is_active
      where u.id = ${userId}
    ) x`;
}

/** A row of viewerSelect as the driver returns it. */
export interface ViewerRow {
  id: string;
  displayName: string;
  age: number;
  gender: string | null;
  sexualPreference: string | null;
  lat: number | null;
  lng: number | null;
  lastPetActionAt: string | Date | null;
  ageMin: number;
  ageMax: number;
  distance: number;
  petPreference: string;
  showOnlyActivePets: boolean | string;
  enableSuperLikes: boolean | string;
  genderPreference: string;
  sexualPreferenceFilter: string;
  stateCode: string | null;
  city: string | null;
  petType: string | null;
  petLevel: number | null;
  signature: string;
}

export function toViewer(row: ViewerRow): Viewer {
  return {
    id: row.id,
    displayName: row.displayName,
    age: row.age,
    gender: row.gender,
    sexualPreference: row.sexualPreference,
    centre: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    lastPetActionAt: row.lastPetActionAt === null ? null : new Date(row.lastPetActionAt),
    prefs: {
      userId: row.id,
      ageMin: row.ageMin,
      ageMax: row.ageMax,
      distance: row.distance,
      petPreference: row.petPreference,
      showOnlyActivePets: pgBool(row.showOnlyActivePets),
      enableSuperLikes: pgBool(row.enableSuperLikes),
      genderPreference: row.genderPreference,
      sexualPreferenceFilter: row.sexualPreferenceFilter,
      stateCode: row.stateCode,
      city: row.city,
    },
    pet:
      row.petType !== null && row.petLevel !== null
        ? { type: row.petType as PetType, level: row.petLevel }
        : null,
    signature: row.signature,
  };
}

const viewerRow = builtOnce((db) =>
  preparedSql<ViewerRow>(
    db,
    'dating_viewer',
    viewerSelect(sql`${sql.placeholder('userId')}::uuid`),
  ),
);

export async function loadViewer(db: Db, userId: string): Promise<Viewer> {
  const [row] = await viewerRow(db).execute({ userId });
  if (!row) throw notFound(USER_NOT_FOUND);
  return toViewer(row);
}
