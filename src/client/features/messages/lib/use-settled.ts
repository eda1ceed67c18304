import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `ms`: live regions announce it without chatter. */
export function useSettled<T>(value: T, ms = 700): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
