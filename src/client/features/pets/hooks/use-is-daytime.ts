import { useEffect, useState } from 'react';
import { TIMING } from '../../../../shared/constants';
import { isDaytime } from '../../../../shared/rules/day';

/** Day or night by New York time, rechecked every minute (spec section 4 "Day or night"). */
export function useIsDaytime(): boolean {
  const [day, setDay] = useState(() => isDaytime(new Date()));
  useEffect(() => {
    const id = window.setInterval(() => setDay(isDaytime(new Date())), TIMING.dayNightRecheckMs);
    return () => window.clearInterval(id);
  }, []);
  return day;
}
