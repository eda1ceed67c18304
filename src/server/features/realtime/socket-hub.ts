import type { WebSocket, RawData } from 'ws';
import { REALTIME } from '../../../shared/constants';
import {
  type RealtimeEvent,
  SOCKET_CLOSE,
  SocketAuthMessageSchema,
} from '../../../shared/schemas/realtime';
import type { AppContext } from '../../domain/context';
import { userIdForToken } from '../../plugins/auth';

const OPEN = 1;

/**
 * The sockets open on this app instance, by user. A socket joins only after its first frame
 * proved a live session; events are written only to the sockets of the user they are for.
 */
export class SocketHub {
  private readonly byUser = new Map<string, Set<WebSocket>>();

  constructor(private readonly ctx: AppContext) {}

  /** How many authenticated sockets this instance holds for a user (tests and metrics). */
  socketCount(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  deliver(userId: string, event: RealtimeEvent): void {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    const frame = JSON.stringify(event);
    for (const socket of sockets) if (socket.readyState === OPEN) socket.send(frame);
  }

  accept(socket: WebSocket): void {
    let userId: string | null = null;
    let token: string | null = null;
    let gotFirstFrame = false;
    let alive = true;

    const authDeadline = setTimeout(
      () => socket.close(SOCKET_CLOSE.unauthorized, 'Authentication required'),
      REALTIME.authTimeoutMs,
    );

    // A socket that stops answering pings is dropped; a session that ended (logout, expiry)
    // ends its sockets too, so a revoked token cannot keep listening.
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
      if (token) {
        userIdForToken(this.ctx, token)
          .then((id) => {
            if (!id) socket.close(SOCKET_CLOSE.unauthorized, 'Session ended');
          })
          .catch((err) => this.ctx.log.warn({ err }, 'socket session check failed'));
      }
    }, REALTIME.heartbeatMs);
    heartbeat.unref();

    socket.on('pong', () => {
      alive = true;
    });

    socket.on('message', (raw: RawData, isBinary: boolean) => {
      // The first frame must be the auth message; later frames carry nothing and are ignored.
      if (gotFirstFrame) return;
      gotFirstFrame = true;
      const auth = isBinary ? null : parseAuth(raw);
      if (!auth) return socket.close(SOCKET_CLOSE.badRequest, 'Expected an auth message');
      userIdForToken(this.ctx, auth.token)
        .then((id) => {
          if (socket.readyState !== OPEN) return;
          if (!id) return socket.close(SOCKET_CLOSE.unauthorized, 'Session not valid');
          clearTimeout(authDeadline);
          userId = id;
          token = auth.token;
          this.add(id, socket);
          socket.send(JSON.stringify({ type: 'ready' }));
        })
        .catch((err) => {
          this.ctx.log.error({ err }, 'socket authentication failed');
          socket.close(1011, 'Server error');
        });
    });

    socket.on('close', () => {
      clearTimeout(authDeadline);
      clearInterval(heartbeat);
      if (userId) this.remove(userId, socket);
    });
    socket.on('error', (err) => this.ctx.log.warn({ err }, 'socket error'));
  }

  private add(userId: string, socket: WebSocket) {
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(socket);
  }

  private remove(userId: string, socket: WebSocket) {
    const set = this.byUser.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.byUser.delete(userId);
  }
}

function parseAuth(raw: RawData) {
  try {
    const text = Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : raw.toString();
    const parsed = SocketAuthMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
