/** Query keys are the URL path split (STYLE.md); lib/realtime.ts invalidates the same keys. */
export const CONVERSATIONS_KEY = ['/api/messages/conversations'] as const;
export const conversationKey = (userId: string) => ['/api/messages/conversation', userId] as const;
