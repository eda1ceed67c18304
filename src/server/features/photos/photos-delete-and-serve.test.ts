/**
 * After the upload: deleting photos, which photo is the main one in lists of people, and
 * serving the stored images.
 */
import { describe, expect, it } from 'vitest';
import { matches, profileImages } from '../../db/schema';
import { matchPair, registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { jpeg, photoHelpers, png } from './photos-test-helpers';

const t = useTestApp();

const { upload, storedFiles, imageRows, getPublic } = photoHelpers(() => t);

describe('DELETE /api/profile/images/{imageId}', () => {
  it("answers 404 for another user's image and removes nothing", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const image = (await upload(owner, await jpeg(), 'image/jpeg')).json();
    const filesBefore = storedFiles().length;

    const res = await intruder.inject('DELETE', `/api/profile/images/${image.id}`);
    expect(res.statusCode).toBe(404);
    expect(storedFiles()).toHaveLength(filesBefore);
    expect((await owner.inject('GET', '/api/profile/images')).json()).toHaveLength(1);
    expect((await getPublic(image.url)).statusCode).toBe(200);
  });

  it('removes the row and both files; the next photo becomes the main one', async () => {
    const me = await registerUser(t.app);
    const first = (await upload(me, await jpeg(), 'image/jpeg')).json();
    const second = (await upload(me, await png(), 'image/png')).json();
    const [row] = (await imageRows(me.user.id)).filter((r) => r.id === first.id);

    const res = await me.inject('DELETE', `/api/profile/images/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(await t.app.ctx.storage.get(row!.storageKey)).toBeNull();
    expect(await t.app.ctx.storage.get(row!.thumbnailKey)).toBeNull();
    expect((await getPublic(first.url)).statusCode).toBe(404);
    expect((await getPublic(first.thumbnailUrl)).statusCode).toBe(404);
    expect((await me.inject('GET', '/api/profile/images')).json()).toEqual([second]);
    expect((await me.inject('GET', '/api/user/profile')).json().profileImage).toBe(second.url);

    const again = await me.inject('DELETE', `/api/profile/images/${first.id}`);
    expect(again.statusCode).toBe(404);
    const notAnId = await me.inject('DELETE', '/api/profile/images/not-an-id');
    expect(notAnId.statusCode).toBe(400);
  });
});

describe('the main photo in lists of people', () => {
  /** Two people matched directly (the dating feature makes matches). */
  async function matchedPair() {
    const me = await registerUser(t.app);
    const viewer = await registerUser(t.app);
    await t.database.db.insert(matches).values(matchPair(me, viewer));
    return { me, viewer };
  }

  /** Their photo as the other side's conversation list and their own profile show it. */
  async function mainPhotoSeen(owner: TestUser, viewer: TestUser) {
    const list = (await viewer.inject('GET', '/api/messages/conversations')).json();
    const inList = list.find((c: { user: { id: string } }) => c.user.id === owner.user.id);
    const profile = (await owner.inject('GET', '/api/user/profile')).json();
    expect(inList.user.profileImage).toBe(profile.profileImage);
    return profile.profileImage as string | null;
  }

  it('follows uploads and deletes, also when photos are removed at once', async () => {
    const { me, viewer } = await matchedPair();
    expect(await mainPhotoSeen(me, viewer)).toBeNull();

    const photos = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(me, await jpeg(), 'image/jpeg');
      expect(res.statusCode, res.body).toBe(200);
      photos.push(res.json());
    }
    expect(await mainPhotoSeen(me, viewer)).toBe(photos[0].url);

    const removed = await Promise.all(
      [photos[0], photos[1]].map((p) => me.inject('DELETE', `/api/profile/images/${p.id}`)),
    );
    expect(removed.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await mainPhotoSeen(me, viewer)).toBe(photos[2].url);

    await me.inject('DELETE', `/api/profile/images/${photos[2].id}`);
    expect(await mainPhotoSeen(me, viewer)).toBeNull();
  });

  it('takes a photo stored as older than the main one (a seed) as the new main photo', async () => {
    const { me, viewer } = await matchedPair();
    const uploaded = (await upload(me, await jpeg(), 'image/jpeg')).json();
    const [older] = await t.database.db
      .insert(profileImages)
      .values({
        userId: me.user.id,
        storageKey: 'seeded',
        thumbnailKey: 'seeded-thumb',
        mimeType: 'image/jpeg',
        width: 10,
        height: 10,
        createdAt: new Date('2020-01-01T00:00:00Z'),
      })
      .returning({ id: profileImages.id });
    expect(await mainPhotoSeen(me, viewer)).toBe(`/api/images/${older!.id}`);

    await me.inject('DELETE', `/api/profile/images/${older!.id}`);
    expect(await mainPhotoSeen(me, viewer)).toBe(uploaded.url);
  });
});

describe('GET /api/images/{id}', () => {
  it('serves stored images without a token, with safe headers', async () => {
    const me = await registerUser(t.app);
    const image = (await upload(me, await jpeg(), 'image/jpeg')).json();
    for (const url of [image.url, image.thumbnailUrl]) {
      const res = await getPublic(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
        'content-disposition': 'inline',
      });
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });

  it('answers 404 for anything that is not an existing image id', async () => {
    for (const url of [
      '/api/images/00000000-0000-4000-8000-000000000000',
      '/api/images/00000000-0000-4000-8000-000000000000/thumb',
      '/api/images/not-a-uuid',
      '/api/images/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await getPublic(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });
});
