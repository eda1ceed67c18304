import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TransactionListSchema } from '../../../shared/schemas/bank';
import { ErrorSchema } from '../../../shared/schemas/common';
import type { AppContext } from '../../domain/context';
import { requireUserId } from '../../plugins/auth';
import { listTransactions } from './service';

export const bankRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/transactions',
    { schema: { response: { 200: TransactionListSchema, 401: ErrorSchema } } },
    (request) => listTransactions(ctx, requireUserId(request)),
  );
};
