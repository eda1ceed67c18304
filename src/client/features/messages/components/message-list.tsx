import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ArrowDown } from 'lucide-react';
import type { PetSummary } from '../../../../shared/schemas/dating';
import type { ThreadMessage } from '../../../../shared/schemas/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { PersonAvatar } from '../../dating/components/person-avatar';
import type { PendingSend } from '../api/send-message';
import type { Anchor } from '../lib/chat-places';
import { useNow } from '../lib/use-now';
import { useRovingFocus } from '../lib/use-roving-focus';
import { useStickToBottom } from '../lib/use-stick-to-bottom';
import { MessageBubble, messageBodyId, PendingBubble, TypingBubble } from './message-bubble';

/** The chat's thread: day labels, grouped bubbles, the messages on their way, and the new-message pill. */
export function MessageList({
  messages,
  pending,
  typing,
  myId,
  name,
  photo,
  pet,
  onHeart,
  earlier,
  place,
  onLeave,
}: {
  messages: ThreadMessage[];
  /** The messages being sent, oldest first, until the server has them. */
  pending: PendingSend[];
  /** They are writing to us: their dots show under the thread. */
  typing: boolean;
  myId: string;
  name: string | undefined;
  photo: string | null | undefined;
  pet: PetSummary | null | undefined;
  /** Puts a heart on one of their messages, or takes it off. */
  onHeart: (messageId: string, hearted: boolean) => void;
  /** The page before the oldest message shown, when there may be one. */
  earlier?: { canLoad: boolean; loading: boolean; load: () => void };
  /** Where the reader left this thread scrolled up: it opens there instead of at the end. */
  place?: Anchor;
  /** The thread is closing: where the reader is, or null when at the newest message. */
  onLeave?: (place: Anchor | null) => void;
}) {
  const now = useNow();
  const endRef = useRef<HTMLDivElement>(null);
  const { ref: stickRef, atBottom, awayFromBottom, holdAbove } = useStickToBottom();
  // The newest message when the thread last changed; undefined until it first had one.
  const seenLast = useRef<string | undefined>(undefined);
  const pendingSeen = useRef(pending.length);
  const [unseen, setUnseen] = useState(0);
  const last = messages.at(-1);
  // Where the first message sat when earlier ones were asked for: it stays there once they come.
  const keepInPlace = useRef<Anchor | null>(null);
  const scrollerOf = () => endRef.current?.parentElement ?? null;
  // Their messages' hearts are one Tab stop (the newest), not one each on the way to the box.
  const hearts = useRovingFocus(messages.filter((m) => m.senderId !== myId).map((m) => m.id));

  // Reopened where the reader had left it: the message that was at the top of the screen is
  // there again, before the first paint.
  const reopenAt = useRef(place);
  const reopened = useRef(false);
  useLayoutEffect(() => {
    const at = reopenAt.current;
    reopenAt.current = undefined;
    const scroller = scrollerOf();
    if (!at || !scroller || !putBack(scroller, at)) return;
    holdAbove();
    reopened.current = true;
  }, [holdAbove]);
  // Closing: where the reader is, read before the thread leaves the page.
  const shown = useRef(messages);
  const leave = useRef(onLeave);
  useLayoutEffect(() => {
    shown.current = messages;
    leave.current = onLeave;
  });
  useLayoutEffect(
    () => () => {
      const scroller = scrollerOf();
      if (!leave.current || !scroller) return;
      const ids = shown.current.map((m) => m.id);
      const at = atBottom.current ? undefined : topAnchor(scroller, ids);
      leave.current(at ?? null);
    },
    [atBottom],
  );

  // The newest message comes into view on open, when you send, and when theirs arrives while you
  // are at the bottom. Scrolled up to read, you stay where you are and a pill counts what came.
  // Only a new newest message counts: earlier ones put before the thread move nothing.
  useEffect(() => {
    const opening = seenLast.current === undefined;
    const arrived = last !== undefined && last.id !== seenLast.current;
    const sent = pending.length > pendingSeen.current || (arrived && last.senderId === myId);
    if (opening && reopened.current) {
      // Back where the reader was: nothing to scroll to.
    } else if (opening || sent || (arrived && atBottom.current)) {
      endRef.current?.scrollIntoView({ behavior: opening ? 'instant' : 'smooth' });
    } else if (arrived) {
      const from = messages.findIndex((m) => m.id === seenLast.current);
      setUnseen((n) => n + messages.length - 1 - from);
    }
    seenLast.current = last?.id;
    pendingSeen.current = pending.length;
  }, [messages, last, pending.length, myId, atBottom]);
  // Earlier messages arrived above: the one that was first stays where the reader saw it.
  const first = messages[0]?.id;
  useLayoutEffect(() => {
    const kept = keepInPlace.current;
    const scroller = scrollerOf();
    if (!kept || first === kept.id || !scroller) return;
    if (putBack(scroller, kept)) keepInPlace.current = null;
  }, [first]);
  const loadEarlier = () => {
    const scroller = scrollerOf();
    const at = first === undefined || !scroller ? undefined : anchorAt(scroller, first);
    if (at) keepInPlace.current = at;
    earlier?.load();
  };
  // Their dots come into view like a message of theirs: only for a reader at the bottom.
  useEffect(() => {
    if (typing && atBottom.current) endRef.current?.scrollIntoView({ behavior: 'smooth' });
  }, [typing, atBottom]);
  // Back at the bottom, everything that came has been seen.
  if (unseen > 0 && !awayFromBottom) setUnseen(0);

  if (messages.length === 0 && pending.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
        <PersonAvatar name={name ?? ''} photo={photo} pet={pet} size={96} className="shadow-card" />
        <p className="mt-4 text-lg font-extrabold text-ink-900">
          {name ? `You matched with ${name}!` : 'You matched!'}
        </p>
        <p className="mt-1 text-sm text-ink-500">Say hello and ask about their pet 🐾</p>
        {typing ? (
          <ol aria-label="Messages" className="mt-6 self-start">
            <TypingBubble name={name} />
          </ol>
        ) : null}
      </div>
    );
  }

  return (
    <div ref={stickRef} className="flex-1 overflow-y-auto px-3 pt-4">
      {earlier?.canLoad ? (
        <div className="mb-3 flex justify-center">
          <Button size="sm" variant="secondary" onClick={loadEarlier} disabled={earlier.loading}>
            {earlier.loading ? 'Loading earlier messages…' : 'Load earlier messages'}
          </Button>
        </div>
      ) : null}
      <ol aria-label="Messages" onKeyDown={hearts.onKeyDown} onFocus={hearts.onFocus}>
        {messages.map((m, i) => {
          const mine = m.senderId === myId;
          const prev = messages[i - 1];
          const next = messages[i + 1];
          const day = dayLabel(m.createdAt, now);
          const newDay = !prev || dayLabel(prev.createdAt, now) !== day;
          const grouped = Boolean(
            next && next.senderId === m.senderId && dayLabel(next.createdAt, now) === day,
          );
          return (
            <DayAndBubble
              key={m.id}
              day={newDay ? day : null}
              message={m}
              mine={mine}
              grouped={grouped}
              now={now}
              name={name}
              onHeart={mine ? undefined : (hearted) => onHeart(m.id, hearted)}
              heartProps={mine ? undefined : hearts.rovingProps(m.id)}
            />
          );
        })}
        {pending.map((p) => (
          <PendingBubble key={p.id} content={p.content} waiting={p.waiting} />
        ))}
        {typing ? <TypingBubble name={name} /> : null}
      </ol>
      {unseen > 0 ? (
        <div className="pointer-events-none sticky bottom-2 flex justify-center">
          <button
            type="button"
            onClick={() => endRef.current?.scrollIntoView({ behavior: 'smooth' })}
            className="pointer-events-auto inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-4 py-2 text-sm font-extrabold text-white shadow-lift"
          >
            <ArrowDown className="h-4 w-4" aria-hidden="true" />
            {unseen === 1 ? '1 new message' : `${unseen} new messages`}
          </button>
        </div>
      ) : null}
      <div ref={endRef} className="h-2" />
    </div>
  );
}

