/**
 * Debian's Chromium for the end-to-end tests and `npm run bench:web`. Tests never download a browser of
 * their own: they drive /usr/bin/chromium (package `chromium`). Run directly (`tsx scripts/ensure-chromium.ts`)
 * it installs the package when it is missing and the user is root, and otherwise says what to install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's Chromium; CHROMIUM_PATH may point at another local build, never at a downloaded one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags every launch uses: headless as root, and no background traffic (this machine's network is closed,
 * and Chromium otherwise opens many refused connections at start). Launchers add a fresh user-data dir.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

const isRoot = () => process.getuid?.() === 0;

function aptInstall(): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env }).status === 0;
  if (install()) return true;
  console.log('apt-get install 失败，先运行 apt-get update 再重试 / install failed, running apt-get update and retrying');
  return spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 && install();
}

/** Returns Chromium's path, installing Debian's package first when missing and running as root; throws otherwise. */
export function ensureChromium(): string {
  if (!existsSync(CHROMIUM_PATH) && CHROMIUM_PATH === '/usr/bin/chromium' && isRoot()) {
    console.log('未找到 /usr/bin/chromium，正在安装 Debian 软件包 chromium / installing Debian package chromium…');
    aptInstall();
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      [
        `未找到 Chromium：${CHROMIUM_PATH}。请以 root 身份安装 Debian 软件包：apt-get install -y chromium`,
        `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package as root: apt-get install -y chromium`,
        '（测试不会自行下载浏览器 / the tests never download a browser of their own）',
      ].join('\n'),
    );
  }
  return CHROMIUM_PATH;
}

export function chromiumVersion(executable = CHROMIUM_PATH): string {
  return execFileSync(executable, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    ensureChromium();
    console.log(`Chromium：${chromiumVersion()}（${CHROMIUM_PATH}）`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
