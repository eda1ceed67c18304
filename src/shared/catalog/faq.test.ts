import { describe, expect, it } from 'vitest';
import * as constants from '../constants';
import {
  ACCOUNT,
  CARE,
  CARE_EFFECTS,
  DATING,
  ECONOMY,
  FULL_STAT_FOR_ACTION,
  GAME,
  PER_HOUR,
  PHOTOS,
} from '../constants';
import { DAILY_CHALLENGES } from './challenges';
import { FAQ, FAQ_CATEGORIES } from './faq';

/** Every number held anywhere in constants.ts (nested objects and arrays included). */
function numbersIn(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number') into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => numbersIn(v, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => numbersIn(v, into));
  return into;
}

/** Constants, their millisecond values read in seconds, catalogue counts, and 1 ("1 to 5 hearts"). */
function allowedNumbers(): Set<number> {
  const allowed = numbersIn(constants);
  for (const [, group] of Object.entries(constants)) {
    if (group && typeof group === 'object' && !Array.isArray(group)) {
      for (const [key, v] of Object.entries(group)) {
        if (typeof v === 'number' && key.endsWith('Ms')) allowed.add(v / 1000);
      }
    }
  }
  DAILY_CHALLENGES.forEach((c) => allowed.add(c.count));
  allowed.add(1);
  return allowed;
}

/** Numbers as a reader sees them: '2,000' is 2000; digits inside words (Argon2id) are not numbers. */
function numbersInText(text: string): number[] {
  return [...text.matchAll(/(?<![\w.,])\d[\d,]*(?:\.\d+)?(?![\w])/g)].map((m) =>
    Number(m[0].replace(/,/g, '')),
  );
}

const allText = FAQ.map((e) => `${e.question}\n${e.answer}`).join('\n');

/** Every capture of `pattern` across all answers, as numbers. */
function captures(pattern: RegExp): number[] {
  return [...allText.matchAll(pattern)].map((m) => Number(m[1]!.replace(/,/g, '')));
}

