import {
  CARE,
  FULL_STAT_FOR_ACTION,
  STAT_MAX,
  type CareAction,
} from '../../../../shared/constants';
import { willLevelUp } from '../../../../shared/rules/levelling';
import type { Pet } from '../../../../shared/schemas/pets';
import { ApiError } from '../../../lib/api-client';

/**
 * What tapping a care button does (spec section 4 "Pet care action"), in the spec's order:
 * too tired first, then Play goes to the game, then the full-stat warning (skipped when this
 * action reaches the next level), else the action runs.
 */
export type CareDecision = 'no-energy' | 'game' | 'stat-full' | 'perform';

type CarePet = Pick<Pet, 'energy' | 'hunger' | 'happiness' | 'health' | 'level' | 'experience'>;

export function decideCareAction(
  pet: CarePet,
  action: CareAction,
  options: { confirmedFull?: boolean } = {},
): CareDecision {
  if (pet.energy < CARE.energyCost) return 'no-energy';
  if (action === 'play') return 'game';
  if (!options.confirmedFull && !willLevelUp(pet) && pet[FULL_STAT_FOR_ACTION[action]] >= STAT_MAX)
    return 'stat-full';
  return 'perform';
}

/** A 400 whose message is about energy: the server refused a too-tired pet. */
export function isEnergyRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  return /energy/i.test(error.serverMessage ?? error.body);
}

/** Feeding shows the eating animation; every other action the happy one. */
export function careAnimation(action: CareAction): 'eating' | 'happy' {
  return action === 'feed' ? 'eating' : 'happy';
}
