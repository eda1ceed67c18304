import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helpers';
import { isoText } from './iso-text';

const t = useTestApp();

describe('isoText', () => {
  it("writes a time exactly as JavaScript's toISOString() does, whatever the session's zone", async () => {
    const times = [
      '2026-11-24T18:22:27.123456+00:00', // microseconds: cut to milliseconds, not rounded
      '2026-11-24T23:59:59.999999+00:00',
      '2026-03-08T02:30:00.5-05:00',
      '1999-12-31T23:59:59+14:00',
      '2026-01-01T00:00:00Z',
    ];
    const texts = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'Pacific/Auckland'`);
      const out: string[] = [];
      for (const time of times) {
        const { rows } = await tx.execute<{ text: string }>(
          sql`select ${isoText(sql`${time}::timestamptz`)} as text`,
        );
        out.push(rows[0]!.text);
      }
      return out;
    });
    expect(texts).toEqual(times.map((time) => new Date(time).toISOString()));
    expect(texts[0]).toBe('2026-11-24T18:22:27.123Z');
    expect(texts[1]).toBe('2026-11-24T23:59:59.999Z');
  });
});
