import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts `npm start`'s entry point as its own process on a free port and waits for the banner. */
function startServer(): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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

describe('the npm start process', () => {
  it('prints the demo accounts, finishes in-flight requests on SIGTERM, and keeps its data across a restart', async () => {
    const first = await startServer();
    expect(first.output()).toContain('DEMO-SECONDARY-KEY-5T9W-4R2N');
    const added = await globalThis.fetch(`${first.base}/portal/api/registerSms?phonenumber=13700000009`);
    expect(added.status).toBe(200);

    // A request that is in flight when SIGTERM arrives still gets its answer.
    const inFlight = globalThis.fetch(`${first.base}/portal/api/keyLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: 'DEMO-MAIN-KEY-8F3K-2Q7M-PORTAL' }),
    });
    await new Promise((r) => setTimeout(r, 5));
    const exit = exited(first.child);
    first.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await exit).toBe(0);

    const second = await startServer();
    try {
      const outbox = await globalThis.fetch(`${second.base}/dev/sandbox/outbox?to=13700000009`);
      const body = (await outbox.json()) as { data: unknown[] };
      expect(body.data).toHaveLength(1);
    } finally {
      const done = exited(second.child);
      second.child.kill('SIGTERM');
      expect(await done).toBe(0);
    }
  }, 120_000);
});
