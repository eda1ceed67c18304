import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { deflateSync, crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTOS } from '../../../shared/constants';
import { matches, profileImages } from '../../db/schema';
import {
  createTestApp,
  matchPair,
  registerUser,
  type TestApp,
  type TestUser,
} from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVALID = 'Invalid File - Please select an image file';
const TOO_LARGE = 'File Too Large - Please select an image smaller than 10MB';
const TOO_MANY = 'Too Many Images - You can upload up to 5 profile images.';

function multipart(data: Buffer, contentType: string, field = 'image', filename = 'photo') {
  const boundary = `----petmatch${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(user: TestUser, data: Buffer, contentType: string, field?: string) {
  const form = multipart(data, contentType, field);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/images/upload',
    headers: { authorization: `Bearer ${user.token}`, ...form.headers },
    payload: form.payload,
  });
}

function picture(width = 120, height = 90, alpha = false) {
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 240, g: 80, b: 120, alpha: 0.5 } : { r: 240, g: 80, b: 120 },
    },
  });
}

const jpeg = () => picture().jpeg().toBuffer();
const png = () => picture().png().toBuffer();

/** Every file the app's storage holds. */
function storedFiles(): string[] {
  const root = path.join(t.app.ctx.config.dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

async function imageRows(userId: string) {
  return t.database.db.select().from(profileImages).where(eq(profileImages.userId, userId));
}

function getPublic(url: string) {
  return t.app.inject({ method: 'GET', url });
}

/** A complete, valid 1-bit PNG of 20,000 x 20,000 pixels that deflates to about 50 KB. */
function decompressionBombPng(): Buffer {
  const size = 20_000;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + size / 8) * size);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Asserts a refused upload left no row and no file behind. */
async function expectRefused(
  user: TestUser,
  data: Buffer,
  contentType: string,
  status: number,
  message: string | RegExp,
) {
  const filesBefore = storedFiles().length;
  const res = await upload(user, data, contentType);
  expect(res.statusCode, res.body).toBe(status);
  if (typeof message === 'string') expect(res.json().message).toBe(message);
  else expect(res.json().message).toMatch(message);
  expect(storedFiles()).toHaveLength(filesBefore);
  return res;
}

describe('POST /api/profile/images/upload', () => {
  it('accepts JPEG, PNG, GIF and WebP, lists them oldest first and makes the first the main photo', async () => {
    const me = await registerUser(t.app);
    const inputs: [Buffer, string][] = [
      [await jpeg(), 'image/jpeg'],
      [await png(), 'image/png'],
      [await picture().gif().toBuffer(), 'image/gif'],
      [await picture(120, 90, true).webp().toBuffer(), 'image/webp'],
    ];
    const ids: string[] = [];
    for (const [data, type] of inputs) {
      const res = await upload(me, data, type);
      expect(res.statusCode, res.body).toBe(200);
      const image = res.json();
      expect(image).toEqual({
        id: image.id,
        url: `/api/images/${image.id}`,
        thumbnailUrl: `/api/images/${image.id}/thumb`,
      });
      ids.push(image.id);
    }
    const list = await me.inject('GET', '/api/profile/images');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { id: string }) => i.id)).toEqual(ids);
    const profile = await me.inject('GET', '/api/user/profile');
    expect(profile.json().profileImage).toBe(`/api/images/${ids[0]}`);

    // Re-encoded: opaque pictures become JPEG, the transparent one stays transparent as WebP.
    const types = [];
    for (const id of ids) {
      const full = await getPublic(`/api/images/${id}`);
      expect(full.statusCode).toBe(200);
      types.push(full.headers['content-type']);
      const meta = await sharp(full.rawPayload).metadata();
      expect(meta.width).toBe(120);
      const thumb = await getPublic(`/api/images/${id}/thumb`);
      const thumbMeta = await sharp(thumb.rawPayload).metadata();
      expect([thumbMeta.width, thumbMeta.height]).toEqual([PHOTOS.thumbPx, PHOTOS.thumbPx]);
    }
    expect(types).toEqual(['image/jpeg', 'image/jpeg', 'image/jpeg', 'image/webp']);
  });

  it('stores a JPEG carrying EXIF GPS without any metadata, turned upright', async () => {
    const me = await registerUser(t.app);
    const input = await picture(160, 90)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', ImageDescription: 'home address' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 26/1 4636/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '79/1 58/1 3600/100',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    // The input really carries GPS: the GPS IFD pointer tag (0x8825) and the camera's name.
    expect(inputMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(input.includes(Buffer.from('SpyCam'))).toBe(true);
    expect(inputMeta.orientation).toBe(6);

    const res = await upload(me, input, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await imageRows(me.user.id);
    for (const key of [row!.storageKey, row!.thumbnailKey]) {
      const stored = await t.app.ctx.storage.get(key);
      expect(stored).not.toBeNull();
      const body = stored!.body;
      const meta = await sharp(body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(body.includes(Buffer.from('Exif'))).toBe(false);
      expect(body.includes(Buffer.from('SpyCam'))).toBe(false);
      expect(body.includes(Buffer.from('home address'))).toBe(false);
    }
    // Orientation 6 means "rotate 90°": the stored photo is upright, so portrait.
    const full = await sharp((await t.app.ctx.storage.get(row!.storageKey))!.body).metadata();
    expect([full.width, full.height]).toEqual([90, 160]);
  });

  it('refuses a sixth image and leaves nothing stored', async () => {
    const me = await registerUser(t.app);
    const data = await jpeg();
    for (let i = 0; i < PHOTOS.maxPerUser; i++) {
      expect((await upload(me, data, 'image/jpeg')).statusCode).toBe(200);
    }
    await expectRefused(me, data, 'image/jpeg', 409, TOO_MANY);
    expect(await imageRows(me.user.id)).toHaveLength(PHOTOS.maxPerUser);
  });

  it('never passes 5 images under concurrent uploads, and cleans up after the losers', async () => {
    const me = await registerUser(t.app);
    const data = await png();
    const filesBefore = storedFiles().length;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => upload(me, data, 'image/png')),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    expect(await imageRows(me.user.id)).toHaveLength(PHOTOS.maxPerUser);
    expect(storedFiles().length - filesBefore).toBe(PHOTOS.maxPerUser * 2 * 2);
  });

  it('refuses a file of 10 MB + 1 byte while streaming, and reads one of exactly 10 MB', async () => {
    const me = await registerUser(t.app);
    const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = Buffer.concat([header, Buffer.alloc(PHOTOS.maxBytes + 1 - header.length)]);
    await expectRefused(me, tooBig, 'image/jpeg', 413, TOO_LARGE);
    // At the limit the file is read in full; this one is simply not a readable picture.
    const atLimit = Buffer.concat([header, Buffer.alloc(PHOTOS.maxBytes - header.length)]);
    await expectRefused(me, atLimit, 'image/jpeg', 400, /^Invalid File - /);
  });

  it('refuses SVG, HTML, polyglots, mismatched types, truncated files and decompression bombs', async () => {
    const me = await registerUser(t.app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    await expectRefused(me, svg, 'image/svg+xml', 400, INVALID);
    await expectRefused(me, svg, 'image/png', 400, INVALID);
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    await expectRefused(me, html, 'text/html', 400, INVALID);
    // A JPEG header in front of HTML.
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]);
    await expectRefused(me, fakeJpeg, 'image/jpeg', 400, INVALID);
    // A real GIF that is also a script (GIFAR-style polyglot).
    const gif = await picture().gif().toBuffer();
    const polyglot = Buffer.concat([gif, Buffer.from('<script>alert(1)</script>')]);
    await expectRefused(me, polyglot, 'image/gif', 400, INVALID);
    // Magic bytes that disagree with the declared type, both ways round.
    await expectRefused(me, await png(), 'image/jpeg', 400, INVALID);
    await expectRefused(me, await jpeg(), 'image/gif', 400, INVALID);
    await expectRefused(me, await jpeg(), 'application/octet-stream', 400, INVALID);
    await expectRefused(me, Buffer.from('plain text'), 'text/plain', 400, INVALID);
    // Truncated: the first 60% of a real JPEG and of a real PNG.
    const noisy = Buffer.alloc(300 * 200 * 3, 0).map((_, i) => (i * 2654435761) >>> 24);
    const photo = sharp(noisy, { raw: { width: 300, height: 200, channels: 3 } });
    const realJpeg = await photo.clone().jpeg().toBuffer();
    const realPng = await photo.clone().png().toBuffer();
    await expectRefused(
      me,
      realJpeg.subarray(0, Math.floor(realJpeg.length * 0.6)),
      'image/jpeg',
      400,
      /could not be read/,
    );
    await expectRefused(
      me,
      realPng.subarray(0, Math.floor(realPng.length * 0.6)),
      'image/png',
      400,
      /could not be read/,
    );
    // 20,000 x 20,000 pixels in 50 KB: refused before anything is decoded.
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(100_000);
    await expectRefused(me, bomb, 'image/png', 413, /megapixels/);

    expect(await imageRows(me.user.id)).toHaveLength(0);
  });

  it('asks for a form upload in the field "image"', async () => {
    const me = await registerUser(t.app);
    const json = await me.inject('POST', '/api/profile/images/upload', { image: 'data:...' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/form upload in the field "image"/);
    const form = multipart(await jpeg(), 'image/jpeg', 'photo');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/profile/images/upload',
      headers: { authorization: `Bearer ${me.token}`, ...form.headers },
      payload: form.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(await imageRows(me.user.id)).toHaveLength(0);
  });

  it('needs a signed-in user', async () => {
    const form = multipart(await jpeg(), 'image/jpeg');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/images/upload',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

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
