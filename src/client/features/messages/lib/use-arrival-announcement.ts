import { useState } from 'react';
import type { ThreadMessage } from '../../../../shared/schemas/messages';

interface Heard {
  /** The thread this was worked out from. */
  thread: ThreadMessage[] | undefined;
  /** Each message seen so far, with whether it was hearted; null until the thread is first read. */
  known: ReadonlyMap<string, boolean> | null;
  said: string;
  /** How many times something was said: the same words said again are a new announcement. */
  count: number;
}

export interface Announcement {
  text: string;
  /** Changes with each announcement; the region renders the text under this key. */
  key: number;
}

/**
 * What a screen reader hears as an open thread changes: the other person's new message (or how
 * many came, and the latest), and a heart they put on one of ours. What the thread held when it
 * was first read is not announced. Worked out as the thread changes, during render (React's
 * "adjusting state when a prop changes"), so there is no extra pass. The text is rendered under
 * `key`, so words equal to the last ones ("Ben: ok" twice, a heart put on again) are a new node
 * in the live region, which a screen reader reads again; an unchanged text node is not.
 */
export function useArrivalAnnouncement(
  thread: ThreadMessage[] | undefined,
  myId: string,
  name: string | undefined,
): Announcement {
  const [heard, setHeard] = useState<Heard>({
    thread: undefined,
    known: null,
    said: '',
    count: 0,
  });
  if (thread && thread !== heard.thread) {
    const known = new Map(thread.map((m) => [m.id, m.heartedByReceiver]));
    const said = heard.known ? newsBetween(heard.known, thread, myId, name) : '';
    setHeard({ thread, known, said: said || heard.said, count: heard.count + (said ? 1 : 0) });
  }
  return { text: heard.said, key: heard.count };
}

/** What changed from `before` to `thread` that the other person did, in a sentence or two. */
export function newsBetween(
  before: ReadonlyMap<string, boolean>,
  thread: ThreadMessage[],
  myId: string,
  name: string | undefined,
): string {
  const who = name ?? 'Your match';
  const arrived = thread.filter((m) => !before.has(m.id) && m.senderId !== myId);
  const hearted = thread.some(
    (m) => m.senderId === myId && m.heartedByReceiver && before.get(m.id) === false,
  );
  const parts: string[] = [];
  const latest = arrived.at(-1);
  if (latest) {
    parts.push(
      arrived.length === 1
        ? `${who}: ${latest.content}`
        : `${arrived.length} new messages from ${who}, the latest: ${latest.content}`,
    );
  }
  if (hearted) parts.push(`${who} hearted your message.`);
  return parts.join(' ');
}
