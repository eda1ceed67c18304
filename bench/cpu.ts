/**
 * CPU time spent by the server process and by PostgreSQL (every `postgres` process on this host),
 * read from /proc: divided by the requests of a run it gives CPU ms per request, a figure that
 * moves far less with the machine's load than throughput does.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processCpuMs(pid: string | number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the ")" that closes the command name: utime is the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/** CPU ms of every `postgres` process, by pid. */
function postgresCpuMs(): Map<string, number> {
  const byPid = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') {
        byPid.set(pid, processCpuMs(pid));
      }
    } catch {
      // gone
    }
  }
  return byPid;
}

/**
 * The whole machine's CPU ticks so far, and those the hypervisor gave to other guests while this
 * one had work ("steal", the 8th figure of /proc/stat's `cpu` line): a run whose figures fall
 * with a high steal share lost its CPU, not its speed.
 */
function machineTicks(): { total: number; steal: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  return { total: ticks.reduce((sum, t) => sum + t, 0), steal: ticks[7] ?? 0 };
}

export interface CpuSnapshot {
  serverMs: number;
  postgresMs: Map<string, number>;
  machine: { total: number; steal: number };
}

export function cpuSnapshot(serverPids: number[]): CpuSnapshot {
  return {
    serverMs: serverPids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    postgresMs: postgresCpuMs(),
    machine: machineTicks(),
  };
}

/**
 * CPU ms per request between two snapshots, and the share of the machine's time stolen meanwhile. PostgreSQL counts the processes alive at the end
 * (a backend that started in between counts whole); one that ended in between is lost.
 */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number) {
  const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 1000) / 1000;
  let postgresMs = 0;
  for (const [pid, ms] of after.postgresMs) postgresMs += ms - (before.postgresMs.get(pid) ?? 0);
  const ticks = after.machine.total - before.machine.total;
  const steal = after.machine.steal - before.machine.steal;
  return {
    serverCpuMsPerRequest: per(after.serverMs - before.serverMs),
    postgresCpuMsPerRequest: per(postgresMs),
    stealPercent: ticks > 0 ? Math.round((steal / ticks) * 1000) / 10 : 0,
  };
}
