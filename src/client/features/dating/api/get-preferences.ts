import { queryOptions, useQuery } from '@tanstack/react-query';
import { PreferencesSchema } from '../../../../shared/schemas/preferences';
import { apiJson } from '../../../lib/api-client';
import { PREFERENCES_KEY } from './keys';

export function getPreferences() {
  return apiJson(PreferencesSchema, 'GET', '/api/user/preferences');
}

export function preferencesQueryOptions() {
  return queryOptions({ queryKey: PREFERENCES_KEY, queryFn: getPreferences });
}

export function usePreferences() {
  return useQuery(preferencesQueryOptions());
}
