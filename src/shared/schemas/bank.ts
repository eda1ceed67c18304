import { z } from 'zod';

export const TransactionSchema = z.object({
  id: z.uuid(),
  type: z.enum(['earned', 'spent']),
  amount: z.number().int(),
  description: z.string(),
  createdAt: z.string().nullable(),
});
export const TransactionListSchema = z.array(TransactionSchema);
export type Transaction = z.infer<typeof TransactionSchema>;
