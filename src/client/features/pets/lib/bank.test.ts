import { describe, expect, it } from 'vitest';
import { amountLabel, transactionDateLabel } from './bank';

describe('bank labels', () => {
  it('signs earned with + and everything else with -', () => {
    expect(amountLabel({ type: 'earned', amount: 100 })).toBe('+100');
    expect(amountLabel({ type: 'spent', amount: 2000 })).toBe('-2,000');
  });
  it("shows 'Unknown date' when the date is missing or unreadable", () => {
    expect(transactionDateLabel(null)).toBe('Unknown date');
    expect(transactionDateLabel('garbage')).toBe('Unknown date');
    expect(transactionDateLabel('2026-03-10T12:00:00Z')).toMatch(/Mar 10, 2026/);
  });
});
