/** Photo uploads: a small real PNG, a multipart form around any bytes, an upload, a count. */
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profileImages } from '../../src/server/db/schema';
import type { TestApp } from '../../src/server/test/helpers';

let tiny: Promise<Buffer> | undefined;
/** A small real PNG (the upload pipeline decodes and re-encodes it). */
export function tinyPng(): Promise<Buffer> {
  tiny ??= sharp({
    create: { width: 24, height: 24, channels: 3, background: { r: 240, g: 80, b: 120 } },
  })
    .png()
    .toBuffer();
  return tiny;
}

export function multipartBody(
  data: Buffer,
  contentType = 'image/png',
  extraFields: Record<string, string> = {},
  field = 'image',
) {
  const boundary = `----petmatch${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(extraFields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="photo"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadImage(
  t: TestApp,
  user: { token: string },
  extraFields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const form = multipartBody(await tinyPng(), 'image/png', extraFields);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/images/upload',
    headers: { authorization: `Bearer ${user.token}`, ...form.headers },
    payload: form.payload,
  });
}

export async function imageCount(t: TestApp, userId: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: profileImages.id })
    .from(profileImages)
    .where(eq(profileImages.userId, userId));
  return rows.length;
}
