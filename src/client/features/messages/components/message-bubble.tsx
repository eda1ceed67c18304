import { Check, CheckCheck, Clock, Heart } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import type { ThreadMessage } from '../../../../shared/schemas/messages';
import { cn } from '../../../lib/cn';
import { isBigEmoji, messageParts } from '../lib/message-text';
import { bubbleTime } from '../lib/time-label';

const BUBBLE =
  'max-w-[80%] whitespace-pre-wrap break-words px-4 py-2.5 text-body leading-snug shadow-sm';
const MINE = 'rounded-3xl rounded-br-lg bg-gradient-to-br from-brand-500 to-grape-500 text-white';
const THEIRS = 'rounded-3xl rounded-bl-lg bg-white text-ink-900 ring-1 ring-ink-100';
/** A message of one to three emoji: large, without a bubble. */
const BIG_EMOJI = 'max-w-[80%] break-words text-5xl leading-tight';

/**
 * A message's text in its bubble (or, for one to three emoji alone, large without one), its web
 * addresses as links that open in a new tab. Parsed once per text: a thread re-renders on every
 * poll.
 */
function MessageBody({
  content,
  mine,
  className,
  id,
  onDoubleClick,
  children,
}: {
  content: string;
  mine: boolean;
  className: string;
  id?: string;
  onDoubleClick?: () => void;
  /** Drawn over the bubble (its heart). */
  children?: ReactNode;
}) {
  const { big, parts } = useMemo(
    () => ({ big: isBigEmoji(content), parts: messageParts(content) }),
    [content],
  );
  return (
    <div
      id={id}
      onDoubleClick={onDoubleClick}
      className={cn(big ? BIG_EMOJI : [BUBBLE, mine ? MINE : THEIRS], 'relative', className)}
    >
      {parts.map((part, i) =>
        part.href ? (
          <a
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className={cn(
              'break-all font-bold underline underline-offset-2',
              mine ? 'text-white' : 'text-grape-700',
            )}
          >
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
      {children}
    </div>
  );
}

/** The DOM id of a message's bubble: its heart button is described by it, the thread finds it. */
export function messageBodyId(messageId: string): string {
  return `message-${messageId}`;
}

/**
 * One message: mine on the right in the brand colours, theirs on the left on white. Theirs has a
 * heart button beside it (a double tap on the message does the same); a heart they put on mine
 * sits on its corner.
 */
export function MessageBubble({
  message,
  mine,
  now,
  grouped,
  name,
  onHeart,
  heartProps,
}: {
  message: ThreadMessage;
  mine: boolean;
  now: Date;
  /** The next message is from the same person: tighter spacing, no time line. */
  grouped: boolean;
  /** The other person's name. */
  name: string | undefined;
  /** Theirs only: puts the heart on or takes it off. */
  onHeart?: (hearted: boolean) => void;
  /** The heart button's place among the thread's (its Tab stop). */
  heartProps?: HeartButtonProps['roving'];
}) {
  const hearted = message.heartedByReceiver;
  const bodyId = messageBodyId(message.id);
  const heartedMine = mine && hearted;
  const toggleHeart = onHeart && (() => onHeart(!hearted));
  return (
    <li
      className={cn(
        'flex flex-col',
        mine ? 'items-end' : 'items-start',
        grouped && !heartedMine ? 'mb-1' : 'mb-3',
      )}
    >
      <div className={cn('flex w-full items-center gap-1', mine && 'justify-end')}>
        <MessageBody
          id={bodyId}
          content={message.content}
          mine={mine}
          className="animate-fade-in"
          onDoubleClick={
            toggleHeart &&
            (() => {
              // A double click also selects a word; the heart is what was meant.
              window.getSelection()?.removeAllRanges();
              toggleHeart();
            })
          }
        >
          {heartedMine ? <HeartOnMine name={name} /> : null}
        </MessageBody>
        {toggleHeart ? (
          <HeartButton
            hearted={hearted}
            name={name}
            describedBy={bodyId}
            onClick={toggleHeart}
            roving={heartProps}
          />
        ) : null}
      </div>
      {grouped ? null : (
        <div
          className={cn(
            'flex items-center gap-1 px-2 text-caption text-ink-500',
            // Clear of the heart on the bubble's corner (a big emoji's box is narrow).
            heartedMine ? 'mt-3' : 'mt-1',
          )}
        >
          <time dateTime={message.createdAt}>{bubbleTime(message.createdAt, now)}</time>
          {mine ? <ReadReceipt read={message.readByReceiver} /> : null}
        </div>
      )}
    </li>
  );
}

/**
 * A message of mine the server has not taken yet: shown dimmed at once, with what it waits for
 * (offline, a send waits for the connection and goes out when it is back).
 */
export function PendingBubble({ content, waiting }: { content: string; waiting: boolean }) {
  return (
    <li className="mb-3 flex flex-col items-end">
      <MessageBody content={content} mine className="opacity-60" />
      <div role="status" className="mt-1 flex items-center gap-1 px-2 text-caption text-ink-500">
        <Clock className="h-3.5 w-3.5" aria-hidden="true" />
        {waiting ? 'Waiting for connection…' : 'Sending…'}
      </div>
    </li>
  );
}

/** The other person is writing: three dots in a bubble of theirs, until their message comes. */
export function TypingBubble({ name }: { name: string | undefined }) {
  return (
    <li className="mb-3 flex animate-fade-in flex-col items-start" data-testid="typing-bubble">
      <div
        aria-hidden="true"
        className={cn(THEIRS, 'flex items-center gap-1.5 px-4 py-4 shadow-sm')}
      >
        {[0, 200, 400].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 animate-typing-dot rounded-full bg-ink-500"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
      <span className="sr-only">{name ? `${name} is typing` : 'Typing'}</span>
    </li>
  );
}

type HeartButtonProps = {
  hearted: boolean;
  name: string | undefined;
  describedBy: string;
  onClick: () => void;
  roving?: { tabIndex: number; 'data-roving-id': string };
};

function HeartButton({ hearted, name, describedBy, onClick, roving }: HeartButtonProps) {
  return (
    <button
      {...roving}
      type="button"
      aria-label={name ? `Heart ${name}'s message` : 'Heart this message'}
      aria-pressed={hearted}
      aria-describedby={describedBy}
      onClick={onClick}
      className={cn(
        'flex h-9 w-9 shrink-0 items-center justify-center rounded-full transition active:scale-90',
        hearted ? 'text-brand-500' : 'text-ink-300 hover:text-brand-400',
      )}
    >
      <Heart
        // A new key on each change replays the pop when the heart goes on.
        key={String(hearted)}
        className={cn('h-4 w-4', hearted && 'animate-pop fill-current')}
        aria-hidden="true"
      />
    </button>
  );
}

/** Their heart on a message of mine, on its lower corner. */
function HeartOnMine({ name }: { name: string | undefined }) {
  return (
    <span
      data-testid="message-heart"
      className="absolute -bottom-2.5 -left-2 flex h-6 w-6 animate-pop items-center justify-center rounded-full bg-white shadow-sm ring-1 ring-ink-100"
    >
      <Heart className="h-3.5 w-3.5 fill-brand-500 text-brand-500" aria-hidden="true" />
      <span className="sr-only">{name ? `${name} hearted this` : 'Hearted'}</span>
    </span>
  );
}

function ReadReceipt({ read }: { read: boolean }) {
  return read ? (
    <span className="flex items-center gap-0.5 font-bold text-grape-600">
      <CheckCheck className="h-3.5 w-3.5" aria-hidden="true" />
      Read
    </span>
  ) : (
    <span className="flex items-center gap-0.5">
      <Check className="h-3.5 w-3.5" aria-hidden="true" />
      Sent
    </span>
  );
}