describe('FAQ content', () => {
  it('has the 8 categories of the spec, each with at least 4 entries, 32+ in all', () => {
    expect(FAQ_CATEGORIES.map((c) => c.name)).toEqual([
      'Getting Started',
      'Pet Care',
      'Dating & Matching',
      'Coins & Shop',
      'Account & Profile',
      'Technical Issues',
      'Safety & Community',
      'Game Mechanics',
    ]);
    expect(FAQ.length).toBeGreaterThanOrEqual(32);
    for (const { name } of FAQ_CATEGORIES) {
      expect(FAQ.filter((e) => e.category === name).length, name).toBeGreaterThanOrEqual(4);
    }
  });

  it('has unique ids and questions, each a question with a real answer', () => {
    expect(new Set(FAQ.map((e) => e.id)).size).toBe(FAQ.length);
    expect(new Set(FAQ.map((e) => e.question)).size).toBe(FAQ.length);
    for (const e of FAQ) {
      expect(e.question.endsWith('?') || e.question.endsWith('.'), e.question).toBe(true);
      expect(e.answer.length, e.id).toBeGreaterThan(60);
      expect(e.answer, e.id).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('states no number that is not a product constant', () => {
    const allowed = allowedNumbers();
    for (const e of FAQ) {
      for (const value of numbersInText(`${e.question} ${e.answer}`)) {
        expect(allowed.has(value), `${e.id} says ${value}`).toBe(true);
      }
    }
  });

  it('gives the maximum level, XP per action and XP per level of the game', () => {
    const maxLevel = captures(/maximum level (?:is )?(\d[\d,]*)/gi);
    expect(maxLevel.length).toBeGreaterThan(0);
    expect(new Set(maxLevel)).toEqual(new Set([CARE.maxLevel]));

    const perAction = captures(/gives (\d+) XP/gi);
    expect(perAction.length).toBeGreaterThanOrEqual(2);
    expect(new Set(perAction)).toEqual(new Set([CARE.xpPerAction]));
    // Any other 'N XP' is the XP of a level, never a stray number.
    for (const xp of captures(/(\d+) XP/g)) {
      expect([CARE.xpPerAction, CARE.xpPerLevel]).toContain(xp);
    }

    expect(captures(/every (\d+) XP make a level/gi)).toEqual([CARE.xpPerLevel]);
  });

  it('gives the energy cost, regeneration and decay of the game', () => {
    const cost = [
      ...captures(/costs (\d+) energy/gi),
      ...captures(/needs and uses (\d+) energy/gi),
      ...captures(/needs (\d+) energy/gi),
    ];
    expect(cost.length).toBeGreaterThanOrEqual(3);
    expect(new Set(cost)).toEqual(new Set([CARE.energyCost]));
    expect(captures(/energy comes back by itself at (\d+) per hour/gi)).toEqual([
      PER_HOUR.energyRegen,
    ]);
    expect(captures(/it drops by (\d+) per hour/gi)).toEqual([PER_HOUR.hungerDecay]);
    expect(captures(/happiness drops by (\d+) per hour/gi)).toEqual([PER_HOUR.happinessDecay]);
  });

  it('gives the care effects, rewards and prices of the game', () => {
    const care = FAQ.find((e) => e.id === 'care-actions')!.answer;
    expect(care).toContain(`Feed: hunger +${CARE_EFFECTS.feed.amount}.`);
    expect(care).toContain(
      `Play: happiness +${CARE_EFFECTS.play.amount} and +${CARE_EFFECTS.play.coins} coins.`,
    );
    expect(care).toContain(`Groom: health +${CARE_EFFECTS.groom.amount}`);
    expect(care).toContain(`Train: health +${CARE_EFFECTS.train.amount}.`);

    const coins = FAQ.find((e) => e.id === 'earning-coins')!.answer;
    expect(coins).toContain(`start with ${ACCOUNT.welcomeBonus} coins`);
    expect(coins).toContain(`+${CARE.levelUpCoins} every time your pet levels up`);
    expect(coins).toContain(`+${ECONOMY.challengeReward} for each daily challenge`);
    expect(coins).toContain(`+${ECONOMY.newMatchCoins} for each new match`);

    expect(captures(/costs ([\d,]+) coins/gi)).toEqual([ECONOMY.adoptionCost]);
    expect(captures(/send (\d+) super likes a day/gi)).toEqual([DATING.superLikesPerDay]);
    expect(captures(/in (\d+) moves or fewer/gi)).toEqual([GAME.perfectMaxMoves]);
    expect(captures(/perfect match: \+(\d+) happiness/gi)).toEqual([GAME.perfectHappiness]);
    expect(captures(/good try: \+(\d+) happiness/gi)).toEqual([GAME.goodTryHappiness]);
    expect(captures(/minimum age is (\d+)/gi)).toEqual([ACCOUNT.minAge]);
    expect(new Set(captures(/up to (\d+) (?:optional )?photos/gi))).toEqual(
      new Set([PHOTOS.maxPerUser]),
    );
    expect(new Set(captures(/(\d+) MB/g))).toEqual(new Set([constants.PHOTO_MAX_MB]));
    expect(captures(/bio \(up to (\d+) characters/gi)).toEqual([ACCOUNT.bioMaxLength]);
  });

  it("explains 'Stat Already Full!' as the care buttons ask it", () => {
    const full = FAQ.find((e) => e.id === 'stat-already-full')!.answer;
    for (const [action, stat] of Object.entries(FULL_STAT_FOR_ACTION)) {
      const label = action[0]!.toUpperCase() + action.slice(1);
      if (action === 'play') expect(full).toContain('Play never asks');
      else expect(full).toContain(`${stat} for ${label}`);
    }
    // Only Groom of the asking actions pays coins.
    expect(full).not.toMatch(/XP and coins/);
  });

  it('points to buttons that exist: Load more for old notifications, Back to Home on a 404', () => {
    const answer = (id: string) => FAQ.find((e) => e.id === id)!.answer;
    expect(answer('notifications-paging')).toContain('Load more');
    expect(answer('page-not-found')).toContain('Back to Home');
    expect(allText).not.toMatch(/bottom navigation|following pages|through your matches/);
  });

  it('tells the safety facts: adults only, no nudity, block and report, city only, hashed passwords', () => {
    expect(allText).toMatch(/Adults only/);
    expect(allText).toMatch(/No nudity/);
    expect(allText).toMatch(/profile ban/);
    expect(allText).toMatch(/Block or Report/);
    expect(allText).toMatch(/only a city/);
    expect(allText).toMatch(/never use GPS/);
    expect(allText).toMatch(/street address/);
    expect(allText).toMatch(/Passwords are hashed/);
  });

  it('never repeats the spec text that the rules overrule (max level 50, Feed costs 10 energy, 1 XP)', () => {
    expect(allText).not.toMatch(/level 50|50 levels/i);
    expect(allText).not.toMatch(/10 energy/);
    expect(allText).not.toMatch(/\b1 XP/);
  });
});
