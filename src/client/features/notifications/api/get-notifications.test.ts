import { describe, expect, it } from 'vitest';
import type { NotificationListResponse } from '../../../../shared/schemas/notifications';
import { notificationsQueryOptions } from './get-notifications';

const page = (n: number, total: number): NotificationListResponse => ({
  notifications: Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    type: 'low_energy' as const,
    title: 't',
    message: 'm',
    isRead: false,
    createdAt: '2026-06-15T12:00:00Z',
    relatedUserId: null,
  })),
  total,
});

describe('notifications paging', () => {
  const next = notificationsQueryOptions().getNextPageParam;
  it('offers the next page while fewer than the total are loaded', () => {
    const first = page(25, 30);
    expect(next(first, [first], 1, [1])).toBe(2);
    const second = page(5, 30);
    expect(next(second, [first, second], 2, [1, 2])).toBeUndefined();
  });
  it('stops on an empty page even if the total says more', () => {
    const first = page(25, 60);
    const empty = page(0, 60);
    expect(next(empty, [first, empty], 2, [1, 2])).toBeUndefined();
  });
});
