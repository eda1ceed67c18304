/** Helpers shared by the photo server tests. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profileImages } from '../../db/schema';
import type { TestApp, TestUser } from '../../test/helpers';

export function multipart(data: Buffer, contentType: string, field = 'image', filename = 'photo') {
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

let pictures = 0;

/** A plain picture, each one a different colour: the same file twice is refused as a duplicate. */
export function picture(width = 120, height = 90, alpha = false) {
  const n = pictures++;
  // Steps wide enough that JPEG's quantisation cannot make two of them the same bytes.
  const colour = { r: 240, g: (80 + 29 * n) % 256, b: (120 + 53 * n) % 256 };
  return sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { ...colour, alpha: 0.5 } : colour,
    },
  });
}

export const jpeg = () => picture().jpeg().toBuffer();
export const png = () => picture().png().toBuffer();

/** The helpers that need the test file's app; `app` returns it once beforeAll has made it. */
export function photoHelpers(app: () => TestApp) {
  function upload(user: TestUser, data: Buffer, contentType: string, field?: string) {
    const t = app();
    const form = multipart(data, contentType, field);
    return t.app.inject({
      method: 'POST',
      url: '/api/profile/images/upload',
      headers: { authorization: `Bearer ${user.token}`, ...form.headers },
      payload: form.payload,
    });
  }

  /** Every file the app's storage holds. */
  function storedFiles(): string[] {
    const t = app();
    const root = path.join(t.app.ctx.config.dataDir, 'uploads');
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name));
  }

  async function imageRows(userId: string) {
    const t = app();
    return t.database.db.select().from(profileImages).where(eq(profileImages.userId, userId));
  }

  function getPublic(url: string) {
    const t = app();
    return t.app.inject({ method: 'GET', url });
  }

  return { upload, storedFiles, imageRows, getPublic };
}
