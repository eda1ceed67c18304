/**
 * Keeps an edit of the composer within `max` characters (UTF-16 units, as the server counts) by
 * trimming the newly inserted text just before the caret, so the rest of the message stays whole.
 * Answers the value to keep, the caret to put back, and whether anything was dropped.
 */
export function limitEdit(
  next: string,
  caret: number,
  max: number,
): { value: string; caret: number; cut: boolean } {
  const excess = next.length - max;
  if (excess <= 0) return { value: next, caret, cut: false };
  let end = Math.max(0, caret - excess);
  // Never keep half of an emoji (a surrogate pair split at the cut).
  if (end > 0 && isHighSurrogate(next.charCodeAt(end - 1))) end -= 1;
  const value = (next.slice(0, end) + next.slice(caret)).slice(0, max);
  return { value, caret: Math.min(end, value.length), cut: true };
}

function isHighSurrogate(code: number) {
  return code >= 0xd800 && code <= 0xdbff;
}

/** The counter shows from 80 % of the limit on (QA: a silent cut at the limit surprised users). */
export function showsCounter(length: number, max: number): boolean {
  return length >= Math.ceil(max * 0.8);
}
