import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('notificationTarget (spec section 4)', () => {
  const id = '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
  it.each([
    ['new_message', id, `/messages/${id}`],
    ['new_match', id, '/dating/matches'],
    ['want_to_meet', id, '/dating/wants-to-meet'],
    ['low_energy', null, '/shop'],
  ] as const)('%s goes to %s', (type, relatedUserId, path) => {
    expect(notificationTarget({ type, relatedUserId })).toBe(path);
  });
});
