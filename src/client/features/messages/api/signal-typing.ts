import { useMemo, useRef } from 'react';
import { REALTIME } from '../../../../shared/constants';
import { OkSchema } from '../../../../shared/schemas/common';
import type { TypingSignalRequest } from '../../../../shared/schemas/messages';
import { apiJson } from '../../../lib/api-client';

export function signalTyping(input: TypingSignalRequest) {
  return apiJson(OkSchema, 'POST', '/api/messages/typing', input);
}

/**
 * Tells `receiverId` that the caller is writing to them: `typed` on each edit of a draft sends a
 * signal at most every REALTIME.typingSignalMs. `beforeSend` is awaited by each send before it
 * goes: it waits (briefly) for a signal still on its way, so the signal cannot overtake the
 * message and put the dots back after it, and lets the next edit signal at once, the message
 * having ended the last one's dots. A failed signal is dropped: the dots are a courtesy, and the
 * next edit sends another.
 */
export function useTypingSignal(receiverId: string) {
  const lastSignal = useRef(-Infinity);
  const inFlight = useRef<Promise<unknown> | null>(null);
  return useMemo(
    () => ({
      typed() {
        const now = Date.now();
        if (now - lastSignal.current < REALTIME.typingSignalMs) return;
        lastSignal.current = now;
        const signal = signalTyping({ receiverId })
          .catch(() => undefined)
          .finally(() => {
            if (inFlight.current === signal) inFlight.current = null;
          });
        inFlight.current = signal;
      },
      async beforeSend() {
        lastSignal.current = -Infinity;
        const signal = inFlight.current;
        if (signal) await Promise.race([signal, delay(SIGNAL_WAIT_MS)]);
      },
    }),
    [receiverId],
  );
}

/** How long a send waits for a typing signal on its way; a slower one may land after it. */
const SIGNAL_WAIT_MS = 500;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
