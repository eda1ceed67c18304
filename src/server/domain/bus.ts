import { EventEmitter } from 'node:events';
import type { RealtimeEvent } from '../../shared/schemas/realtime';

/** When an event was published (ms since the epoch), for the event-bus lag metric. */
export interface BusDelivery {
  publishedAt: number;
}

export type BusListener = (userId: string, event: RealtimeEvent, delivery: BusDelivery) => void;

/**
 * A note for the app instances themselves, never written to a socket: a session has ended, a
 * user's queued deck must be searched again (someone super liked them), or a user wrote
 * something, so no deck kept for them or showing them holds (dating/deck-memo.ts).
 */
export type InstanceNotice =
  | { type: 'session_ended'; tokenHash: string }
  | { type: 'deck_stale'; userId: string }
  | { type: 'user_changed'; userId: string };

export type NoticeListener = (notice: InstanceNotice) => void;

/**
 * Delivers events to a user's open connections, on any app instance. The in-process bus serves
 * one instance; the Redis implementation (REDIS_URL) fans out across instances.
 */
export interface EventBus {
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  subscribe(listener: BusListener): () => void;
  /** Tells every instance, this one included. */
  notifyInstances(notice: InstanceNotice): Promise<void>;
  onInstanceNotice(listener: NoticeListener): () => void;
  close(): Promise<void>;
  /** Checks the connection behind the bus, when there is one (readiness). */
  ping?(): Promise<void>;
}

export class InProcessBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(userId: string, event: RealtimeEvent): Promise<void> {
    this.emitter.emit('event', userId, event, { publishedAt: Date.now() });
  }

  subscribe(listener: BusListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async notifyInstances(notice: InstanceNotice): Promise<void> {
    this.emitter.emit('notice', notice);
  }

  onInstanceNotice(listener: NoticeListener): () => void {
    this.emitter.on('notice', listener);
    return () => this.emitter.off('notice', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
