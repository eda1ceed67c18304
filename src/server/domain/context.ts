import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import type { EventBus } from './bus';
import type { Storage } from './storage';
import type { RealtimeEvent } from '../../shared/schemas/realtime';

/** What every service needs; built once in buildApp and handed to features. */
export interface AppContext {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  bus: EventBus;
  config: Config;
  log: FastifyBaseLogger;
  /** Uploaded files (profile photos). */
  storage: Storage;
}

/**
 * Who asked for a change: the signed-in user and, if it named itself, the tab that sent the
 * request (header REALTIME.tabHeader), echoed as `origin` in the events sent to them.
 */
export interface Actor {
  userId: string;
  tab?: string;
}

/** Work to do once the transaction has committed (never announce what might roll back). */
export interface AfterCommit {
  publish(userId: string, event: RealtimeEvent): void;
}

/**
 * One business operation = one database transaction (PRODUCT_RULES.md, "Standards").
 * Events queued with `after.publish` go out only if the transaction commits.
 */
export async function inTransaction<T>(
  ctx: AppContext,
  work: (tx: Tx, after: AfterCommit) => Promise<T>,
): Promise<T> {
  const queued: Array<[string, RealtimeEvent]> = [];
  const result = await ctx.db.transaction((tx) =>
    work(tx, { publish: (userId, event) => void queued.push([userId, event]) }),
  );
  for (const [userId, event] of queued) publishEvent(ctx, userId, event);
  return result;
}

/**
 * Tells a user's open tabs (on any instance) about something already committed. A lost event
 * only delays what the screen shows (the next read has it), so a failure is logged, not thrown.
 */
export function publishEvent(ctx: AppContext, userId: string, event: RealtimeEvent): void {
  ctx.bus.publish(userId, event).catch((err) => ctx.log.warn({ err }, 'event publish failed'));
}
