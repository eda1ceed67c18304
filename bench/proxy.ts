/**
 * `--proxy token|round-robin`: the deployment of compose.yaml on this host: two server instances
 * sharing PostgreSQL and Redis, behind nginx (Debian's package) running the committed
 * deploy/nginx.conf, its upstreams pointed at the two instances. `round-robin` takes out the
 * config's `hash` line, which is what the config balanced by before the forty-seventh session.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from './server-process';

export type Balance = 'token' | 'round-robin';

const root = path.resolve(import.meta.dirname, '..');
const HASH_LINE = /^\s*hash \$http_authorization consistent;\n/m;

/** deploy/nginx.conf for instances on 127.0.0.1 `ports`, listening on `listen`. */
function siteConfig(ports: [number, number], listen: number, balance: Balance): string {
  let site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  if (!HASH_LINE.test(site)) throw new Error('deploy/nginx.conf has no token hash to compare');
  if (balance === 'round-robin') site = site.replace(HASH_LINE, '');
  return site
    .replaceAll('app1:3000', `127.0.0.1:${ports[0]}`)
    .replaceAll('app2:3000', `127.0.0.1:${ports[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${listen};`);
}

export interface Proxy {
  port: number;
  /** nginx's processes (master and worker), whose CPU counts with the instances'. */
  pids: number[];
  stop(): Promise<void>;
}

/** nginx in the foreground with one worker, its files in a temporary folder. */
export async function startProxy(ports: [number, number], balance: Balance): Promise<Proxy> {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('--proxy needs nginx: apt-get install nginx-light');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'petmatch-proxy-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'site.conf'), siteConfig(ports, port, balance));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir};`)
    .join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
     events { worker_connections 4096; }
     http { access_log off; ${temp} include ${dir}/site.conf; }`,
  );
  const child: ChildProcess = spawn('nginx', ['-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/health`);
  const workers = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return {
    port,
    pids: [child.pid!, ...workers],
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An instance's deck loads so far by how they were served (the deck_loads_total metric). */
export async function deckLoadsServed(port: number): Promise<Record<string, number>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const served: Record<string, number> = {};
  for (const [, how, count] of text.matchAll(/^deck_loads_total\{served="(\w+)"\} (\d+)$/gm)) {
    served[how!] = Number(count);
  }
  return served;
}
