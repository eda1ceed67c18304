import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GAME } from '../../../shared/constants';
import type { PetActionResponse } from '../../../shared/schemas/pets';
import { gameResults } from '../../db/schema';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { onboard, setPet, snapshot, userRow } from './test-support';

const t = useTestApp({ ledger: true });

async function player(): Promise<{ u: TestUser; petId: string }> {
  const u = await registerUser(t.app);
  const pet = await onboard(u);
  await setPet(t, pet.id, { happiness: 50, energy: 100 });
  return { u, petId: pet.id };
}

function play(u: TestUser, petId: string, gameResult: unknown) {
  return u.inject('POST', `/api/pets/${petId}/action`, { action: 'play', gameResult });
}

describe('play with a game result (PRODUCT_RULES.md 4)', () => {
  it('rewards a perfect match: play +10, perfect +20, one more win, and records the game', async () => {
    const { u, petId } = await player();
    const res = await play(u, petId, { won: true, moves: 10, timeElapsed: 42.6 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PetActionResponse;
    expect(body.pet).toMatchObject({ happiness: 80, energy: 95, experience: 2 });
    expect(body.gameReward).toEqual({ kind: 'perfect', happiness: GAME.perfectHappiness });
    expect(body.gameWins).toBe(1);
    // Play's own 5 coins and the Game Time challenge's 50.
    expect(body.coins).toBe(100 + 5 + 50);
    expect(body.challengesCompleted).toEqual(['Game Time']);
    expect(body.result).toBe(
      'Played emoji match with Ember (perfect match, 10 moves, 43s): happiness +30, +5 coins, +2 XP',
    );
    const games = await t.database.db
      .select()
      .from(gameResults)
      .where(eq(gameResults.userId, u.user.id));
    expect(games).toEqual([
      expect.objectContaining({ petId, won: true, moves: 10, timeElapsed: 43, perfect: true }),
    ]);
    expect((await userRow(t, u.user.id)).gameWins).toBe(1);
  });

  it('gives a good try (+5) above 12 moves', async () => {
    const { u, petId } = await player();
    const body = (await play(u, petId, { won: true, moves: 13, timeElapsed: 60 })).json();
    expect(body.gameReward).toEqual({ kind: 'good', happiness: GAME.goodTryHappiness });
    expect(body.pet.happiness).toBe(65);
    expect(body.gameWins).toBe(1);
  });

  it('gives a good try without a win for a lost game', async () => {
    const { u, petId } = await player();
    const body = (await play(u, petId, { won: false, moves: 9, timeElapsed: 30 })).json();
    expect(body.gameReward).toEqual({ kind: 'good', happiness: GAME.goodTryHappiness });
    expect(body.gameWins).toBe(0);
    expect(body.challengesCompleted).toEqual([]);
  });

  it('clamps happiness at 100', async () => {
    const { u, petId } = await player();
    await setPet(t, petId, { happiness: 95 });
    const body = (await play(u, petId, { won: true, moves: 8, timeElapsed: 20 })).json();
    expect(body.pet.happiness).toBe(100);
  });

  it.each([
    [{ won: true, moves: GAME.minMoves, timeElapsed: GAME.minSeconds }, 'perfect'],
    [{ won: true, moves: GAME.perfectMaxMoves, timeElapsed: 10 }, 'perfect'],
    [{ won: true, moves: GAME.maxMoves, timeElapsed: GAME.maxSeconds }, 'good'],
  ])('accepts the borderline result %j', async (gameResult, kind) => {
    const { u, petId } = await player();
    const res = await play(u, petId, gameResult);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().gameReward.kind).toBe(kind);
  });

  it.each([
    { won: true, moves: GAME.minMoves - 1, timeElapsed: 30 },
    { won: true, moves: GAME.maxMoves + 1, timeElapsed: 30 },
    { won: true, moves: 10, timeElapsed: GAME.minSeconds - 0.1 },
    { won: true, moves: 10, timeElapsed: GAME.maxSeconds + 1 },
    { won: true, moves: 10.5, timeElapsed: 30 },
    { won: 'yes', moves: 10, timeElapsed: 30 },
    { won: true, moves: 10 },
    { won: true, moves: 10, timeElapsed: 30, coins: 1000 },
    null,
  ])('refuses the impossible result %j with 400 and changes nothing', async (gameResult) => {
    const { u, petId } = await player();
    const before = await snapshot(t, u.user.id);
    const res = await play(u, petId, gameResult);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await snapshot(t, u.user.id)).toEqual(before);
  });

  it('refuses a game result on another action', async () => {
    const { u, petId } = await player();
    const before = await snapshot(t, u.user.id);
    const res = await u.inject('POST', `/api/pets/${petId}/action`, {
      action: 'feed',
      gameResult: { won: true, moves: 10, timeElapsed: 30 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A game result can only come with the play action.');
    expect(await snapshot(t, u.user.id)).toEqual(before);
  });

  it('still needs 5 energy to play', async () => {
    const { u, petId } = await player();
    await setPet(t, petId, { energy: 4 });
    const before = await snapshot(t, u.user.id);
    const res = await play(u, petId, { won: true, moves: 10, timeElapsed: 30 });
    expect(res.statusCode).toBe(400);
    expect(await snapshot(t, u.user.id)).toEqual(before);
  });
});
