/** Choosing which photo leads a profile: PUT /api/profile/images/main. */
import { describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import { matchPair, registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { jpeg, photoHelpers } from './photos-test-helpers';

const t = useTestApp();
const { upload } = photoHelpers(() => t);

async function withPhotos(n: number) {
  const me = await registerUser(t.app);
  const photos: { id: string; url: string; thumbnailUrl: string }[] = [];
  for (let i = 0; i < n; i++) photos.push((await upload(me, await jpeg(), 'image/jpeg')).json());
  return { me, photos };
}

function makeMain(user: TestUser, imageId: unknown) {
  return user.inject('PUT', '/api/profile/images/main', { imageId });
}

describe('PUT /api/profile/images/main', () => {
  it('puts the chosen photo first for the owner and for everyone who sees them', async () => {
    const { me, photos } = await withPhotos(3);
    const viewer = await registerUser(t.app);
    await t.database.db.insert(matches).values(matchPair(me, viewer));
    const [first, second, third] = photos;

    const res = await makeMain(me, third!.id);
    expect(res.statusCode, res.body).toBe(200);
    // The others keep their order behind it.
    expect(res.json()).toEqual([third, first, second]);
    expect((await me.inject('GET', '/api/profile/images')).json()).toEqual([third, first, second]);
    expect((await me.inject('GET', '/api/user/profile')).json().profileImage).toBe(third!.url);

    const card = (await viewer.inject('GET', `/api/users/${me.user.id}`)).json();
    expect(card.photos).toEqual([third!.url, first!.url, second!.url]);
    expect(card.profileImage).toBe(third!.url);
    const chats = (await viewer.inject('GET', '/api/messages/conversations')).json();
    expect(chats[0].user.profileImage).toBe(third!.url);
  });

  it('keeps the choice through later uploads, and falls back to the oldest once it is deleted', async () => {
    const { me, photos } = await withPhotos(3);
    const [first, second, third] = photos;
    await makeMain(me, second!.id);

    const later = (await upload(me, await jpeg(), 'image/jpeg')).json();
    expect((await me.inject('GET', '/api/profile/images')).json()).toEqual([
      second,
      first,
      third,
      later,
    ]);

    await me.inject('DELETE', `/api/profile/images/${second!.id}`);
    expect((await me.inject('GET', '/api/profile/images')).json()).toEqual([first, third, later]);
    expect((await me.inject('GET', '/api/user/profile')).json().profileImage).toBe(first!.url);
  });

  it('choosing the main photo again changes nothing', async () => {
    const { me, photos } = await withPhotos(2);
    const res = await makeMain(me, photos[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(photos);
  });

  it("answers 404 for another user's photo or a deleted one, and changes nothing", async () => {
    const { me, photos } = await withPhotos(2);
    const other = await withPhotos(2);

    const theirs = await makeMain(me, other.photos[1]!.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Image not found.');
    expect((await other.me.inject('GET', '/api/profile/images')).json()).toEqual(other.photos);
    expect((await me.inject('GET', '/api/profile/images')).json()).toEqual(photos);

    await me.inject('DELETE', `/api/profile/images/${photos[1]!.id}`);
    expect((await makeMain(me, photos[1]!.id)).statusCode).toBe(404);
    expect((await me.inject('GET', '/api/user/profile')).json().profileImage).toBe(photos[0]!.url);
  });

  it('answers 400 with a message for a malformed body, and 401 without a session', async () => {
    const { me } = await withPhotos(1);
    for (const body of [{ imageId: 'not-an-id' }, {}, { imageId: 7 }]) {
      const res = await me.inject('PUT', '/api/profile/images/main', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/images/main',
      payload: { imageId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
