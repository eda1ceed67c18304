/** POST /api/profile/images/upload: what is accepted, how it is stored, and what is refused. */
import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTOS } from '../../../shared/constants';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { jpeg, multipart, photoHelpers, picture, png } from './photos-test-helpers';

const t = useTestApp();

const { upload, storedFiles, imageRows, getPublic } = photoHelpers(() => t);

const INVALID = 'Invalid File - Please select an image file';
const TOO_LARGE = 'File Too Large - Please select an image smaller than 10MB';
const TOO_MANY = 'Too Many Images - You can upload up to 5 profile images.';
const ALREADY_ADDED = 'You already added this photo.';

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
    for (let i = 0; i < PHOTOS.maxPerUser; i++) {
      expect((await upload(me, await jpeg(), 'image/jpeg')).statusCode).toBe(200);
    }
    await expectRefused(me, await jpeg(), 'image/jpeg', 409, TOO_MANY);
    expect(await imageRows(me.user.id)).toHaveLength(PHOTOS.maxPerUser);
  });

  it('never passes 5 images under concurrent uploads, and cleans up after the losers', async () => {
    const me = await registerUser(t.app);
    const photos = await Promise.all(Array.from({ length: 8 }, () => png()));
    const filesBefore = storedFiles().length;
    const results = await Promise.all(photos.map((data) => upload(me, data, 'image/png')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    expect(await imageRows(me.user.id)).toHaveLength(PHOTOS.maxPerUser);
    expect(storedFiles().length - filesBefore).toBe(PHOTOS.maxPerUser * 2 * 2);
  });

  it('refuses the same file twice, also at once, but takes it again once deleted', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    const beach = await jpeg();
    const first = await upload(me, beach, 'image/jpeg');
    expect(first.statusCode).toBe(200);
    await expectRefused(me, beach, 'image/jpeg', 409, ALREADY_ADDED);
    // Another person may upload the same file; the same person a different one.
    expect((await upload(other, beach, 'image/jpeg')).statusCode).toBe(200);
    expect((await upload(me, await jpeg(), 'image/jpeg')).statusCode).toBe(200);
    const twice = await png();
    const racing = await Promise.all([1, 2, 3].map(() => upload(me, twice, 'image/png')));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await imageRows(me.user.id)).toHaveLength(3);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/images/${first.json().id}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(removed.statusCode).toBe(200);
    expect((await upload(me, beach, 'image/jpeg')).statusCode).toBe(200);
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
