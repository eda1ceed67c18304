/** Query keys are the URL path split (STYLE.md); lib/realtime.ts invalidates the same keys. */
export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
export const UNREAD_COUNT_KEY = ['/api/notifications/unread-count'] as const;
