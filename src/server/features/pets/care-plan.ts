import { CARE, CARE_EFFECTS, type CareAction } from '../../../shared/constants';
import type { ChallengeEvent } from '../../../shared/catalog/challenges';
import { gameReward } from '../../../shared/rules/emoji-game';
import { addExperience, isMaxLevel } from '../../../shared/rules/levelling';
import { clampStat } from '../../../shared/rules/pet-time';
import type { GameResult, PetActionRequest } from '../../../shared/schemas/pets';
import type { PetRow } from '../../domain/pet-state';

const VERB: Record<CareAction, string> = {
  feed: 'Fed',
  play: 'Played with',
  groom: 'Groomed',
  train: 'Trained',
};

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `${n}`;
}

/** The activity row's text, e.g. 'Fed Ember: hunger +10, +2 XP' (docs/rules.md). */
export function activityText(a: {
  action: CareAction;
  name: string;
  stat: string;
  statDelta: number;
  coins: number;
  xp: number;
  newLevel: number | null;
  game: { perfect: boolean; moves: number; seconds: number } | null;
}): string {
  const head = a.game
    ? `Played emoji match with ${a.name} (${a.game.perfect ? 'perfect match' : 'good try'}, ${a.game.moves} moves, ${a.game.seconds}s)`
    : `${VERB[a.action]} ${a.name}`;
  const parts = [a.statDelta === 0 ? `${a.stat} already full` : `${a.stat} ${signed(a.statDelta)}`];
  if (a.coins > 0) parts.push(`+${a.coins} coins`);
  if (a.xp > 0) parts.push(`+${a.xp} XP`);
  if (a.newLevel !== null) parts.push(`reached level ${a.newLevel}!`);
  return `${head}: ${parts.join(', ')}`;
}

/** PRODUCT_RULES.md 4: won in at most 12 moves is a perfect match (+20), anything else +5. */
export function judgeGame(result: GameResult): {
  kind: 'perfect' | 'good';
  happiness: number;
  won: boolean;
  seconds: number;
} {
  return { ...gameReward(result), won: result.won, seconds: Math.round(result.timeElapsed) };
}

export interface CarePlan {
  /** The pet after the action. */
  pet: PetRow;
  result: string;
  /** One ledger row each: the action's own reward, then one per level gained. */
  coins: { amount: number; description: string }[];
  xpGained: number;
  levelsGained: number;
  game: (ReturnType<typeof judgeGame> & { moves: number; perfect: boolean }) | null;
  /** Energy has just dropped below the threshold: send the low_energy notification. */
  warnLowEnergy: boolean;
  /** What the action counts toward in the daily challenges. */
  events: ChallengeEvent[];
}

/**
 * A care action on a pet as of now (time already applied, active, with the energy for it),
 * in the evaluation order of docs/rules.md: stat effect, game reward, energy, XP, coins.
 */
export function planCare(current: PetRow, input: PetActionRequest): CarePlan {
  const pet = { ...current };
  const { action } = input;
  const effect = CARE_EFFECTS[action];
  const before = pet[effect.stat];
  // Energy at 20+ before this action means any earlier low_energy warning is over.
  if (pet.energy >= CARE.lowEnergyThreshold) pet.lowEnergyNotified = false;

  pet[effect.stat] = clampStat(before + effect.amount);
  const judged = action === 'play' && input.gameResult ? judgeGame(input.gameResult) : null;
  if (judged) pet.happiness = clampStat(pet.happiness + judged.happiness);
  pet.energy = clampStat(pet.energy - CARE.energyCost);

  const xpGained = isMaxLevel(pet.level) ? 0 : CARE.xpPerAction;
  const progress = addExperience(pet, CARE.xpPerAction);
  pet.level = progress.level;
  pet.experience = progress.experience;

  const coins: CarePlan['coins'] = [];
  if (effect.coins > 0) coins.push({ amount: effect.coins, description: `Pet care: ${action}` });
  for (let i = 0; i < progress.levelsGained; i++) {
    coins.push({ amount: CARE.levelUpCoins, description: 'Pet level up' });
  }

  const game =
    judged && input.gameResult
      ? { ...judged, moves: input.gameResult.moves, perfect: judged.kind === 'perfect' }
      : null;
  const result = activityText({
    action,
    name: pet.name,
    stat: effect.stat,
    statDelta: pet[effect.stat] - before,
    coins: coins.reduce((sum, c) => sum + c.amount, 0),
    xp: xpGained,
    newLevel: progress.levelsGained > 0 ? pet.level : null,
    game,
  });

  const warnLowEnergy = pet.energy < CARE.lowEnergyThreshold && !pet.lowEnergyNotified;
  if (warnLowEnergy) pet.lowEnergyNotified = true;
  const events: ChallengeEvent[] = ['care'];
  if (action === 'feed') events.push('feed');
  if (game?.won) events.push('game_win');
  return {
    pet,
    result,
    coins,
    xpGained,
    levelsGained: progress.levelsGained,
    game,
    warnLowEnergy,
    events,
  };
}
