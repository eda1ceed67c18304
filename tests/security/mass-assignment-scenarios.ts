/**
 * The valid requests of the mass-assignment suite (mass-assignment.test.ts): for every write
 * route, a scenario that prepares a fresh caller and the route's valid request.
 */
import { eq } from 'drizzle-orm';
import { notifications } from '../../src/server/db/schema';
import { newRegistration, type TestApp, type TestUser } from '../../src/server/test/helpers';
import { uploadImage } from './image-upload';
import { activePetId, quickUser } from './quick-user';

export interface Scenario {
  /** The caller; null for the signed-out routes. */
  user: TestUser | null;
  url: string;
  /** The valid JSON body, or undefined when the route takes none. */
  body?: Record<string, unknown>;
  /** The route takes a photo upload (multipart form) instead of JSON. */
  upload?: true;
}

async function matchedPair(t: TestApp): Promise<[TestUser, TestUser]> {
  const [a, b] = await Promise.all([quickUser(t, { pet: 'cat' }), quickUser(t, { pet: 'dog' })]);
  await a.inject('POST', '/api/dating/swipe', { direction: 'right', swipedId: b.user.id });
  await b.inject('POST', '/api/dating/swipe', { direction: 'right', swipedId: a.user.id });
  return [a, b];
}

/** The id of a photo the user has just uploaded. */
async function uploadedPhotoId(t: TestApp, user: TestUser): Promise<string> {
  const res = await uploadImage(t, user);
  if (res.statusCode !== 200) throw new Error(`upload: ${res.body}`);
  return (res.json() as { id: string }).id;
}

async function buy(u: TestUser, itemId: string) {
  const res = await u.inject('POST', '/api/shop/purchase', { itemId });
  if (res.statusCode !== 200) throw new Error(`purchase ${itemId}: ${res.body}`);
}

/**
 * A fresh, valid request per write route. A route missing here fails the first test: add it.
 * Every scenario starts from a new user, so two runs of one scenario start from equal states.
 */