/**
 * The thread not loaded yet (slow, or waiting for the connection): a spinner, and under it the
 * messages this person has on their way here (written offline, kept across a reload), so what
 * they sent is in sight while the rest loads.
 */
export function ThreadLoading({ pending }: { pending: PendingSend[] }) {
  return (
    <div className="flex flex-1 flex-col">
      <div className="flex flex-1 items-center justify-center">
        <Spinner label="Loading messages" />
      </div>
      {pending.length > 0 ? (
        <ol aria-label="Messages" className="px-3 pb-2">
          {pending.map((p) => (
            <PendingBubble key={p.id} content={p.content} waiting={p.waiting} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function DayAndBubble({
  day,
  ...bubble
}: { day: string | null } & Parameters<typeof MessageBubble>[0]) {
  return (
    <>
      {day ? (
        <li aria-hidden="true" className="my-3 flex justify-center">
          <span className="rounded-full bg-ink-100/80 px-3 py-1 text-caption font-bold text-ink-500">
            {day}
          </span>
        </li>
      ) : null}
      <MessageBubble {...bubble} />
    </>
  );
}

/** A message's bubble on the page; null when it is not shown. */
function bubbleOf(messageId: string): HTMLElement | null {
  return document.getElementById(messageBodyId(messageId));
}

/** Where a message's bubble is in the thread's box now; undefined when it is not shown. */
function anchorAt(scroller: HTMLElement, id: string): Anchor | undefined {
  const bubble = bubbleOf(id);
  if (!bubble) return undefined;
  return { id, top: bubble.getBoundingClientRect().top - scroller.getBoundingClientRect().top };
}

/** Scrolls the box until the anchor's message is where it was; false when it is not shown. */
function putBack(scroller: HTMLElement, anchor: Anchor): boolean {
  const now = anchorAt(scroller, anchor.id);
  if (!now) return false;
  scroller.scrollBy({ top: now.top - anchor.top, behavior: 'instant' });
  return true;
}

/**
 * The message at the top of the thread's box: the first whose bubble reaches below the box's top
 * edge (its `top` is negative when partly scrolled past). Bubbles run down the box in the order
 * of `messageIds`, so it is found by halving. Undefined when none is shown.
 */
function topAnchor(scroller: HTMLElement, messageIds: string[]): Anchor | undefined {
  const boxTop = scroller.getBoundingClientRect().top;
  let low = 0;
  let high = messageIds.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const bottom = bubbleOf(messageIds[mid]!)?.getBoundingClientRect().bottom ?? -Infinity;
    if (bottom > boxTop) high = mid;
    else low = mid + 1;
  }
  const id = messageIds[low];
  return id === undefined ? undefined : anchorAt(scroller, id);
}

function dayLabel(iso: string, now: Date): string {
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (at.toDateString() === yesterday.toDateString()) return 'Yesterday';
  return at.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric' });
}
