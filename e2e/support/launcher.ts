// Starts a launcher (scripts/start.mjs or scripts/start-distributed.mjs) as a user would, on
// free ports, and looks at the processes it runs (Linux /proc) for the topology tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { portIsFree } from '../../scripts/lib/proc.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const READY = /Worship Planner is ready on (\S+)/;

export interface Launched {
  child: ChildProcess;
  baseURL: string;
  output(): string;
  /** SIGTERM (then SIGKILL) if it still runs; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Runs `node scripts/<script>` with `env` (no build: the global setup has just built) and
 * resolves once it prints its ready line.
 */
export async function launch(
  script: 'start.mjs' | 'start-distributed.mjs',
  env: Record<string, string | undefined>,
  timeoutMs = 120_000,
): Promise<Launched> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', script)], {
    cwd: ROOT,
    env: { ...process.env, SKIP_BUILD: '1', NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} was not ready after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    child.stdout!.on('data', () => {
      const match = READY.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${signal ?? code}) before it was ready`));
    });
  }).catch(async (error: Error) => {
    await stop();
    throw new Error(`${error.message}:\n${output.split('\n').slice(-60).join('\n')}`);
  });
  return { child, baseURL, output: () => output, stop };
}

/** The pids whose parent is `pid`. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // `pid (comm) state ppid …`; comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** Whether `pid` still runs (an exited child nobody has reaped yet, a zombie, does not). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Polls `check` until it is true; false if `timeoutMs` passes first. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/**
 * SIGKILLs the launcher (no clean-up of its own can run) and expects its `children` children
 * to be gone, and every one of `ports` free, within `graceMs`.
 */
export async function expectNothingLeftAfterSigkill(
  launched: Launched,
  ports: number[],
  children: number,
) {
  const { pids, running, busy } = await killLauncher(launched, ports);
  expect(pids.length, 'children the launcher ran').toBe(children);
  expect(running, 'children still running').toEqual([]);
  expect(busy, 'ports still bound').toEqual([]);
}

async function killLauncher(launched: Launched, ports: number[], graceMs = 8000) {
  const pids = childPids(launched.child.pid!);
  launched.child.kill('SIGKILL');
  await eventually(async () => {
    if (pids.some(isRunning)) return false;
    const free = await Promise.all(ports.map((port) => portIsFree(port)));
    return free.every(Boolean);
  }, graceMs);
  const busy: number[] = [];
  for (const port of ports) if (!(await portIsFree(port))) busy.push(port);
  return { pids, running: pids.filter(isRunning), busy };
}

/**
 * Twelve wrong-password sign-ins to one account from one client, each claiming another client
 * address (X-Forwarded-For, X-Real-IP, Forwarded): the limit of 10 a minute must still hold.
 */
export async function expectSpoofedAddressesLimited(baseURL: string) {
  const statuses = await spoofedSignIns(baseURL, 12);
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses.slice(10)).toEqual([429, 429]);
}

async function spoofedSignIns(baseURL: string, attempts: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= attempts; i++) {
    const res = await fetch(`${baseURL}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${i}`,
        'x-real-ip': `203.0.113.${i}`,
        forwarded: `for=203.0.113.${i}`,
      },
      body: JSON.stringify({ email: 'victim@example.org', password: `guess-${i}` }),
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}
