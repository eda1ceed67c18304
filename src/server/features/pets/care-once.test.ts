/**
 * Care actions sent again with their Idempotency-Key (the app keys each tap and each game
 * result, and asks again when an answer is lost): the first answer comes back, with the pet as it
 * is now, and the action is done once, whether the repeat comes after the first, alongside it, or
 * once the pet is too tired for another; a key cannot be reused for another action; a refused
 * action leaves its key free; a user's keys older than a day go.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CARE, CARE_EFFECTS, ECONOMY } from '../../../shared/constants';
import type { PetActionResponse } from '../../../shared/schemas/pets';
import { idempotentRequests } from '../../db/schema';
import { KEY_REUSED } from '../../domain/idempotency';
import {
  keyedPost,
  ledgerMismatches,
  registerUser,
  type TestUser,
  useTestApp,
} from '../../test/helpers';
import { onboard, petRow, setPet, snapshot } from './test-support';

const t = useTestApp({ ledger: true });

const KEY = 'c4r3c4r3c4r3c4r3c4r3c4r3';

function act(user: TestUser, petId: string, body: object, key?: string) {
  return keyedPost(t.app, user, `/api/pets/${petId}/action`, body, key);
}

describe('POST /api/pets/:id/action with an Idempotency-Key', () => {
  it('answers a repeat as the first and does the action once; a new key does it again', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const first = await act(u, pet.id, { action: 'feed' }, KEY);
    expect(first.statusCode, first.body).toBe(200);
    const after = await snapshot(t, u.user.id);

    const again = await act(u, pet.id, { action: 'feed' }, KEY);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await snapshot(t, u.user.id)).toEqual(after);

    const next = await act(u, pet.id, { action: 'feed' }, `${KEY}-2`);
    expect(next.statusCode, next.body).toBe(200);
    expect((next.json() as PetActionResponse).pet.energy).toBe(100 - 2 * CARE.energyCost);
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });

  it('does the action once when the repeat arrives while the first is still running', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const [a, b] = await Promise.all([
      act(u, pet.id, { action: 'groom' }, KEY),
      act(u, pet.id, { action: 'groom' }, KEY),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    expect((await petRow(t, pet.id))?.energy).toBe(100 - CARE.energyCost);
    expect((await snapshot(t, u.user.id)).activities).toBe(1);
  });

  it('answers a repeat of the action that tired the pet, though another would be refused', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: CARE.energyCost });
    const first = await act(u, pet.id, { action: 'train' }, KEY);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as PetActionResponse).pet.energy).toBe(0);

    const again = await act(u, pet.id, { action: 'train' }, KEY);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await act(u, pet.id, { action: 'train' }, `${KEY}-2`);
    expect(other.statusCode).toBe(400);
  });

  it('answers a repeat with the pet as the database has it now, not as this instance wrote it', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const first = await act(u, pet.id, { action: 'feed' }, KEY);
    expect(first.statusCode, first.body).toBe(200);
    // Changed since by something else: a shop item, another instance's action.
    await setPet(t, pet.id, { energy: 55, happiness: 42 });

    const again = await act(u, pet.id, { action: 'feed' }, KEY);
    expect(again.statusCode, again.body).toBe(200);
    const { pet: now, ...answer } = again.json() as PetActionResponse;
    expect(now).toMatchObject({ energy: 55, happiness: 42 });
    const { pet: _then, ...firstAnswer } = first.json() as PetActionResponse;
    expect(answer).toEqual(firstAnswer);
    expect((await snapshot(t, u.user.id)).activities).toBe(1);
  });

  it('keeps a won game: the repeat gets its reward and challenge, each counted and paid once', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const game = { action: 'play', gameResult: { won: true, moves: 8, timeElapsed: 30 } };
    const first = await act(u, pet.id, game, KEY);
    expect(first.statusCode, first.body).toBe(200);
    const again = await act(u, pet.id, game, KEY);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toMatchObject({
      gameWins: 1,
      gameReward: { kind: 'perfect' },
      challengesCompleted: ['Game Time'],
      coinsEarned: CARE_EFFECTS.play.coins + ECONOMY.challengeReward,
      coins: 100 + CARE_EFFECTS.play.coins + ECONOMY.challengeReward,
    });
    expect((await snapshot(t, u.user.id)).games).toBe(1);
    expect(await ledgerMismatches(t.database)).toEqual([]);
  });

  it('refuses the key for another pet or action, and changes nothing', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await act(u, pet.id, { action: 'feed' }, KEY);
    const before = await snapshot(t, u.user.id);
    const res = await act(u, pet.id, { action: 'play' }, KEY);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: KEY_REUSED });
    expect(await snapshot(t, u.user.id)).toEqual(before);

    // Another user's key of the same letters is theirs alone.
    const v = await registerUser(t.app);
    const theirs = await onboard(v);
    expect((await act(v, theirs.id, { action: 'feed' }, KEY)).statusCode).toBe(200);
  });

  it('leaves the key of a refused action free', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await setPet(t, pet.id, { energy: 0 });
    expect((await act(u, pet.id, { action: 'feed' }, KEY)).statusCode).toBe(400);
    await setPet(t, pet.id, { energy: 100 });
    const res = await act(u, pet.id, { action: 'feed' }, KEY);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as PetActionResponse).pet.energy).toBe(100 - CARE.energyCost);
  });

  it("drops a user's keys older than a day as they act (one key in 32 looks)", async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    await act(u, pet.id, { action: 'feed' }, KEY);
    t.clock.advanceMs(25 * 60 * 60 * 1000);
    // hashtext('old-keys-go-now-8') & 31 = 0: this key's action looks (migration 0034).
    await act(u, pet.id, { action: 'feed' }, 'old-keys-go-now-8');
    const kept = await t.database.db
      .select({ key: idempotentRequests.key })
      .from(idempotentRequests)
      .where(eq(idempotentRequests.userId, u.user.id));
    expect(kept).toEqual([{ key: 'old-keys-go-now-8' }]);
  });

  it('answers a bad key with a clear message', async () => {
    const u = await registerUser(t.app);
    const pet = await onboard(u);
    const res = await act(u, pet.id, { action: 'feed' }, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Idempotency-Key header must be 16 to 100/);
  });
});
