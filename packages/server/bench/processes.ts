import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';

export interface Child {
  name: string;
  pid: number;
  baseUrl: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A Node child process serving HTTP on `port`, its output in `logFile`; resolves once `readyPath`
 * answers (any status below 500).
 */
export async function startChild(options: {
  name: string;
  script: string;
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  readyPath: string;
  timeoutMs?: number;
}): Promise<Child> {
  const log = openSync(options.logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, [options.script], {
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${options.name} exited while starting; see ${options.logFile}`);
    try {
      const res = await fetch(baseUrl + options.readyPath);
      await res.arrayBuffer();
      if (res.status < 500) return { name: options.name, pid: child.pid!, baseUrl, stop };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await stop();
  throw new Error(`${options.name} did not start in time; see ${options.logFile}`);
}
