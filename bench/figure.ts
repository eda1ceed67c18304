/** One measured figure of a bench run, as stored in bench/results/*.json. */
export interface Figure {
  name: string;
  requests?: number;
  errors?: number;
  /** What the failed requests met, by kind (ECONNRESET, "request timed out"); only with errors. */
  errorKinds?: Record<string, number>;
  non2xx?: number;
  rps?: number;
  p50?: number;
  p90?: number;
  p99?: number;
  max?: number;
  ratioToHealth?: number;
  loadavg: number[];
  [key: string]: unknown;
}

/** "ECONNRESET 2, request timed out 1" for the errors met ('' for none). */
export function errorKindList(kinds: Record<string, number> = {}): string {
  return Object.entries(kinds)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
}
