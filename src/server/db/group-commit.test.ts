import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

/** A writer that records each call and fails the way `failWith` says. */
function recordingWriter(failWith?: (items: number[]) => Error | undefined) {
  const calls: number[][] = [];
  const writer = new GroupCommit<number, string>(async (items) => {
    calls.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const error = failWith?.(items);
    if (error) throw error;
    return items.map((n) => `wrote ${n}`);
  });
  return { calls, writer };
}

/** What node-postgres and PGlite throw when the database answers with an error. */
function databaseError(code: string) {
  return Object.assign(new Error('refused'), { severity: 'ERROR', code });
}

describe('GroupCommit', () => {
  it('writes one call at a time; what arrives meanwhile goes together, answers in order', async () => {
    const { calls, writer } = recordingWriter();
    const answers = await Promise.all([1, 2, 3, 4].map((n) => writer.write(n)));
    expect(answers).toEqual(['wrote 1', 'wrote 2', 'wrote 3', 'wrote 4']);
    expect(calls).toEqual([[1], [2, 3, 4]]);
  });

  it('after a batch the database refused, writes each again alone: only the bad one fails', async () => {
    const { calls, writer } = recordingWriter((items) =>
      items.includes(3) ? databaseError('22P02') : undefined,
    );
    const settled = await Promise.allSettled([1, 2, 3, 4].map((n) => writer.write(n)));
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(calls).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('never writes again a batch whose answer was lost (it may have committed)', async () => {
    const { calls, writer } = recordingWriter((items) =>
      items.length > 1 ? new Error('Connection terminated') : undefined,
    );
    const settled = await Promise.allSettled([1, 2, 3].map((n) => writer.write(n)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    expect(calls).toEqual([[1], [2, 3]]);
  });
});
