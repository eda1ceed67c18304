import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME } from '../../shared/constants';
import { clearTyping, isTyping, messageArrived, noteTyping, stopTyping } from './typing-presence';

describe('typing presence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearTyping();
    vi.useRealTimers();
  });

  it('shows a signal for a while, longer while signals keep coming', () => {
    noteTyping('ANA');
    expect(isTyping('ana')).toBe(true);
    expect(isTyping('ben')).toBe(false);
    vi.advanceTimersByTime(REALTIME.typingSignalMs);
    noteTyping('ana');
    // Past the first signal's time, still typing: the second one counts from its own arrival.
    vi.advanceTimersByTime(REALTIME.typingShownMs - 1);
    expect(isTyping('ana')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isTyping('ana')).toBe(false);
  });

  it('keeps steady typing shown without a gap between signals', () => {
    expect(REALTIME.typingShownMs).toBeGreaterThan(REALTIME.typingSignalMs);
  });

  it('ends at once when their message has been shown', async () => {
    noteTyping('ana');
    let shown!: () => void;
    messageArrived('ana', new Promise<void>((resolve) => (shown = resolve)));
    // Still there while the thread is being read again, so the dots do not leave a gap.
    await vi.advanceTimersByTimeAsync(10);
    expect(isTyping('ana')).toBe(true);
    shown();
    await vi.advanceTimersByTimeAsync(0);
    expect(isTyping('ana')).toBe(false);
  });

  it('ends at once when they stop without sending, and a later signal starts it again', () => {
    noteTyping('ana');
    noteTyping('ben');
    stopTyping('ANA');
    expect(isTyping('ana')).toBe(false);
    expect(isTyping('ben')).toBe(true);
    noteTyping('ana');
    // The stopped signal's timer is gone: the new one counts from its own arrival.
    vi.advanceTimersByTime(REALTIME.typingShownMs - 1);
    expect(isTyping('ana')).toBe(true);
  });

  it('forgets everyone on sign-out', () => {
    noteTyping('ana');
    noteTyping('ben');
    clearTyping();
    expect(isTyping('ana') || isTyping('ben')).toBe(false);
  });
});
