import { useEffect, useMemo, useRef } from 'react';
import { REALTIME } from '../../../../shared/constants';
import { OkSchema } from '../../../../shared/schemas/common';
import type { TypingSignalRequest } from '../../../../shared/schemas/messages';
import { apiJson } from '../../../lib/api-client';

export function signalTyping(input: TypingSignalRequest) {
  return apiJson(OkSchema, 'POST', '/api/messages/typing', input);
}

/**
 * Tells `receiverId` whether the caller is writing to them. `typed` on each edit of a draft sends
 * a signal at most every REALTIME.typingSignalMs; `stopped` (the draft erased) ends their dots at
 * once, and so do leaving the chat and hiding the tab, while the dots could still be showing.
 * `beforeSend` is awaited by each send before it goes: it waits (briefly) for a signal still on
 * its way, so the signal cannot overtake the message and put the dots back after it, and lets
 * the next edit signal at once, the message having ended the last one's dots. Signals go one
 * after another for the same reason. A failed signal is dropped: the dots are a courtesy, and
 * the next edit sends another.
 */
export function useTypingSignal(receiverId: string) {
  // When the last "typing" went out; -Infinity once nothing shows on their side.
  const lastTyping = useRef(-Infinity);
  const lastSignal = useRef<Promise<unknown>>(Promise.resolve());
  const signal = useMemo(() => {
    const afterLastSignal = () => Promise.race([lastSignal.current, delay(SIGNAL_WAIT_MS)]);
    function send(typing: boolean) {
      lastSignal.current = afterLastSignal()
        .then(() => signalTyping({ receiverId, typing }))
        .catch(() => undefined);
    }
    return {
      typed() {
        const now = Date.now();
        if (now - lastTyping.current < REALTIME.typingSignalMs) return;
        lastTyping.current = now;
        send(true);
      },
      stopped() {
        if (Date.now() - lastTyping.current >= REALTIME.typingShownMs) return;
        lastTyping.current = -Infinity;
        send(false);
      },
      async beforeSend() {
        lastTyping.current = -Infinity;
        await afterLastSignal();
      },
    };
  }, [receiverId]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') signal.stopped();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      signal.stopped();
    };
  }, [signal]);

  return signal;
}

/** How long a signal waits for the one before it; a slower one may land after it. */
const SIGNAL_WAIT_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
