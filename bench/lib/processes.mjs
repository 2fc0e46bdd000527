/**
 * Builds and servers of the benchmark: free ports in the bench's range, `next build` and
 * `next start` with the repository's own next binary, readiness, memory readings, and clean-up of
 * exactly the processes the bench started (by their id, never by name).
 */
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serverNodeArgs } from '../../lib/server/process-env.cjs';

/** The benchmark's port range; other people's servers use 3000, 3100 and 3200-3300. */
export const PORT_RANGE = [3400, 3499];

const taken = new Set();

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port of PORT_RANGE nobody listens on and this run has not handed out yet. */
export async function freePort() {
  for (let port = PORT_RANGE[0]; port <= PORT_RANGE[1]; port++) {
    if (taken.has(port)) continue;
    if (await portIsFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`No free port in ${PORT_RANGE.join('-')}`);
}

const started = new Set();

/** Stop every process this run started (on success, failure or Ctrl-C). */
export function stopAll() {
  for (const child of started) stop(child);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);

/** Stop one started process and its own children (it leads its process group). */
export function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) {
    started.delete(child);
    return;
  }
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    try {
      child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
  started.delete(child);
}

/** Wait until a started process has exited (after stop()). */
export function exited(child, timeoutMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Start a process in its own group, its output appended to `logFile`. */
export function launch(command, args, { cwd, env, logFile }) {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** `next build [dir]` with the repository's next; resolves with the wall-clock seconds it took. */
export async function nextBuild({ root, dir, env, logFile }) {
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const args = [next, 'build', ...(dir ? [dir] : [])];
  const startedAt = process.hrtime.bigint();
  const child = launch(process.execPath, args, { cwd: root, env, logFile });
  const code = await new Promise((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) throw new Error(`next build ${dir ?? ''} failed (exit ${code}); last lines of ${logFile}:\n${tail(logFile)}`);
  return Number(process.hrtime.bigint() - startedAt) / 1e9;
}

/** The id of the process listening on a local port (the next-server process). */
export function listenerPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? Number(pid) : null;
}

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${url} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * A production server on 127.0.0.1:port: `next start dir` for an app folder (the floor), or, without
 * `dir`, the site's own server.mjs as `npm run serve` runs it (with its heap bound). Resolves once `readyPath` answers,
 * with the child process and the pid of the server process (for memory readings).
 */
export async function nextStart({ root, dir, port, env, logFile, readyPath = '/' }) {
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const args = dir ? [next, 'start', dir, '-H', '127.0.0.1', '-p', String(port)] : [...serverNodeArgs(env), path.join(root, 'server.mjs')];
  const child = launch(process.execPath, args, { cwd: root, env: { ...env, HOSTNAME: '127.0.0.1', PORT: String(port) }, logFile });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}${readyPath}`, child, 90_000);
  return { child, origin, port, pid: listenerPid(port) ?? child.pid, logFile };
}

/** Start a plain node script (the delayed content backend) and wait for it to answer. */
export async function nodeServer({ root, script, args, port, env, logFile, readyPath = '/' }) {
  const child = launch(process.execPath, [script, ...args], { cwd: root, env, logFile });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}${readyPath}`, child, 30_000);
  return { child, origin, port, pid: child.pid, logFile };
}

/** Resident memory of a process from /proc: current (VmRSS) and peak so far (VmHWM), in MB. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: NaN, peakMb: NaN };
  }
}

/** Samples VmRSS of a process every `intervalMs` until stopped; stop() returns the highest reading. */
export function sampleRss(pid, intervalMs = 200) {
  let max = memoryOf(pid).rssMb;
  const timer = setInterval(() => {
    const { rssMb } = memoryOf(pid);
    if (rssMb > max) max = rssMb;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const { rssMb } = memoryOf(pid);
      return Math.max(max, rssMb);
    },
  };
}
