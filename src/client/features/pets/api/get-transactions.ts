import { queryOptions, useQuery } from '@tanstack/react-query';
import { TransactionListSchema } from '../../../../shared/schemas/bank';
import { apiJson } from '../../../lib/api-client';

export function getTransactions() {
  return apiJson(TransactionListSchema, 'GET', '/api/transactions');
}

export function transactionsQueryOptions() {
  return queryOptions({ queryKey: ['/api/transactions'], queryFn: getTransactions });
}

export function useTransactions() {
  return useQuery(transactionsQueryOptions());
}
