import { and, eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once';
import { idIn } from '../../db/id-in';
import { pgTextArray } from '../../db/values';
import type { Executor } from '../../db/client';
import { pets, profileImages, users } from '../../db/schema';
import type { AppContext } from '../../domain/context';
import { userLocationLabel } from '../../domain/users';
import type { PetType } from '../../../shared/catalog/pets';
import { distanceLabel, distanceMiles } from '../../../shared/catalog/us-locations';
import { deriveMood } from '../../../shared/rules/mood';
import { advancePetStats } from '../../../shared/rules/pet-time';
import { compatibilityHearts } from '../../../shared/rules/compatibility';
import type { PersonCard, PetSummary } from '../../../shared/schemas/dating';
import { photoUrl } from '../../../shared/schemas/photos';
import { playStyles } from './play-style';
import type { Viewer } from './viewer';

type PetRow = typeof pets.$inferSelect;

/** The pet as another user sees it: mood from stats advanced to now (not written back). */
export function toPetSummary(row: PetRow, now: Date): PetSummary {
  const { stats } = advancePetStats(row, row.statsAt, now);
  return {
    id: row.id,
    type: row.type as PetType,
    variant: row.variant,
    name: row.name,
    level: row.level,
    mood: deriveMood(stats),
    accessories: row.accessories,
  };
}

export async function loadActivePets(
  db: Executor,
  userIds: string[],
): Promise<Map<string, PetRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pets)
    .where(and(idIn(pets.userId, userIds), eq(pets.isActive, true)));
  return new Map(rows.map((r) => [r.userId, r]));
}

// One query for everything on the cards: the photos as an ordered id array and the active pet
// as a joined row (each round trip costs more than the rows, bench/README.md).
const cardRows = builtOnce((db) =>
  db
    .select({
      id: users.id,
      displayName: users.displayName,
      age: users.age,
      bio: users.bio,
      gender: users.gender,
      stateCode: users.stateCode,
      city: users.city,
      lat: users.lat,
      lng: users.lng,
      photoIds: sql<string[]>`(select coalesce(array_agg(${profileImages.id}
          order by ${profileImages.createdAt}, ${profileImages.id}), '{}')
        from ${profileImages} where ${profileImages.userId} = ${users.id})`,
      pet: pets,
    })
    .from(users)
    .leftJoin(pets, and(eq(pets.userId, users.id), eq(pets.isActive, true)))
    .where(idIn(users.id, sql.placeholder('ids')))
    .prepare('dating_cards'),
);

/**
 * Cards about other people as `viewer` sees them, keyed by user id. One query whatever the
 * number of people, plus the play styles unless `hearts` brings the caller's own scores.
 */
export async function loadPersonCards(
  ctx: AppContext,
  viewer: Viewer,
  userIds: string[],
  now: Date,
  hearts?: ReadonlyMap<string, number>,
): Promise<Map<string, PersonCard>> {
  const cards = new Map<string, PersonCard>();
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return cards;

  const people = await cardRows(ctx.db).execute({ ids });
  const petRows = new Map<string, PetRow>();
  for (const person of people) if (person.pet) petRows.set(person.id, person.pet);

  let scored = hearts;
  if (!scored) {
    const petInfo = new Map<string, { type: PetType; level: number } | null>([
      [viewer.id, viewer.pet],
    ]);
    for (const id of ids) {
      const pet = petRows.get(id);
      petInfo.set(id, pet ? { type: pet.type as PetType, level: pet.level } : null);
    }
    const styles = await playStyles(ctx, petInfo, now);
    const mine = styles.get(viewer.id);
    const computed = new Map<string, number>();
    for (const id of ids) {
      const theirs = styles.get(id);
      if (mine && theirs) computed.set(id, compatibilityHearts(mine, theirs));
    }
    scored = computed;
  }

  for (const person of people) {
    const personPhotos = pgTextArray(person.photoIds).map((id) => photoUrl(id));
    const pet = petRows.get(person.id);
    const where =
      person.lat !== null && person.lng !== null ? { lat: person.lat, lng: person.lng } : null;
    cards.set(person.id, {
      id: person.id,
      displayName: person.displayName,
      age: person.age,
      bio: person.bio,
      gender: person.gender,
      location: userLocationLabel(person),
      photos: personPhotos,
      profileImage: personPhotos[0] ?? null,
      pet: pet ? toPetSummary(pet, now) : null,
      distanceLabel:
        viewer.centre && where ? distanceLabel(distanceMiles(viewer.centre, where)) : null,
      compatibility: scored.get(person.id) ?? 1,
    });
  }
  return cards;
}
