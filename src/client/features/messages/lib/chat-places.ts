import { onAccountDataCleared } from '../../../lib/account-data';
import { onChatChange } from '../../../lib/chat-changes';
import { type History, withChange } from './use-thread-history';

/** A message and how far its bubble's top was below the top of the thread's box, in pixels. */
export interface Anchor {
  id: string;
  top: number;
}

/**
 * Where a reader left a chat while reading above its newest messages: the earlier pages they had
 * loaded and the message at the top of their screen. Back to the chat (from the person's profile,
 * say) puts them there again instead of at the newest message with the earlier pages gone.
 */
export interface ChatPlace {
  history: History;
  anchor: Anchor;
}

/** In memory while the session lasts, for the last ten chats left: a look away and Back. */
const MAX_PLACES = 10;
const places = new Map<string, ChatPlace>();

const keyOf = (myId: string, userId: string) => `${myId}:${userId}`;

// A heart or a read while the reader is away reaches the messages kept, as it would the shown
// ones; the account's messages go with its session.
onChatChange((change) => {
  for (const [key, place] of places) {
    const history = withChange(place.history, change);
    if (history !== place.history) places.set(key, { ...place, history });
  }
});
onAccountDataCleared(() => places.clear());

/** The place left in this chat, if the reader left it scrolled up. */
export function chatPlace(myId: string, userId: string): ChatPlace | undefined {
  return places.get(keyOf(myId, userId));
}

/** Leaving a chat: where the reader was, or null when they were at its newest messages. */
export function rememberChatPlace(myId: string, userId: string, place: ChatPlace | null) {
  const key = keyOf(myId, userId);
  places.delete(key);
  if (!place) return;
  places.set(key, place);
  if (places.size > MAX_PLACES) places.delete(places.keys().next().value!);
}
