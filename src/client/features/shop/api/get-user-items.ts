import { queryOptions, useQuery } from '@tanstack/react-query';
import { InventoryListSchema } from '../../../../shared/schemas/shop';
import { apiJson } from '../../../lib/api-client';
import { USER_ITEMS_KEY } from './keys';

export function getUserItems() {
  return apiJson(InventoryListSchema, 'GET', '/api/user/items');
}

export function userItemsQueryOptions() {
  return queryOptions({ queryKey: [...USER_ITEMS_KEY], queryFn: getUserItems });
}

export function useUserItems() {
  return useQuery(userItemsQueryOptions());
}
