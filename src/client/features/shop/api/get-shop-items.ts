import { queryOptions, useQuery } from '@tanstack/react-query';
import { ShopItemListSchema } from '../../../../shared/schemas/shop';
import { apiJson } from '../../../lib/api-client';
import { SHOP_ITEMS_KEY } from './keys';

export function getShopItems() {
  return apiJson(ShopItemListSchema, 'GET', '/api/shop/items');
}

export function shopItemsQueryOptions() {
  return queryOptions({ queryKey: [...SHOP_ITEMS_KEY], queryFn: getShopItems });
}

export function useShopItems() {
  return useQuery(shopItemsQueryOptions());
}
