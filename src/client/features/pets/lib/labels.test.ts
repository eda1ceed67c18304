import { describe, expect, it } from 'vitest';
import { activityTimeLabel, adoptedLabel } from './labels';

describe('adoptedLabel', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('says today, 1 day ago, then N days ago, from whole days elapsed', () => {
    expect(adoptedLabel('2026-03-10T01:00:00Z', now)).toBe('Adopted today');
    expect(adoptedLabel('2026-03-09T12:30:00Z', now)).toBe('Adopted today');
    expect(adoptedLabel('2026-03-09T12:00:00Z', now)).toBe('Adopted 1 day ago');
    expect(adoptedLabel('2026-03-05T08:00:00Z', now)).toBe('Adopted 5 days ago');
    expect(adoptedLabel('2025-03-10T12:00:00Z', now)).toBe('Adopted 365 days ago');
  });
  it('never goes negative or breaks on a bad date', () => {
    expect(adoptedLabel('2026-03-11T12:00:00Z', now)).toBe('Adopted today');
    expect(adoptedLabel('not a date', now)).toBe('Adopted today');
  });
});

describe('activityTimeLabel', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('is relative within a day', () => {
    expect(activityTimeLabel('2026-03-10T11:59:40Z', now)).toBe('Just now');
    expect(activityTimeLabel('2026-03-10T11:45:00Z', now)).toBe('15 min ago');
    expect(activityTimeLabel('2026-03-10T07:00:00Z', now)).toBe('5h ago');
    expect(activityTimeLabel('2026-03-01T07:00:00Z', now)).toMatch(/^Mar 1,/);
  });
});
