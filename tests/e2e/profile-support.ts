// Shared by the profile journeys: a photo for the file picker and the one toast on screen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** A small photo-like PNG written to a temp file, for the file picker. */
export async function pngFile(name: string, colour: { r: number; g: number; b: number }) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'petmatch-photo-')), name);
  const circle = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="170" r="90" fill="#fff" opacity="0.85"/><rect x="90" y="270" width="220" height="130" rx="60" fill="#fff" opacity="0.85"/></svg>',
  );
  await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
    .composite([{ input: circle }])
    .png()
    .toFile(file);
  return file;
}

/** The one toast on screen, found by its title. */
export function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** A photo uploaded straight to the API, as the profile screen would; answers its list entry. */
export async function uploadPhotoViaApi(
  page: Page,
  auth: { token: string },
  name: string,
  colour: { r: number; g: number; b: number },
): Promise<{ id: string; url: string; thumbnailUrl: string }> {
  const file = await pngFile(name, colour);
  const upload = await page.request.post('/api/profile/images/upload', {
    headers: { authorization: `Bearer ${auth.token}` },
    multipart: { image: { name, mimeType: 'image/png', buffer: fs.readFileSync(file) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return upload.json();
}
