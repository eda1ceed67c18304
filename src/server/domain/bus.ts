import { EventEmitter } from 'node:events';
import type { RealtimeEvent } from '../../shared/schemas/realtime';

/**
 * Delivers events to a user's open connections, on any app instance. The in-process bus serves
 * one instance; the Redis implementation (REDIS_URL) fans out across instances.
 */
export interface EventBus {
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  subscribe(listener: (userId: string, event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
  /** Checks the connection behind the bus, when there is one (readiness). */
  ping?(): Promise<void>;
}

export class InProcessBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(userId: string, event: RealtimeEvent): Promise<void> {
    this.emitter.emit('event', userId, event);
  }

  subscribe(listener: (userId: string, event: RealtimeEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
