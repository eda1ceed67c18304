import type { SwipeResponse } from '../../../../shared/schemas/dating';
import { useDialogSubject } from '../../../lib/dialog-entry';

type MatchInfo = NonNullable<SwipeResponse['match']>;

/**
 * The 'It's a Match!' overlay as a history entry of its own (lib/dialog-entry.ts), so the phone's
 * Back closes it instead of leaving the deck. A second match while one is shown takes its place
 * rather than stacking another entry. After a reload the entry is still there but the match is
 * not, so nothing opens and the entry is stepped off.
 */
export function useMatchOverlay() {
  const dialog = useDialogSubject<MatchInfo>('match-overlay');
  return { match: dialog.subject, show: dialog.ask, close: () => dialog.close() };
}
