import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { type RealtimeEvent, RealtimeEventSchema } from '../../shared/schemas/realtime';
import type { BusListener, EventBus, InstanceNotice, NoticeListener } from './bus';

// publishedAt (ms) feeds the lag metric; optional so instances of an older release interoperate.
const EnvelopeSchema = z.object({
  userId: z.string(),
  event: RealtimeEventSchema,
  publishedAt: z.number().optional(),
});

const NoticeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session_ended'), tokenHash: z.string().regex(/^[0-9a-f]{64}$/) }),
  z.object({ type: z.literal('deck_stale'), userId: z.uuid() }),
  z.object({ type: z.literal('user_changed'), userId: z.uuid() }),
]);

/** What another instance published, or null when it is not JSON of the expected shape. */
function parseJson<T>(schema: z.ZodType<T>, raw: string): T | null {
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

interface BusLogger {
  warn(obj: object, msg: string): void;
}

export interface RedisBusOptions {
  /** Every instance of one deployment uses the same channel; tests use one of their own. */
  channel?: string;
  log?: BusLogger;
  /** How long connect() waits for the subscription before giving up. */
  connectTimeoutMs?: number;
}

/**
 * EventBus over Redis pub/sub (REDIS_URL): each instance publishes every event to one channel
 * and delivers what it hears to the sockets it holds, so a message sent through one instance
 * reaches a tab connected to another. Local events take the same path (no double delivery).
 * Pub/sub is fire-and-forget: a tab that misses an event catches up through the spec's polling.
 * Notices for the instances themselves (a session ended, a deck to search again) go on a channel
 * of their own.
 */
export class RedisBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly channel: string;
  private readonly noticeChannel: string;

  private constructor(url: string, options: RedisBusOptions) {
    this.channel = options.channel ?? 'petmatch:events';
    this.noticeChannel = `${this.channel}:instances`;
    const log = options.log;
    // The URL may hold a password: log the error, never the URL.
    const onError = (role: string) => (err: Error) =>
      log?.warn({ err: { message: err.message } }, `redis ${role} connection error`);
    this.pub = new Redis(url, { maxRetriesPerRequest: 3 });
    this.sub = new Redis(url);
    this.pub.on('error', onError('publish'));
    this.sub.on('error', onError('subscribe'));
    this.sub.on('message', (channel: string, raw: string) => {
      if (channel === this.noticeChannel) {
        const notice = parseJson(NoticeSchema, raw);
        if (!notice) return log?.warn({ channel }, 'ignored a malformed notice');
        return void this.emitter.emit('notice', notice);
      }
      if (channel !== this.channel) return;
      const parsed = parseJson(EnvelopeSchema, raw);
      if (!parsed) return log?.warn({ channel }, 'ignored a malformed realtime event');
      this.emitter.emit('event', parsed.userId, parsed.event, {
        publishedAt: parsed.publishedAt ?? Date.now(),
      });
    });
  }

  /** Connects both connections and waits until the channel is subscribed. */
  static async connect(url: string, options: RedisBusOptions = {}): Promise<RedisBus> {
    const bus = new RedisBus(url, options);
    const timeoutMs = options.connectTimeoutMs ?? 10_000;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        bus.sub.subscribe(bus.channel, bus.noticeChannel),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis did not answer within ${timeoutMs} ms (REDIS_URL)`)),
            timeoutMs,
          );
        }),
      ]);
    } catch (err) {
      await bus.close();
      throw err;
    } finally {
      clearTimeout(timer);
    }
    return bus;
  }

  async publish(userId: string, event: RealtimeEvent): Promise<void> {
    await this.pub.publish(
      this.channel,
      JSON.stringify({ userId, event, publishedAt: Date.now() }),
    );
  }

  subscribe(listener: BusListener): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async notifyInstances(notice: InstanceNotice): Promise<void> {
    await this.pub.publish(this.noticeChannel, JSON.stringify(notice));
  }

  onInstanceNotice(listener: NoticeListener): () => void {
    this.emitter.on('notice', listener);
    return () => this.emitter.off('notice', listener);
  }

  /** Readiness (/api/ready): the publishing connection answers. */
  async ping(): Promise<void> {
    await this.pub.ping();
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
    // quit() waits for pending replies; disconnect() covers a connection that never opened.
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
    this.sub.disconnect();
    this.pub.disconnect();
  }
}
