/** One measured figure of a bench run, as stored in bench/results/*.json. */
export interface Figure {
  name: string;
  requests?: number;
  errors?: number;
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
