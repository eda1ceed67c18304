/**
 * The live /api route table of the security suites (docs/security.md), read from the running
 * app, and what it takes to call any route: its OpenAPI operation, its path filled in, made-up ids.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  /** Fastify's path, e.g. /api/pets/:id/action */
  path: string;
  /** Path parameter names, in order. */
  params: string[];
  /** `${method} ${path}`, the key of every table in these suites. */
  key: string;
}

/**
 * Every /api route the running app serves, read from its router (printRoutes), so a route that
 * lands later is in every generated matrix without anyone editing these suites. HEAD (Fastify's
 * automatic twin of GET) and the swagger-ui files under /api/docs are left out.
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const stack: string[] = [];
  const out: ApiRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*)$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const node = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(m[2] ?? '');
    const segment = node?.[1] ?? '';
    const full = (depth === 0 ? '' : (stack[depth - 1] ?? '')) + segment;
    stack[depth] = full;
    stack.length = depth + 1;
    const methods = node?.[2]?.split(', ') ?? [];
    if (!full.startsWith('/api/') || full.startsWith('/api/docs')) continue;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const params = [...full.matchAll(/:(\w+)/g)].map((p) => p[1] as string);
      out.push({ method, path: full, params, key: `${method} ${full}` });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

interface OpenApiOperation {
  requestBody?: unknown;
  parameters?: { in: string; name: string; schema?: unknown }[];
}

/** The route's OpenAPI operation (generated from its zod schemas), if it is documented. */
export function operationOf(app: FastifyInstance, route: ApiRoute): OpenApiOperation | undefined {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const path = route.path.replace(/:(\w+)/g, '{$1}');
  return doc.paths?.[path]?.[route.method.toLowerCase()];
}

export function takesJsonBody(app: FastifyInstance, route: ApiRoute): boolean {
  return operationOf(app, route)?.requestBody !== undefined;
}

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The path with its parameters filled in (URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    // Lone surrogates cannot be percent-encoded: a client's UTF-8 encoder replaces them.
    return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
  });
}

/** A random uuid: an id no row has, or a unique part of a made-up address or token. */
export const uuid = () => randomUUID();
