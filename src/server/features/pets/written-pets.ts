import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../domain/context';
import type { PetRow } from '../../domain/pet-state';

/** Pets remembered per instance (~0.5 KB each). */
const PETS_PER_INSTANCE = 10_000;
/** Taps on one pet come in runs; after a pause the pet is read again. */
const MAX_AGE_MS = 5 * 60_000;

/** A pet row as this instance's last care write left it, and that row's version (xmin). */
export interface WrittenPet {
  userId: string;
  pet: PetRow;
  version: string;
}

const writtenByApp = new WeakMap<AppContext, LRUCache<string, WrittenPet>>();

/**
 * The pets this instance last wrote a care action for (docs/rules.md "Pets and economy"). The
 * next action on such a pet is planned from what was written instead of reading the pet
 * again: its write applies only if the row is still that version, so a pet changed since by
 * anything else (a shop item, a switch, another instance) is read again and the action computed
 * from the database. Care comes in runs of taps, so most actions save a round trip.
 */
function writtenPets(ctx: AppContext): LRUCache<string, WrittenPet> {
  let cache = writtenByApp.get(ctx);
  if (!cache) {
    cache = new LRUCache({
      max: PETS_PER_INSTANCE,
      ttl: MAX_AGE_MS,
      // Ages follow the app's clock (tests move it), read on every check.
      perf: { now: () => ctx.clock.now().getTime() },
      ttlResolution: 0,
    });
    writtenByApp.set(ctx, cache);
  }
  return cache;
}

/** The caller's pet as this instance last wrote it, if it did lately. */
export function lastWritten(ctx: AppContext, userId: string, petId: string): WrittenPet | null {
  const written = writtenPets(ctx).get(petId);
  return written?.userId === userId ? written : null;
}

export function rememberWritten(ctx: AppContext, written: WrittenPet): void {
  writtenPets(ctx).set(written.pet.id, written);
}

export function forgetWritten(ctx: AppContext, petId: string): void {
  writtenPets(ctx).delete(petId);
}
