/**
 * A world of people who own things (pets, photos, notifications, matches, messages, items), for
 * the suites that try one person's requests on another's things.
 */
import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { matches, messages, notifications } from '../../src/server/db/schema';
import { registerUser, type TestApp, type TestUser } from '../../src/server/test/helpers';
import { uploadImage } from './image-upload';
import { activePetId, quickUser } from './quick-user';

export interface World {
  /** The attacker in the authorization suites. */
  alice: TestUser;
  /** The victim: a pet, a photo, notifications, a match with carol, messages, items. */
  bob: TestUser;
  carol: TestUser;
  /** A bystander the relationship routes (block, report) may act on. */
  dave: TestUser;
  /** Alice's own match, so she has a conversation and notifications of her own. */
  erin: TestUser;
  alicePetId: string;
  bobPetId: string;
  aliceImageId: string;
  bobImageId: string;
  aliceNotificationId: string;
  bobNotificationId: string;
  bobMessageId: string;
  /** Carol's message to bob (bob could heart it) and erin's to alice (alice can). */
  bobReceivedMessageId: string;
  aliceReceivedMessageId: string;
  bobMatchId: string;
  /** Shop item ids each owns (and the other does not). */
  aliceFood: string;
  aliceAccessory: string;
  bobFood: string;
  bobAccessory: string;
}

async function ok(res: LightMyRequestResponse | Promise<LightMyRequestResponse>) {
  const r = await res;
  if (r.statusCode !== 200) throw new Error(`world setup: ${r.statusCode} ${r.body}`);
  return r.json() as Record<string, unknown>;
}

async function match(a: TestUser, b: TestUser) {
  await ok(a.inject('POST', '/api/dating/swipe', { direction: 'right', swipedId: b.user.id }));
  const res = await ok(
    b.inject('POST', '/api/dating/swipe', { direction: 'right', swipedId: a.user.id }),
  );
  if (res.isMatch !== true) throw new Error('world setup: no match');
}

/** Alice and bob register through the API; the supporting cast is written directly. */
export async function buildWorld(t: TestApp): Promise<World> {
  const location = 'Austin, Texas';
  const alice = await registerUser(t.app, { location, displayName: 'Alice' });
  const bob = await registerUser(t.app, { location, displayName: 'Bob' });
  for (const u of [alice, bob]) {
    await ok(u.inject('POST', '/api/pets', { name: 'Ember', type: 'dragon', variant: 'fire' }));
  }
  const [carol, dave, erin] = await Promise.all([
    quickUser(t, { location, displayName: 'Carol', pet: 'cat' }),
    quickUser(t, { location, displayName: 'Dave', pet: 'dog' }),
    quickUser(t, { location, displayName: 'Erin', pet: 'cat' }),
  ]);
  await match(bob, carol);
  await match(alice, erin);
  const bobMessage = await ok(
    bob.inject('POST', '/api/messages/send', { receiverId: carol.user.id, content: 'Hi Carol' }),
  );
  const toBob = await ok(
    carol.inject('POST', '/api/messages/send', { receiverId: bob.user.id, content: 'Hi!' }),
  );
  const toAlice = await ok(
    erin.inject('POST', '/api/messages/send', { receiverId: alice.user.id, content: 'Yo' }),
  );
  await ok(bob.inject('POST', '/api/shop/purchase', { itemId: 'food-berry-bowl' }));
  await ok(bob.inject('POST', '/api/shop/purchase', { itemId: 'accessory-sunglasses' }));
  await ok(alice.inject('POST', '/api/shop/purchase', { itemId: 'food-kibble' }));
  await ok(alice.inject('POST', '/api/shop/purchase', { itemId: 'accessory-bow' }));
  const bobImage = await uploadImage(t, bob);
  const aliceImage = await uploadImage(t, alice);
  if (bobImage.statusCode !== 200 || aliceImage.statusCode !== 200) {
    throw new Error(`world setup upload: ${bobImage.body} ${aliceImage.body}`);
  }
  const db = t.database.db;
  const notificationOf = async (userId: string) => {
    const [row] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId));
    if (!row) throw new Error('world setup: no notification');
    return row.id;
  };
  const [bobMatch] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(sql`${bob.user.id} in (${matches.userA}, ${matches.userB})`);
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.id, bobMessage.id as string));
  return {
    alice,
    bob,
    carol,
    dave,
    erin,
    alicePetId: await activePetId(t, alice.user.id),
    bobPetId: await activePetId(t, bob.user.id),
    aliceImageId: (aliceImage.json() as { id: string }).id,
    bobImageId: (bobImage.json() as { id: string }).id,
    aliceNotificationId: await notificationOf(alice.user.id),
    bobNotificationId: await notificationOf(bob.user.id),
    bobMessageId: message?.id ?? '',
    bobReceivedMessageId: toBob.id as string,
    aliceReceivedMessageId: toAlice.id as string,
    bobMatchId: bobMatch?.id ?? '',
    aliceFood: 'food-kibble',
    aliceAccessory: 'accessory-bow',
    bobFood: 'food-berry-bowl',
    bobAccessory: 'accessory-sunglasses',
  };
}

/** Every id of something bob owns: the fallback "another user's id" for a new kind of route. */
export function everyVictimId(w: World): string[] {
  return [
    w.bob.user.id,
    w.bobPetId,
    w.bobImageId,
    w.bobNotificationId,
    w.bobMessageId,
    w.bobReceivedMessageId,
    w.bobMatchId,
  ];
}
