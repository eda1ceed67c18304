import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorSchema,
  IdempotencyHeadersSchema,
  IdParamsSchema,
} from '../../../shared/schemas/common';
import {
  ActivePetResponseSchema,
  AdoptablePetListSchema,
  AdoptPetRequestSchema,
  AdoptPetResponseSchema,
  CreatePetRequestSchema,
  CustomizePetRequestSchema,
  PetActionRequestSchema,
  PetActionResponseSchema,
  PetActivityListSchema,
  PetEnvelopeSchema,
  PetListSchema,
  PetSchema,
} from '../../../shared/schemas/pets';
import type { AppContext } from '../../domain/context';
import { requireActor, requireUserId } from '../../plugins/auth';
import * as pets from './service';
import { careAction } from './care-action';

const errors = {
  400: ErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
};

export const petRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/pets', { schema: { response: { 200: PetListSchema, ...errors } } }, (request) =>
    pets.listPets(ctx, requireUserId(request)),
  );

  app.get(
    '/pets/active',
    { schema: { response: { 200: ActivePetResponseSchema, ...errors } } },
    (request) => pets.activePet(ctx, requireUserId(request)),
  );

  app.get(
    '/pets/adoptable',
    { schema: { response: { 200: AdoptablePetListSchema, ...errors } } },
    (request) => pets.adoptablePets(ctx, requireUserId(request)),
  );

  app.post(
    '/pets',
    { schema: { body: CreatePetRequestSchema, response: { 200: PetSchema, ...errors } } },
    (request) => pets.createFirstPet(ctx, requireActor(request), request.body),
  );

  app.post(
    '/pets/adopt',
    {
      schema: {
        headers: IdempotencyHeadersSchema,
        body: AdoptPetRequestSchema,
        response: { 200: AdoptPetResponseSchema, ...errors, 422: ErrorSchema },
      },
    },
    (request) =>
      pets.adoptPet(ctx, requireActor(request), request.body, request.headers['idempotency-key']),
  );

  app.post(
    '/pets/:id/action',
    {
      schema: {
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: PetActionRequestSchema,
        response: { 200: PetActionResponseSchema, ...errors, 422: ErrorSchema },
      },
    },
    (request) =>
      careAction(
        ctx,
        requireActor(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    '/pets/:id/set-active',
    { schema: { params: IdParamsSchema, response: { 200: PetEnvelopeSchema, ...errors } } },
    async (request) => ({
      pet: await pets.setActivePet(ctx, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/pets/:id/customize',
    {
      schema: {
        params: IdParamsSchema,
        body: CustomizePetRequestSchema,
        response: { 200: PetEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({
      pet: await pets.renamePet(ctx, requireActor(request), request.params.id, request.body.name),
    }),
  );

  app.get(
    '/pets/:id/activities',
    { schema: { params: IdParamsSchema, response: { 200: PetActivityListSchema, ...errors } } },
    (request) => pets.petActivityList(ctx, requireUserId(request), request.params.id),
  );
};
