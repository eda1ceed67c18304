/**
 * The real server as a child process (`node --import tsx src/server/main.ts`), for the
 * reliability tests that run one or two: started on a free port, stopped, or killed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  output: string[];
}

/**
 * Starts the server with `env` (plus a free port on 127.0.0.1 and info logs) and waits until it
 * is listening; fails with its output if it exits first or takes longer than `timeoutMs`.
 */
export async function startServer(
  name: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new Error(`${name} did not start within ${timeoutMs / 1000} s:\n${output.join('')}`),
        ),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(text);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code ?? signal}) before listening:\n${output.join('')}`));
    });
  });
  return { name, child, base, output };
}

/** Stops the server as an orchestrator would: SIGTERM, then SIGKILL if still up after 10 s. */
export async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Kills the server with SIGKILL (a crash: no shutdown code runs) and waits until it is gone. */
export async function killServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGKILL');
  await exited;
}
