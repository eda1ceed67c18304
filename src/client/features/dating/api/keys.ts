/** Query keys are the URL path split (STYLE.md); lib/realtime.ts invalidates the same keys. */
export const DECK_KEY = ['/api/dating/potential-matches'] as const;
export const MATCHES_KEY = ['/api/dating/matches'] as const;
export const WANTS_TO_MEET_KEY = ['/api/dating/wants-to-meet'] as const;
export const PREFERENCES_KEY = ['/api/user/preferences'] as const;
export const publicProfileKey = (userId: string) => ['/api/users', userId] as const;
export const SUPER_LIKES_KEY = ['/api/dating/super-likes'] as const;
