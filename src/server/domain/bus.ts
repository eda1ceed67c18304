import { EventEmitter } from 'node:events';
import type { RealtimeEvent } from '../../shared/schemas/realtime';

/** When an event was published (ms since the epoch), for the event-bus lag metric. */
export interface BusDelivery {
  publishedAt: number;
}

export type BusListener = (userId: string, event: RealtimeEvent, delivery: BusDelivery) => void;

/**
 * Delivers events to a user's open connections, on any app instance. The in-process bus serves
 * one instance; the Redis implementation (REDIS_URL) fans out across instances.
 */
export interface EventBus {
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  subscribe(listener: BusListener): () => void;
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

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
