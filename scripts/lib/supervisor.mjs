// Runs a set of child processes as one application: output prefixed by name, readiness
// polling, graceful shutdown on Ctrl-C/SIGTERM, and a child that dies takes everything down.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

/** Makes a Node child stop when this process disappears, even by SIGKILL (see the file). */
const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.cjs', import.meta.url));

const COLORS = [36, 35, 33, 32, 34, 31, 96, 95];
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Pino JSON → one readable line; anything else is passed through. */
function humanize(line) {
  if (process.env.LOG_FORMAT === 'json' || !line.startsWith('{')) return line;
  try {
    const {
      level,
      time,
      msg,
      pid: _pid,
      hostname: _host,
      name: _name,
      service: _service,
      ...rest
    } = JSON.parse(line);
    if (msg === undefined) return line;
    const stamp = time ? new Date(time).toISOString().slice(11, 23) : '';
    const extra = Object.entries(rest)
      .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
      .join(' ');
    return `${stamp} ${LEVELS[level] ?? level} ${msg}${extra ? ` ${extra}` : ''}`;
  } catch {
    return line;
  }
}

export class Supervisor {
  /** @param {{appName: string, log?: (line: string) => void, onStopped?: () => Promise<void>}} options */
  constructor({ appName, log = (line) => console.log(line), onStopped = async () => {} }) {
    this.appName = appName;
    this.log = log;
    this.onStopped = onStopped;
    this.children = [];
    this.stopping = false;
    this.exitCode = 0;
    this.width = 8;
    this.color = process.stdout.isTTY && !process.env.NO_COLOR;
    process.once('SIGINT', () => this.stop(0, 'SIGINT'));
    process.once('SIGTERM', () => this.stop(0, 'SIGTERM'));
    process.once('SIGHUP', () => this.stop(0, 'SIGHUP'));
    // Under `npm start`, a SIGTERM to npm does not always reach this process: when npm goes
    // away (we are re-parented), stop too rather than leave the app running orphaned.
    if (process.env.npm_lifecycle_event) {
      const parent = process.ppid;
      setInterval(() => {
        if (process.ppid !== parent) this.stop(0, 'npm exited');
      }, 500).unref();
    }
  }

  prefix(name, index) {
    const label = `${name.padEnd(this.width)} |`;
    return this.color ? `\x1b[${COLORS[index % COLORS.length]}m${label}\x1b[0m ` : `${label} `;
  }

  /**
   * Starts `node <entry>` (or any command) as a named child. A Node child gets an IPC channel
   * and exit-with-parent.cjs, so it stops when this process goes away however it ends.
   * Options: `onLine(line)` sees each line it prints first (returning false keeps the line out
   * of the log); `keepGoing` (the dev loop): when it exits on its own, say so and wait for a
   * restart() instead of stopping everything.
   */
  spawn(name, command, args, { env, cwd, onLine, keepGoing = false } = {}) {
    if (this.stopping) throw new Error('stopping');
    this.width = Math.max(this.width, name.length);
    const record = { name, command, args, env, cwd, onLine, keepGoing };
    record.prefix = this.prefix(name, this.children.length);
    this.children.push(record);
    this.#start(record);
    return record.child;
  }

  #start(record) {
    const { name, command, args, env, cwd, onLine, prefix } = record;
    const node = command === process.execPath;
    const child = spawn(command, node ? ['--require', EXIT_WITH_PARENT, ...args] : args, {
      env,
      cwd,
      stdio: ['ignore', 'pipe', 'pipe', ...(node ? ['ipc'] : [])],
    });
    Object.assign(record, { child, exited: false, restarting: false });
    record.exitPromise = new Promise((resolve) => child.once('exit', resolve));
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        if (onLine?.(line) === false) return;
        const text = humanize(line).replace(/\n/g, `\n${prefix}`);
        out.write(`${prefix}${text}\n`);
      });
    }
    child.once('error', (error) => {
      this.log(`${this.appName}: could not start ${name}: ${error.message}`);
      this.stop(1);
    });
    child.once('exit', (code, signal) => {
      record.exited = true;
      if (this.stopping || record.restarting) return;
      const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (record.keepGoing) {
        this.log(`${this.appName}: ${name} ${how}; it starts again on the next change`);
        return;
      }
      this.log(
        `${this.appName}: ${name} ${how} unexpectedly — stopping everything (see its log above)`,
      );
      this.stop(1);
    });
  }

  /** Stops the child `name` (SIGTERM, SIGKILL after 10 s) and starts it again as it was. */
  async restart(name) {
    const record = this.children.find((c) => c.name === name);
    if (!record || this.stopping) return;
    record.restarting = true;
    if (!record.exited) {
      record.child.kill('SIGTERM');
      const timer = setTimeout(() => record.child.kill('SIGKILL'), 10_000);
      await record.exitPromise;
      clearTimeout(timer);
    }
    if (!this.stopping) this.#start(record);
  }

  /** Polls `url` until it answers 2xx; throws if it takes longer than `timeoutMs` or we stop. */
  async waitForHttp(name, url, timeoutMs = 120_000) {
    const deadline = Date.now() + timeoutMs;
    let last = 'no answer';
    while (Date.now() < deadline) {
      if (this.stopping) throw new Error('stopping');
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
        last = `HTTP ${res.status}`;
      } catch (error) {
        last = error.cause?.code ?? error.message;
      }
      await sleep(100);
    }
    throw new Error(`${name} was not ready at ${url} after ${timeoutMs / 1000} s (last: ${last})`);
  }

  /** Stops every child (SIGTERM, then SIGKILL after a grace period), then exits. */
  async stop(code = 0, reason) {
    if (this.stopping) {
      if (reason) {
        // A second Ctrl-C: do not wait any longer.
        for (const { child, exited } of this.children) if (!exited) child.kill('SIGKILL');
        process.exit(code || 130);
      }
      return;
    }
    this.stopping = true;
    this.exitCode = code;
    if (reason)
      this.log(
        `${this.appName}: ${reason.startsWith('SIG') ? `${reason} received` : reason}, stopping…`,
      );
    // Front door first, so no new requests reach a service that is going away.
    const order = [...this.children].reverse();
    for (const { child, exited } of order) if (!exited) child.kill('SIGTERM');
    const all = Promise.all(order.map((c) => c.exitPromise));
    const timedOut = await Promise.race([all.then(() => false), sleep(10_000).then(() => true)]);
    if (timedOut) {
      for (const { name, child, exited } of order) {
        if (!exited) {
          this.log(`${this.appName}: ${name} did not stop in 10 s, killing it`);
          child.kill('SIGKILL');
        }
      }
      await all;
    }
    try {
      await this.onStopped();
    } catch (error) {
      this.log(`${this.appName}: ${error.message}`);
    }
    if (code === 0) this.log(`${this.appName}: stopped`);
    process.exit(code);
  }
}
