import { createHash, randomUUID } from 'node:crypto';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import { PHOTOS } from '../../../shared/constants';
import { PHOTO_MESSAGES, photoUrl, type ProfileImage } from '../../../shared/schemas/photos';
import { mainPhotoFirst } from '../../../shared/rules/photo-order';
import { profileImages, users } from '../../db/schema';
import type { Db, Executor, Tx } from '../../db/client';
import { type AppContext, inTransaction } from '../../domain/context';
import { conflict, notFound } from '../../domain/errors';
import { USER_NOT_FOUND } from '../../domain/users';
import type { StoredObject } from '../../domain/storage';
import { processUpload } from './image-pipeline';

const TOO_MANY = `${PHOTO_MESSAGES.tooManyTitle} - ${PHOTO_MESSAGES.tooMany}`;
const ALREADY_ADDED = PHOTO_MESSAGES.alreadyAdded;
const NO_SUCH_IMAGE = 'Image not found.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toProfileImage(id: string): ProfileImage {
  return { id, thumbnailUrl: photoUrl(id, 'thumb'), url: photoUrl(id) };
}

/** The user's photos, the main one (cards, chats) first, then the others oldest first. */
export async function listImages(db: Executor, userId: string): Promise<ProfileImage[]> {
  const rows = await db
    .select({
      id: profileImages.id,
      main: sql<boolean>`${profileImages.id} = ${users.mainImageId}`,
    })
    .from(profileImages)
    .innerJoin(users, eq(users.id, profileImages.userId))
    .where(eq(profileImages.userId, userId))
    .orderBy(asc(profileImages.createdAt), asc(profileImages.id));
  return mainPhotoFirst(rows, (r) => r.main).map((r) => toProfileImage(r.id));
}

/**
 * Makes one of the user's own photos the main one, and answers their photos in the new order.
 * The user's row is locked before the photo is looked for, as a delete's choice of the next
 * main photo does (migration 0025), so a photo deleted meanwhile is never made the main one.
 */
export async function setMainImage(
  ctx: AppContext,
  userId: string,
  imageId: string,
): Promise<ProfileImage[]> {
  return inTransaction(ctx, async (tx) => {
    await lockOwner(tx, userId);
    const [photo] = await tx
      .select({ id: profileImages.id })
      .from(profileImages)
      .where(and(eq(profileImages.id, imageId), eq(profileImages.userId, userId)));
    if (!photo) throw notFound(NO_SUCH_IMAGE);
    await tx.update(users).set({ mainImageId: photo.id }).where(eq(users.id, userId));
    return listImages(tx, userId);
  });
}

/** Locks the user's row: every change to their photos runs one at a time behind it. */
async function lockOwner(tx: Tx, userId: string) {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!owner) throw notFound(USER_NOT_FOUND);
}

/** How many photos the user has, and whether one of them is this very file. */
async function existingPhotos(
  db: Db | Tx,
  userId: string,
  contentHash: string,
): Promise<{ n: number; same: boolean; newest: Date | string | null }> {
  const [row] = await db
    .select({
      n: count(),
      same: sql<boolean>`coalesce(bool_or(${profileImages.contentHash} = ${contentHash}), false)`,
      newest: max(profileImages.createdAt),
    })
    .from(profileImages)
    .where(eq(profileImages.userId, userId));
  return { n: row?.n ?? 0, same: row?.same ?? false, newest: row?.newest ?? null };
}

function refuseExtra(existing: { n: number; same: boolean }) {
  if (existing.same) throw conflict(ALREADY_ADDED);
  if (existing.n >= PHOTOS.maxPerUser) throw conflict(TOO_MANY);
}

/**
 * Re-encodes the upload, stores both files under generated names, then records the image.
 * The limit of 5 is decided inside the transaction, with the user's row locked, so uploads
 * racing each other cannot pass it; the loser's files are removed again.
 */
export async function uploadImage(
  ctx: AppContext,
  userId: string,
  file: { body: Buffer; mimetype: string },
): Promise<ProfileImage> {
  const contentHash = createHash('sha256').update(file.body).digest('hex');
  // Cheap early answer before any decoding; the transaction below is the real check.
  refuseExtra(await existingPhotos(ctx.db, userId, contentHash));

  const { full, thumb } = await processUpload(file.body, file.mimetype);
  const id = randomUUID();
  const storageKey = `photos/${id}.${full.extension}`;
  const thumbnailKey = `photos/${id}-thumb.${thumb.extension}`;
  const removeFiles = () =>
    Promise.all([ctx.storage.delete(storageKey), ctx.storage.delete(thumbnailKey)]);

  try {
    await ctx.storage.put(storageKey, full.body, full.contentType);
    await ctx.storage.put(thumbnailKey, thumb.body, thumb.contentType);
    await inTransaction(ctx, async (tx) => {
      await lockOwner(tx, userId);
      const existing = await existingPhotos(tx, userId, contentHash);
      refuseExtra(existing);
      // Strictly after the previous photo, so "oldest first" (and the main photo) never ties.
      const now = ctx.clock.now();
      const newest = existing.newest ? new Date(existing.newest).getTime() : 0;
      const createdAt = now.getTime() > newest ? now : new Date(newest + 1);
      await tx.insert(profileImages).values({
        id,
        userId,
        storageKey,
        thumbnailKey,
        mimeType: full.contentType,
        width: full.width,
        height: full.height,
        createdAt,
        contentHash,
      });
    });
  } catch (err) {
    await removeFiles().catch((cleanupErr: unknown) =>
      ctx.log.warn({ err: cleanupErr }, 'could not remove the files of a refused upload'),
    );
    throw err;
  }
  return toProfileImage(id);
}

/** Only the owner's own image is found (the owner is part of the query), else 404. */
export async function deleteImage(ctx: AppContext, userId: string, imageId: string) {
  const [removed] = await ctx.db
    .delete(profileImages)
    .where(and(eq(profileImages.id, imageId), eq(profileImages.userId, userId)))
    .returning({
      storageKey: profileImages.storageKey,
      thumbnailKey: profileImages.thumbnailKey,
    });
  if (!removed) throw notFound(NO_SUCH_IMAGE);
  // The row is gone, so the image no longer resolves; the files follow.
  await Promise.all([
    ctx.storage.delete(removed.storageKey),
    ctx.storage.delete(removed.thumbnailKey),
  ]).catch((err: unknown) => ctx.log.warn({ err }, 'could not remove the files of an image'));
}

/** The stored bytes of an existing image, or 404 for any other id. */
export async function readImage(
  ctx: AppContext,
  imageId: string,
  size: 'full' | 'thumb',
): Promise<StoredObject> {
  if (!UUID.test(imageId)) throw notFound(NO_SUCH_IMAGE);
  const [row] = await ctx.db
    .select({ storageKey: profileImages.storageKey, thumbnailKey: profileImages.thumbnailKey })
    .from(profileImages)
    .where(eq(profileImages.id, imageId));
  if (!row) throw notFound(NO_SUCH_IMAGE);
  const stored = await ctx.storage.get(size === 'thumb' ? row.thumbnailKey : row.storageKey);
  if (!stored) throw notFound(NO_SUCH_IMAGE);
  return stored;
}
