import type { Notification } from '../../../../shared/schemas/notifications';

/** Spec section 4 "Notification tap": where each type leads. */
export function notificationTarget(n: Pick<Notification, 'type' | 'relatedUserId'>): string {
  switch (n.type) {
    case 'new_message':
      return n.relatedUserId ? `/messages/${n.relatedUserId}` : '/messages';
    case 'new_match':
      return '/dating/matches';
    case 'want_to_meet':
      return '/dating/wants-to-meet';
    case 'low_energy':
      return '/shop';
  }
}
