import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorSchema, IdempotencyHeadersSchema } from '../../../shared/schemas/common';
import {
  EquipRequestSchema,
  EquipResponseSchema,
  InventoryListSchema,
  ItemIdParamsSchema,
  PurchaseRequestSchema,
  PurchaseResponseSchema,
  ShopItemListSchema,
  UseItemResponseSchema,
} from '../../../shared/schemas/shop';
import { ensureShopItems } from '../../db/seed/shop-items';
import type { AppContext } from '../../domain/context';
import { requireActor, requireUserId } from '../../plugins/auth';
import { equip, unequip, useItem } from './inventory';
import { listInventory, listShopItems } from './items';
import { purchase } from './purchase';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

export const shopRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, opts) => {
  const { ctx } = opts;
  // Every deployment sells the catalogue, seeded or not (a fresh PostgreSQL, a test database).
  await ensureShopItems(ctx.db);

  app.get(
    '/shop/items',
    { schema: { response: { 200: ShopItemListSchema, 401: ErrorSchema } } },
    () => listShopItems(ctx.db),
  );

  app.post(
    '/shop/purchase',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        body: PurchaseRequestSchema,
        response: { 200: PurchaseResponseSchema, ...errors, 422: ErrorSchema },
      },
    },
    (request) =>
      purchase(ctx, requireActor(request), request.body.itemId, request.headers['idempotency-key']),
  );

  app.get(
    '/user/items',
    { schema: { response: { 200: InventoryListSchema, 401: ErrorSchema } } },
    (request) => listInventory(ctx.db, requireUserId(request)),
  );

  app.post(
    '/user/items/:itemId/use',
    { schema: { params: ItemIdParamsSchema, response: { 200: UseItemResponseSchema, ...errors } } },
    (request) => useItem(ctx, requireActor(request), request.params.itemId),
  );

  app.post(
    '/user/items/:itemId/equip',
    {
      schema: {
        params: ItemIdParamsSchema,
        body: EquipRequestSchema,
        response: { 200: EquipResponseSchema, ...errors },
      },
    },
    (request) => equip(ctx, requireActor(request), request.params.itemId, request.body.petId),
  );

  app.post(
    '/user/items/:itemId/unequip',
    { schema: { params: ItemIdParamsSchema, response: { 200: EquipResponseSchema, ...errors } } },
    (request) => unequip(ctx, requireActor(request), request.params.itemId),
  );
};
