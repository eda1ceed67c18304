import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PreferencesSchema } from '../../../../shared/schemas/preferences';
import type { UpdatePreferencesRequest } from '../../../../shared/schemas/update-preferences';
import { apiJson } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { OWN_PROFILE_KEY } from '../../../lib/own-profile';
import { DECK_KEY, PREFERENCES_KEY } from './keys';

export function updatePreferences(input: UpdatePreferencesRequest) {
  return apiJson(PreferencesSchema, 'PUT', '/api/user/preferences', input);
}

/** Saving changes the deck and the profile's read-only preferences card. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: async (preferences) => {
      queryClient.setQueryData(PREFERENCES_KEY, preferences);
      updateUser({ preferences });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DECK_KEY }),
        queryClient.invalidateQueries({ queryKey: OWN_PROFILE_KEY }),
      ]);
    },
  });
}
