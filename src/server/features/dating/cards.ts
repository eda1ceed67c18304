import { and, eq, sql } from 'drizzle-orm';
import { builtOnce, preparedSql } from '../../db/built-once';
import { idIn } from '../../db/id-in';
import { pgTextArray } from '../../db/values';
import type { Executor } from '../../db/client';
import { pets } from '../../db/schema';
import type { AppContext } from '../../domain/context';
import { userLocationLabel } from '../../domain/users';
import type { PetType } from '../../../shared/catalog/pets';
import { distanceLabel, distanceMiles } from '../../../shared/catalog/us-locations';
import { deriveMood } from '../../../shared/rules/mood';
import { advancePetStats } from '../../../shared/rules/pet-time';
import { compatibilityHearts } from '../../../shared/rules/compatibility';
import type { PersonCard, PetSummary } from '../../../shared/schemas/dating';
import { photoUrl } from '../../../shared/schemas/photos';
import { mainPhotoFirst } from '../../../shared/rules/photo-order';
import { playStyles } from './play-style';
import type { Viewer } from './viewer';

type PetRow = typeof pets.$inferSelect;

/** What a pet summary shows of a pet row. */
type SummarisedPet = Pick<
  PetRow,
  | 'id'
  | 'type'
  | 'variant'
  | 'name'
  | 'level'
  | 'health'
  | 'hunger'
  | 'happiness'
  | 'energy'
  | 'statsAt'
  | 'accessories'
>;

/** The pet as another user sees it: mood from stats advanced to now (not written back). */
export function toPetSummary(row: SummarisedPet, now: Date): PetSummary {
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

/**
 * Everything a card shows of the person `cu` (a users row) and their active pet `cp` (null
 * columns without one): the photos as one ordered id array. Selected by the cards statement
 * below and by the next-deck statement (deck-serve.ts), mapped by toPersonCard.
 */
export const cardColumns = sql`
  cu.id as "id", cu.display_name as "displayName", cu.age as "age", cu.bio as "bio",
  cu.gender as "gender", cu.state_code as "stateCode", cu.city as "city",
  cu.lat as "lat", cu.lng as "lng", cu.last_pet_action_at as "lastPetActionAt",
  array(select pi.id from profile_images pi where pi.user_id = cu.id
        order by pi.created_at, pi.id) as "photoIds", cu.main_image_id as "mainImageId",
  cp.id as "petId", cp.type as "petType", cp.variant as "petVariant", cp.name as "petName",
  cp.level as "petLevel", cp.health as "petHealth", cp.hunger as "petHunger",
  cp.happiness as "petHappiness", cp.energy as "petEnergy", cp.stats_at as "petStatsAt",
  cp.accessories as "petAccessories"`;

/** A row of cardColumns as the driver returns it. */
export interface CardRow {
  id: string;
  displayName: string;
  age: number;
  bio: string;
  gender: string | null;
  stateCode: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
  /** For how long the deck filters' "cared lately" still holds (deck-memo.ts). */
  lastPetActionAt: string | Date | null;
  /** Oldest first, as the index keeps them; the card puts the main one first. */
  photoIds: unknown;
  mainImageId: string | null;
  petId: string | null;
  petType: string | null;
  petVariant: string | null;
  petName: string | null;
  petLevel: number | null;
  petHealth: number | null;
  petHunger: number | null;
  petHappiness: number | null;
  petEnergy: number | null;
  petStatsAt: string | Date | null;
  petAccessories: unknown;
}

// One query for everything on the cards (each round trip costs more than the rows,
// bench/README.md).
const cardRows = builtOnce((db) =>
  preparedSql<CardRow>(
    db,
    'dating_cards',
    sql`select ${cardColumns}
        from users cu left join pets cp on cp.user_id = cu.id and cp.is_active
        where ${idIn(sql`cu.id`, sql.placeholder('ids'))}`,
  ),
);

/**
 * The card of `person` as a viewer whose profile city is `centre` sees it now; `hearts` is
 * their compatibility.
 */
export function toPersonCard(
  person: CardRow,
  centre: Viewer['centre'],
  now: Date,
  hearts: number,
): PersonCard {
  const photos = mainPhotoFirst(
    pgTextArray(person.photoIds),
    (id) => id === person.mainImageId,
  ).map((id) => photoUrl(id));
  const where =
    person.lat !== null && person.lng !== null ? { lat: person.lat, lng: person.lng } : null;
  return {
    id: person.id,
    displayName: person.displayName,
    age: person.age,
    bio: person.bio,
    gender: person.gender,
    location: userLocationLabel(person),
    photos,
    profileImage: photos[0] ?? null,
    pet: person.petId === null ? null : cardPet(person, now),
    distanceLabel: centre && where ? distanceLabel(distanceMiles(centre, where)) : null,
    compatibility: hearts,
  };
}

function cardPet(person: CardRow, now: Date): PetSummary {
  return toPetSummary(
    {
      id: person.petId!,
      type: person.petType!,
      variant: person.petVariant!,
      name: person.petName!,
      level: person.petLevel!,
      health: person.petHealth!,
      hunger: person.petHunger!,
      happiness: person.petHappiness!,
      energy: person.petEnergy!,
      statsAt: new Date(person.petStatsAt!),
      accessories: pgTextArray(person.petAccessories),
    },
    now,
  );
}

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
  let scored = hearts;
  if (!scored) {
    const petInfo = new Map<string, { type: PetType; level: number } | null>([
      [viewer.id, viewer.pet],
    ]);
    for (const person of people) {
      petInfo.set(
        person.id,
        person.petId === null ? null : { type: person.petType as PetType, level: person.petLevel! },
      );
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
    cards.set(person.id, toPersonCard(person, viewer.centre, now, scored.get(person.id) ?? 1));
  }
  return cards;
}
