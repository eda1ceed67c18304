import { MOOD } from '../constants';
import type { PetMood } from '../catalog/pets';
import type { PetStats } from './pet-time';

/** Spec section 4 "Pet mood": sleeping below 20 energy, else happy or sad. */
export function deriveMood(
  stats: Pick<PetStats, 'energy' | 'happiness' | 'hunger' | 'health'>,
): PetMood {
  if (stats.energy < MOOD.sleepingBelowEnergy) return 'sleeping';
  const happy =
    stats.happiness >= MOOD.happyAtHappiness &&
    (stats.hunger >= MOOD.happyNeedsHungerOrHealth ||
      stats.health >= MOOD.happyNeedsHungerOrHealth);
  return happy ? 'happy' : 'sad';
}
