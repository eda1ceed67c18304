import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { REALTIME } from '../../shared/constants';
import { getStoredToken } from './storage';
import { TAB_ID } from './tab-id';

/** Called when the server says the stored token is no longer valid (the session ends). */
let onUnauthorized: (() => void) | undefined;
export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  onUnauthorized = handler;
}

/** Spec section 8: a non-OK response is an error whose text is 'STATUS: body-or-statusText'. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's `{ message }`, when it sent one. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

async function throwIfResNotOk(res: Response) {
  if (res.ok) return;
  const body = await res.text();
  if (res.status === 401 && getStoredToken()) onUnauthorized?.();
  throw new ApiError(res.status, body, res.statusText);
}

function authHeaders(): Record<string, string> {
  const token = getStoredToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

type EarlyReads = Record<string, Promise<Response>>;
const earlyReadsHolder = globalThis as { __petmatchEarlyReads?: EarlyReads | null };
let earlyReads: EarlyReads | undefined;

/**
 * A read that public/early-reads.js sent before the app's first read, handed out once. The first
 * read sets the holder null: the async script, if it runs later, sends nothing, since its reads
 * would wait unclaimed to answer a later refresh with the page load's data.
 */
function takeEarlyRead(url: string): Promise<Response> | undefined {
  if (earlyReadsHolder.__petmatchEarlyReads !== null) {
    earlyReads = earlyReadsHolder.__petmatchEarlyReads ?? undefined;
    earlyReadsHolder.__petmatchEarlyReads = null;
  }
  const read = earlyReads?.[url];
  if (earlyReads && read) delete earlyReads[url];
  return read;
}

/**
 * Spec section 7: cookies sent, JSON content type only with a body, Bearer from authToken.
 * Resolves to the raw Response; throws ApiError for non-OK answers.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Response> {
  const early = method === 'GET' ? takeEarlyRead(url) : undefined;
  const res = await (early ??
    fetch(url, {
      method,
      credentials: 'include',
      headers: {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        // Changes name their tab: its realtime echo is skipped (lib/realtime.ts).
        ...(method !== 'GET' ? { [REALTIME.tabHeader]: TAB_ID } : {}),
        ...authHeaders(),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    }));
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest + JSON, checked against the call's shared response schema. */
export async function apiJson<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<z.infer<S>> {
  const res = await apiRequest(method, url, body, headers);
  return schema.parse(await res.json());
}

/** Multipart upload (the browser sets the content type with its boundary). */
export async function apiUpload(url: string, form: FormData): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: authHeaders(),
    body: form,
  });
  await throwIfResNotOk(res);
  return res;
}

/** The default read: GET of the query key joined with '/', optionally null on a 401. */
export function getQueryFn<T>({
  on401,
}: {
  on401: 'returnNull' | 'throw';
}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', headers: authHeaders() });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The request may never have reached the server, or its answer never came back: no connection
 * (fetch's TypeError) or a server error (5xx). Whether it took effect is unknown.
 */
export function isConnectionProblem(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof TypeError;
}

/** The message to show for a failed call: the server's sentence, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
