/**
 * Starts the real portal server (`node --import tsx server/main.ts`, serving dist/ and the API on one port) on a free port
 * with a fresh temporary PGlite database and the sandbox on, for the end-to-end tests and `npm run bench:web`.
 * Build the SPA first (`npm run build`). Run directly, it starts one and keeps it up until Ctrl+C.
 *
 * @example
 * const server = await startPortalServer();
 * // … drive server.url …
 * await server.close(); // stops the server and deletes its database
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PortalServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string;
  close: () => Promise<void>;
}

export interface PortalServerOptions {
  /** Forward the server's output to this process's stdout as it arrives. */
  echo?: boolean;
  /** Milliseconds to wait for the start-up line (default 90 s: the first start migrates and seeds). */
  timeoutMs?: number;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const READY = /门户已启动：http:\/\/localhost:(\d+)/;

export async function startPortalServer({ echo = false, timeoutMs = 90_000 }: PortalServerOptions = {}): Promise<PortalServer> {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('dist/index.html 不存在：请先运行 npm run build / build the SPA first (npm run build)');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    PORTAL_DATA_DIR: dataDir,
    PORTAL_SANDBOX: '1',
    // Every test signs in from this one address: the per-address captcha limit would throttle the suite.
    PORTAL_CAPTCHAS_PER_MINUTE: '1000',
    PORTAL_WEB_DIR: path.join(ROOT, 'dist'),
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
  };
  // A fresh embedded database, whatever the caller's shell points at; the sandbox refuses production.
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  delete env.PORTAL_CHAT_AI_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (echo) process.stdout.write(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    cleanUp();
  };

  try {
    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`服务器 ${timeoutMs / 1000} 秒内未启动`)), timeoutMs);
      const onData = () => {
        const match = READY.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      };
      child.stdout.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`服务器启动失败（退出码 ${code ?? signal}）`));
      });
    });
    return { url: `http://127.0.0.1:${port}`, dataDir, output: () => output, close };
  } catch (error) {
    await close();
    throw new Error(`${(error as Error).message}\n--- 服务器输出 / server output ---\n${output}`, { cause: error });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const server = await startPortalServer({ echo: true });
  console.log(`e2e 服务器：${server.url}（数据目录 ${server.dataDir}，Ctrl+C 停止并删除）`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
}
