/** The most operations written in one call. */
const MAX_BATCH = 64;

/**
 * Group commit: one call under way at a time (or `maxCalls`); the operations that arrive
 * meanwhile wait and go together in the next call, which writes them in one transaction (a
 * database function taking the batch, e.g. petmatch_swipe_batch). An operation alone goes at
 * once. Under load a batch shares one round trip, one commit and one WAL flush, which were most
 * of PostgreSQL's work for a lone swipe, care write or message (bench/HISTORY.md, "Writes in
 * batches"). Each caller's promise settles after its batch has committed, so an acknowledged
 * write is as durable as before.
 *
 * One call at a time wrote the most swipes per second for the least CPU: two overlapping
 * batches often wait on each other's row locks, and each is smaller. Messages allow two, for
 * their delivery time (send-batch.ts). A batch the database refused wrote nothing; its
 * operations are written again one at a time, so an error (or a deadlock with some other kind of
 * transaction) fails only the operation it belongs to. A batch whose answer was lost (the
 * connection dropped) may have committed, so it is not written again: all of it fails, as a
 * single write would have.
 */
export class GroupCommit<In, Out> {
  private readonly waiting: {
    item: In;
    resolve: (out: Out) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private calls = 0;

  /**
   * `writeMany` answers one result per item, in order, or throws having written nothing.
   * `maxCalls`: calls under way at once.
   */
  constructor(
    private readonly writeMany: (items: In[]) => Promise<Out[]>,
    private readonly maxCalls = 1,
  ) {}

  write(item: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.calls < this.maxCalls && this.waiting.length > 0) {
      this.calls += 1;
      const batch = this.waiting.splice(0, MAX_BATCH);
      void this.writeBatch(batch).finally(() => {
        this.calls -= 1;
        this.next();
      });
    }
  }

  private async writeBatch(batch: GroupCommit<In, Out>['waiting']): Promise<void> {
    try {
      const outs = await this.writeAll(batch.map((b) => b.item));
      batch.forEach((b, i) => b.resolve(outs[i]!));
    } catch (error) {
      if (batch.length === 1 || !refusedByDatabase(error)) {
        return batch.forEach((b) => b.reject(error));
      }
      for (const b of batch) {
        await this.writeAll([b.item]).then(([out]) => b.resolve(out!), b.reject);
      }
    }
  }

  private async writeAll(items: In[]): Promise<Out[]> {
    const outs = await this.writeMany(items);
    if (outs.length !== items.length) {
      throw new Error(`a batch of ${items.length} answered ${outs.length} results`);
    }
    return outs;
  }
}

/**
 * Whether the database answered the call with an error of its own (an SQLSTATE such as 40P01):
 * its transaction then rolled back and wrote nothing. A lost connection has no such code.
 */
function refusedByDatabase(error: unknown): boolean {
  const e = error as { code?: unknown; severity?: unknown; cause?: unknown } | null;
  const pg = (typeof e?.severity === 'string' ? e : e?.cause) as typeof e;
  return typeof pg?.severity === 'string' && /^[0-9A-Z]{5}$/.test(String(pg.code));
}
