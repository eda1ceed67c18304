/**
 * What a fresh machine is like, beyond its CPU's name: each session of this project runs on a
 * different virtual machine, and they have served the same code at up to six times the CPU per
 * request (two of one CPU model at twice). The probe is recorded with every run so the columns of
 * bench/README.md can be compared by more than the health baseline.
 */
import { getPriority } from 'node:os';

/**
 * Nanoseconds per dependent read at random places in a 128 MB array (a pointer chase over one
 * random cycle, so neither the caches nor the prefetcher can help): the machine's memory latency,
 * page walks included. The server's heap, PostgreSQL's buffers and the kernel's socket buffers
 * are all read this way under load.
 */
export function memoryLatencyNs(): number {
  const size = 1 << 25; // 32M int32 entries = 128 MB, well past any L3 a 2-core guest shares
  const next = new Int32Array(size);
  for (let i = 0; i < size; i++) next[i] = i;
  // Sattolo's shuffle: one cycle through every entry.
  for (let i = size - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * i);
    const t = next[i]!;
    next[i] = next[j]!;
    next[j] = t;
  }
  return chaseNs(next, 10_000_000);
}

/**
 * Nanoseconds per call of a system call that does almost nothing (`getpriority`, through
 * `os.getPriority`): the price of entering and leaving the kernel, which every socket read and
 * write pays, with the mitigations this guest's kernel applies (~250 ns on the eighteenth
 * session's machine, whose health baseline cost four times the seventeenth's CPU a request).
 */
export function syscallNs(): number {
  const calls = 1_000_000;
  let sum = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) sum += getPriority(0);
  const ns = Number(process.hrtime.bigint() - start) / calls;
  if (Number.isNaN(sum)) throw new Error('unreachable: keeps the calls from being optimised away');
  return Math.round(ns * 10) / 10;
}

/** Nanoseconds per dependent read within 32 KB (L1): the core's own speed, for comparison. */
export function cacheLatencyNs(): number {
  const size = 1 << 13;
  const next = new Int32Array(size);
  for (let i = 0; i < size; i++) next[i] = (i * 7919 + 1) % size;
  return chaseNs(next, 20_000_000);
}

/** Nanoseconds per step of `reads` dependent reads along `next`, from entry 0, to 0.1 ns. */
function chaseNs(next: Int32Array, reads: number): number {
  let at = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < reads; i++) at = next[at]!;
  const ns = Number(process.hrtime.bigint() - start) / reads;
  if (at < 0) throw new Error('unreachable: keeps the chase from being optimised away');
  return Math.round(ns * 10) / 10;
}