export function writeScenarios(t: TestApp): Record<string, () => Promise<Scenario>> {
  return {
    'POST /api/auth/register': async () => ({
      user: null,
      url: '/api/auth/register',
      body: { ...newRegistration() },
    }),
    'POST /api/auth/login': async () => {
      const u = (await quickUser(t)) as TestUser & { email: string; password: string };
      return { user: null, url: '/api/auth/login', body: { email: u.email, password: u.password } };
    },
    'POST /api/auth/logout': async () => ({ user: await quickUser(t), url: '/api/auth/logout' }),
    'POST /api/auth/change-password': async () => ({
      user: await quickUser(t),
      url: '/api/auth/change-password',
      body: { currentPassword: 'secret-pass', newPassword: 'new-secret' },
    }),
    'POST /api/auth/delete-account': async () => ({
      user: await quickUser(t),
      url: '/api/auth/delete-account',
      body: { password: 'secret-pass' },
    }),
    'PUT /api/user/preferences': async () => ({
      user: await quickUser(t),
      url: '/api/user/preferences',
      body: {
        ageRange: [21, 40],
        distance: 25,
        petPreference: 'any',
        showOnlyActivePets: false,
        enableSuperLikes: true,
        genderPreference: 'any',
        sexualPreferenceFilter: 'any',
      },
    }),
    'PATCH /api/user/profile': async () => ({
      user: await quickUser(t),
      url: '/api/user/profile',
      body: { gender: 'Male' },
    }),
    'PUT /api/user/profile': async () => ({
      user: await quickUser(t),
      url: '/api/user/profile',
      body: { bio: 'Plants and pets', displayName: 'Renamed Person' },
    }),
    'POST /api/pets': async () => ({
      user: await quickUser(t),
      url: '/api/pets',
      body: { name: 'Ember', type: 'dragon', variant: 'fire' },
    }),
    'POST /api/pets/adopt': async () => {
      const user = await quickUser(t);
      const list = (await user.inject('GET', '/api/pets/adoptable')).json() as {
        type: string;
        variant: string;
      }[];
      const template = list[0];
      if (!template) throw new Error('no adoptable pet');
      return {
        user,
        url: '/api/pets/adopt',
        body: { type: template.type, variant: template.variant, name: 'Adoptee' },
      };
    },
    'POST /api/pets/:id/action': async () => {
      const user = await quickUser(t, { pet: 'cat' });
      const pet = await activePetId(t, user.user.id);
      return { user, url: `/api/pets/${pet}/action`, body: { action: 'play' } };
    },
    'POST /api/pets/:id/set-active': async () => {
      const user = await quickUser(t, { pet: 'cat' });
      return { user, url: `/api/pets/${await activePetId(t, user.user.id)}/set-active` };
    },
    'POST /api/pets/:id/customize': async () => {
      const user = await quickUser(t, { pet: 'cat' });
      const pet = await activePetId(t, user.user.id);
      return { user, url: `/api/pets/${pet}/customize`, body: { name: 'Renamed' } };
    },
    'POST /api/dating/swipe': async () => {
      const [user, other] = await Promise.all([quickUser(t), quickUser(t)]);
      return {
        user,
        url: '/api/dating/swipe',
        body: { direction: 'right', swipedId: other.user.id },
      };
    },
    'POST /api/dating/dismiss-request': async () => {
      const [user, requester] = await Promise.all([quickUser(t), quickUser(t)]);
      await requester.inject('POST', '/api/dating/swipe', {
        direction: 'right',
        swipedId: user.user.id,
      });
      return {
        user,
        url: '/api/dating/dismiss-request',
        body: { requesterId: requester.user.id },
      };
    },
    'POST /api/dating/dismiss-match': async () => {
      const [user, other] = await matchedPair(t);
      return { user, url: '/api/dating/dismiss-match', body: { matchedUserId: other.user.id } };
    },
    'POST /api/users/:userId/block': async () => {
      const [user, other] = await Promise.all([quickUser(t), quickUser(t)]);
      return { user, url: `/api/users/${other.user.id}/block` };
    },
    'POST /api/users/:userId/report': async () => {
      const [user, other] = await Promise.all([quickUser(t), quickUser(t)]);
      return {
        user,
        url: `/api/users/${other.user.id}/report`,
        body: { reason: 'spam', details: 'Sends links' },
      };
    },
    'POST /api/messages/send': async () => {
      const [user, other] = await matchedPair(t);
      return {
        user,
        url: '/api/messages/send',
        body: { receiverId: other.user.id, content: 'Hello there' },
      };
    },
    'POST /api/messages/typing': async () => {
      const [user, other] = await matchedPair(t);
      return { user, url: '/api/messages/typing', body: { receiverId: other.user.id } };
    },
    'PUT /api/messages/:messageId/heart': async () => {
      const [user, other] = await matchedPair(t);
      const sent = await other.inject('POST', '/api/messages/send', {
        receiverId: user.user.id,
        content: 'Biscuit says hi',
      });
      const messageId = (sent.json() as { id: string }).id;
      return { user, url: `/api/messages/${messageId}/heart`, body: { hearted: true } };
    },
    'POST /api/notifications/read-all': async () => {
      const [user] = await matchedPair(t);
      return { user, url: '/api/notifications/read-all' };
    },
    'POST /api/notifications/:id/read': async () => {
      const [user] = await matchedPair(t);
      const [row] = await t.database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, user.user.id));
      return { user, url: `/api/notifications/${row?.id}/read` };
    },
    'POST /api/shop/purchase': async () => ({
      user: await quickUser(t, { pet: 'cat' }),
      url: '/api/shop/purchase',
      body: { itemId: 'food-kibble' },
    }),
    'POST /api/user/items/:itemId/use': async () => {
      const user = await quickUser(t, { pet: 'cat', petStats: { hunger: 40 } });
      await buy(user, 'food-kibble');
      return { user, url: '/api/user/items/food-kibble/use' };
    },
    'POST /api/user/items/:itemId/equip': async () => {
      const user = await quickUser(t, { pet: 'cat' });
      await buy(user, 'accessory-bow');
      return {
        user,
        url: '/api/user/items/accessory-bow/equip',
        body: { petId: await activePetId(t, user.user.id) },
      };
    },
    'POST /api/user/items/:itemId/unequip': async () => {
      const user = await quickUser(t, { pet: 'cat' });
      await buy(user, 'accessory-bow');
      await user.inject('POST', '/api/user/items/accessory-bow/equip', {
        petId: await activePetId(t, user.user.id),
      });
      return { user, url: '/api/user/items/accessory-bow/unequip' };
    },
    'POST /api/profile/images/upload': async () => ({
      user: await quickUser(t),
      url: '/api/profile/images/upload',
      upload: true,
    }),
    'DELETE /api/profile/images/:imageId': async () => {
      const user = await quickUser(t);
      return { user, url: `/api/profile/images/${await uploadedPhotoId(t, user)}` };
    },
    'PUT /api/profile/images/main': async () => {
      const user = await quickUser(t);
      return {
        user,
        url: '/api/profile/images/main',
        body: { imageId: await uploadedPhotoId(t, user) },
      };
    },
  };
}
