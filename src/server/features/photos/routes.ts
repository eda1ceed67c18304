import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTOS, RATE_LIMITS } from '../../../shared/constants';
import { ErrorSchema, OkSchema } from '../../../shared/schemas/common';
import {
  ImageIdParamsSchema,
  MainPhotoRequestSchema,
  ProfileImageListSchema,
  ProfileImageSchema,
  PublicImageParamsSchema,
  UPLOAD_FIELD,
} from '../../../shared/schemas/photos';
import type { AppContext } from '../../domain/context';
import { badRequest, HttpError } from '../../domain/errors';
import type { StoredObject } from '../../domain/storage';
import { requireUserId } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/user-rate-limit';
import { FILE_TOO_LARGE } from './image-pipeline';
import * as photos from './service';

const NOT_A_FORM = `Please send the image as a form upload in the field "${UPLOAD_FIELD}".`;
const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  413: ErrorSchema,
};

export const photoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: PHOTOS.maxBytes,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 100,
    },
  });

  app.get(
    '/profile/images',
    { schema: { response: { 200: ProfileImageListSchema, 401: ErrorSchema } } },
    (request) => photos.listImages(ctx.db, requireUserId(request)),
  );

  app.put(
    '/profile/images/main',
    {
      schema: {
        body: MainPhotoRequestSchema,
        response: {
          200: ProfileImageListSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    (request) => photos.setMainImage(ctx, requireUserId(request), request.body.imageId),
  );

  app.post(
    '/profile/images/upload',
    {
      config: { rateLimit: perUserRateLimit(RATE_LIMITS.photoUpload) },
      schema: { response: { 200: ProfileImageSchema, ...errors, 429: ErrorSchema } },
    },
    async (request) => {
      const userId = requireUserId(request);
      const upload = await readUpload(request);
      return photos.uploadImage(ctx, userId, upload);
    },
  );

  app.delete(
    '/profile/images/:imageId',
    { schema: { params: ImageIdParamsSchema, response: { 200: OkSchema, ...errors } } },
    async (request) => {
      await photos.deleteImage(ctx, requireUserId(request), request.params.imageId);
      return { ok: true as const };
    },
  );

  // Public so that <img src> works without a bearer token; only stored images' ids resolve.
  app.get(
    '/images/:id',
    {
      config: { public: true },
      schema: { params: PublicImageParamsSchema, response: { 404: ErrorSchema } },
    },
    async (request, reply) =>
      sendImage(reply, await photos.readImage(ctx, request.params.id, 'full')),
  );

  app.get(
    '/images/:id/thumb',
    {
      config: { public: true },
      schema: { params: PublicImageParamsSchema, response: { 404: ErrorSchema } },
    },
    async (request, reply) =>
      sendImage(reply, await photos.readImage(ctx, request.params.id, 'thumb')),
  );
};

/** Reads the one file of the form into memory, refusing it once it passes the size limit. */
async function readUpload(request: FastifyRequest): Promise<{ body: Buffer; mimetype: string }> {
  if (!request.isMultipart()) throw badRequest(NOT_A_FORM);
  let file;
  try {
    file = await request.file();
  } catch {
    throw badRequest(NOT_A_FORM);
  }
  if (!file || file.fieldname !== UPLOAD_FIELD) throw badRequest(NOT_A_FORM);
  let body: Buffer;
  try {
    body = await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, FILE_TOO_LARGE);
    }
    throw badRequest(NOT_A_FORM);
  }
  // The stream stops at the limit: a truncated read means the file was larger.
  if (file.file.truncated) throw new HttpError(413, FILE_TOO_LARGE);
  if (body.length === 0) throw badRequest(NOT_A_FORM);
  return { body, mimetype: file.mimetype };
}

/** Content never changes under an id, so it may be cached for good; it is never sniffed. */
function sendImage(reply: FastifyReply, image: StoredObject) {
  return reply
    .header('Content-Type', image.contentType)
    .header('Content-Length', image.body.length)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Content-Disposition', 'inline')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .send(image.body);
}
