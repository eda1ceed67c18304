import { Check, CheckCheck, Clock } from 'lucide-react';
import { useMemo } from 'react';
import type { Message } from '../../../../shared/schemas/messages';
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
}: {
  content: string;
  mine: boolean;
  className: string;
}) {
  const { big, parts } = useMemo(
    () => ({ big: isBigEmoji(content), parts: messageParts(content) }),
    [content],
  );
  return (
    <div className={cn(big ? BIG_EMOJI : [BUBBLE, mine ? MINE : THEIRS], className)}>
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
    </div>
  );
}

/** One message: mine on the right in the brand colours, theirs on the left on white. */
export function MessageBubble({
  message,
  mine,
  now,
  grouped,
}: {
  message: Message;
  mine: boolean;
  now: Date;
  /** The next message is from the same person: tighter spacing, no time line. */
  grouped: boolean;
}) {
  return (
    <li
      className={cn('flex flex-col', mine ? 'items-end' : 'items-start', grouped ? 'mb-1' : 'mb-3')}
    >
      <MessageBody content={message.content} mine={mine} className="animate-fade-in" />
      {grouped ? null : (
        <div className="mt-1 flex items-center gap-1 px-2 text-caption text-ink-500">
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
