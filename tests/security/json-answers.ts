/** JSON answers: a response's JSON body (if it has one), and a walk over every value in one. */
import type { LightMyRequestResponse } from 'fastify';

export interface JsonVisit {
  /** e.g. $.pets[0].name */
  path: string;
  key: string | null;
  value: unknown;
  parent: unknown;
}

export function walkJson(
  value: unknown,
  visit: (v: JsonVisit) => void,
  path = '$',
  key: string | null = null,
  parent: unknown = null,
) {
  visit({ path, key, value, parent });
  if (Array.isArray(value)) {
    value.forEach((item, i) => walkJson(item, visit, `${path}[${i}]`, String(i), value));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) walkJson(v, visit, `${path}.${k}`, k, value);
  }
}

export function jsonOf(res: LightMyRequestResponse): unknown {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json') || res.body === '') return undefined;
  return JSON.parse(res.body);
}
