import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-process-'));
const groups = new Set<number>();
afterAll(() => {
  // Whatever a failed test left running.
  for (const group of groups) if (groupAlive(group)) process.kill(-group, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves whether the process group `group` has emptied within `ms` (tsx's esbuild helper ends just after the server). */
async function groupGone(group: number, ms = 3000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (!groupAlive(group)) return true;
  return !groupAlive(group);
}

/** True while any process of the process group `group` is alive. */
function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `npm start`, as the README says, in a process group of its own, on a free port, and waits for the banner.
 * PORTAL_SKIP_BUILD=1 leaves out the `vite build` the API does not need; the sandbox is left to `npm start`.
 */
function npmStart(): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir, PORTAL_SKIP_BUILD: '1' };
  Object.assign(env, { LOG_LEVEL: 'info', DATABASE_URL: '', NODE_ENV: 'development' });
  delete env.PORTAL_SANDBOX;
  const child = spawn('npm', ['start'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  groups.add(child.pid!);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /门户已启动：(http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ child, base: match[1]!.replace('localhost', '127.0.0.1'), output: () => output });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`服务器提前退出（${code}）：${output}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

/** Requests from `connections` loops until the server stops answering; resolves every status received. */
function load(base: string, token: string, connections: number) {
  const statuses: number[] = [];
  const loop = async () => {
    for (;;) {
      const res = await globalThis.fetch(`${base}/portal/getInfo`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
      if (!res) return;
      statuses.push(res.status);
      await res.arrayBuffer();
    }
  };
  return Promise.all(Array.from({ length: connections }, loop)).then(() => statuses);
}

describe('npm start', () => {
  it('ends gracefully with 0 on SIGTERM under load, leaves no process behind, and keeps its data across a restart', async () => {
    const first = await npmStart();
    expect(first.output()).toContain('DEMO-SECONDARY-KEY-5T9W-4R2N');
    expect(first.output()).toContain('沙箱已开启');
    const added = await globalThis.fetch(`${first.base}/portal/api/registerSms?phonenumber=13700000009`);
    expect(added.status).toBe(200);
    const keyLogin = () =>
      globalThis.fetch(`${first.base}/portal/api/keyLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key: 'DEMO-MAIN-KEY-8F3K-2Q7M-PORTAL' }),
      });
    const { token } = ((await (await keyLogin()).json()) as { data: { token: string } }).data;

    const traffic = load(first.base, token, 8);
    await new Promise((r) => setTimeout(r, 500));
    // A request that is in flight when SIGTERM arrives still gets its answer.
    const inFlight = keyLogin();
    await new Promise((r) => setTimeout(r, 5));
    const exit = exited(first.child);
    process.kill(first.child.pid!, 'SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exit).toBe(0);
    const statuses = await traffic;
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(first.output()).toContain('服务器已关闭');
    expect(await groupGone(first.child.pid!)).toBe(true);

    // Ctrl+C in a terminal reaches npm and the server alike; the server still closes once, gracefully.
    const second = await npmStart();
    const outbox = await globalThis.fetch(`${second.base}/dev/sandbox/outbox?to=13700000009`);
    expect(((await outbox.json()) as { data: unknown[] }).data).toHaveLength(1);
    const done = exited(second.child);
    process.kill(-second.child.pid!, 'SIGINT');
    expect(await done).toBe(0);
    expect(second.output()).toContain('服务器已关闭');
    expect(await groupGone(second.child.pid!)).toBe(true);
  }, 180_000);
});
