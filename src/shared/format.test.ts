import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format';

describe('formatCount', () => {
  it('groups thousands with commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(50)).toBe('50');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(2000)).toBe('2,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-1500)).toBe('-1,500');
  });

  it('writes every whole number as en-US does', () => {
    const enUs = new Intl.NumberFormat('en-US');
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        (n) => {
          expect(formatCount(n)).toBe(enUs.format(n));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
