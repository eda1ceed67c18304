import { SendHorizontal } from 'lucide-react';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { MESSAGES } from '../../../../shared/constants';
import { cn } from '../../../lib/cn';
import { formatCount } from '../../../../shared/format';
import { limitEdit, showsCounter } from '../lib/length-limit';
import { useSettled } from '../lib/use-settled';

const MAX = MESSAGES.maxLength;

/**
 * Spec section 4 "Messages": Enter sends, Shift+Enter adds a newline; blank text is not sent
 * and the text is trimmed. The next message can be written and sent while the last is on its way
 * (they go out in order). `onSend` resolves false when sending failed: the text comes back, after
 * whatever is in the box by then, so nothing typed is lost. The box starts from `draft` (what
 * was left unsent here before) and reports each change of its text to `onDraftChange`.
 */
export function ChatComposer({
  onSend,
  onType,
  onErase,
  draft = '',
  onDraftChange,
  listenForUnsent,
  disabled,
  canSend = true,
}: {
  onSend: (content: string) => Promise<boolean>;
  /** Each edit that leaves text in the box (the other side sees that we are typing). */
  onType?: () => void;
  /** Each edit that leaves the box blank (we stopped typing without sending). */
  onErase?: () => void;
  draft?: string;
  onDraftChange?: (text: string) => void;
  /**
   * Subscribes the box to text sent from elsewhere that failed (a message sent again after a
   * reload): it comes back as a failed send's does. Returns the unsubscribe.
   */
  listenForUnsent?: (takeBack: (text: string) => void) => () => void;
  /** Nothing can be written (the thread could not be read). */
  disabled?: boolean;
  /** False while the thread loads: writing can start, sending waits for it. */
  canSend?: boolean;
}) {
  const [text, setText] = useState(draft);
  const reportDraft = useEffectEvent((current: string) => onDraftChange?.(current));
  useEffect(() => reportDraft(text), [text]);
  // Text past the limit is cut, never dropped silently (QA): the notice says so until the next edit.
  const [cut, setCut] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim().length === 0;
  const counted = showsCounter(text.length, MAX);
  const spoken = useSettled(counted ? MAX - text.length : null);

  // Grows with its content up to a few lines, then scrolls.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, 140)}px`;
  }, [text]);

  function onChange(e: ChangeEvent<HTMLTextAreaElement>) {
    const el = e.target;
    const kept = limitEdit(el.value, el.selectionEnd, MAX);
    if (kept.cut) {
      // Written here, not only in state, so React finds nothing to reset and the caret stays put.
      el.value = kept.value;
      el.setSelectionRange(kept.caret, kept.caret);
    }
    setCut(kept.cut);
    setText(kept.value);
    if (kept.value.trim()) onType?.();
    else onErase?.();
  }

  async function submit() {
    const content = text.trim();
    if (!content || disabled || !canSend) return;
    setCut(false);
    setText('');
    ref.current?.focus();
    const sent = await onSend(content);
    if (!sent) takeBack(content);
  }

  /** Failed text comes back after whatever is in the box by then, so nothing typed is lost. */
  function takeBack(content: string) {
    setText((current) => {
      const back = limitEdit(current ? `${current}\n${content}` : content, 0, MAX);
      setCut(back.cut);
      return back.value;
    });
    ref.current?.focus();
  }
  const takeBackUnsent = useEffectEvent(takeBack);
  useEffect(() => listenForUnsent?.((content) => takeBackUnsent(content)), [listenForUnsent]);

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="border-t border-ink-100 bg-white/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 backdrop-blur-md"
    >
      {/* One polite live region: the cut notice at once, the count once typing settles. */}
      <div
        role="status"
        className={cn(
          'flex items-baseline gap-2 px-2 text-xs font-semibold',
          (cut || counted) && 'mb-1.5',
        )}
      >
        {cut ? (
          <p className="text-brand-700">Your message was cut to {formatCount(MAX)} characters.</p>
        ) : spoken !== null ? (
          <span className="sr-only">{formatCount(spoken)} characters left</span>
        ) : null}
        {counted ? (
          <p
            aria-hidden="true"
            className={cn(
              'ml-auto tabular-nums',
              text.length >= MAX ? 'text-brand-700' : 'text-ink-500',
            )}
          >
            {formatCount(text.length)} / {formatCount(MAX)}
          </p>
        ) : null}
      </div>
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={ref}
          rows={1}
          value={text}
          onChange={onChange}
          onKeyDown={onKeyDown}
          placeholder="Type a message…"
          disabled={disabled}
          aria-describedby="chat-limit"
          className="max-h-36 min-h-11 flex-1 resize-none rounded-3xl border border-ink-100 bg-canvas px-4 py-2.5 text-body leading-snug text-ink-900 placeholder:text-ink-300 focus:border-grape-400 focus:outline-none focus:ring-4 focus:ring-grape-100"
        />
        <span id="chat-limit" className="sr-only">
          Up to {formatCount(MAX)} characters.
        </span>
        <button
          type="submit"
          aria-label="Send message"
          disabled={blank || disabled || !canSend}
          className={cn(
            'flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-grape-500 text-white shadow-lift transition active:scale-95',
            'disabled:from-ink-300 disabled:to-ink-300 disabled:shadow-none',
          )}
        >
          <SendHorizontal className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
