import { Check, CheckCheck, Clock } from 'lucide-react';
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

/** The bubble's look, or none for a few emoji alone. */
function bubbleClass(content: string, mine: boolean): string {
  return isBigEmoji(content) ? BIG_EMOJI : cn(BUBBLE, mine ? MINE : THEIRS);
}

/** The text, with its web addresses as links that open in a new tab. */
function MessageText({ content, mine }: { content: string; mine: boolean }) {
  return messageParts(content).map((part, i) =>
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
      <div className={cn(bubbleClass(message.content, mine), 'animate-fade-in')}>
        <MessageText content={message.content} mine={mine} />
      </div>
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
      <div className={cn(bubbleClass(content, true), 'opacity-60')}>
        <MessageText content={content} mine />
      </div>
      <div role="status" className="mt-1 flex items-center gap-1 px-2 text-caption text-ink-500">
        <Clock className="h-3.5 w-3.5" aria-hidden="true" />
        {waiting ? 'Waiting for connection…' : 'Sending…'}
      </div>
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
