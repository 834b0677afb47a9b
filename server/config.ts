import path from 'node:path';

/** Server settings read once from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** How long a request waits for a PostgreSQL connection before it is answered 503 (PG_CONNECT_TIMEOUT_MS, default 5000). */
  databaseConnectTimeoutMs: number;
  dataDir: string;
  sandbox: boolean;
  production: boolean;
  logLevel: string;
  /** Address of the AI chat script (PORTAL_CHAT_AI_URL); null leaves the chat out. */
  chatAiUrl: string | null;
  /** How long an upload may stay unbound to any record before cleanup deletes it (PORTAL_UNBOUND_UPLOAD_HOURS, default 24). */
  unboundUploadMaxAgeMs: number;
  limits: AbuseLimits;
}

/** Caps against floods; each holds across server processes sharing one database. */
export interface AbuseLimits {
  /** Captchas one client address may generate per minute (PORTAL_CAPTCHAS_PER_MINUTE, default 30). */
  captchasPerMinute: number;
  /** Files one enterprise may upload per hour (PORTAL_UPLOADS_PER_HOUR, default 60). */
  uploadsPerHour: number;
  /** Bytes of uploads not yet bound to a record that one enterprise may hold (PORTAL_UNBOUND_UPLOAD_MB, default 100). */
  unboundUploadBytes: number;
  /** Files not yet bound to a record that one enterprise may hold (PORTAL_UNBOUND_UPLOAD_FILES, default 50). */
  unboundUploadFiles: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT 无效：${env.PORT}`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseConnectTimeoutMs: readPositive(env, 'PG_CONNECT_TIMEOUT_MS', 5000, '毫秒', true),
    dataDir: path.resolve(env.PORTAL_DATA_DIR ?? '.data'),
    // Only an explicit PORTAL_SANDBOX=1 turns it on (npm start sets it for the local demo); production refuses it.
    sandbox: env.PORTAL_SANDBOX === '1',
    production,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    chatAiUrl: readChatAiUrl(env.PORTAL_CHAT_AI_URL, production),
    unboundUploadMaxAgeMs: readPositive(env, 'PORTAL_UNBOUND_UPLOAD_HOURS', 24, '小时') * 3600_000,
    limits: {
      captchasPerMinute: readPositive(env, 'PORTAL_CAPTCHAS_PER_MINUTE', 30, '个', true),
      uploadsPerHour: readPositive(env, 'PORTAL_UPLOADS_PER_HOUR', 60, '个', true),
      unboundUploadBytes: Math.floor(readPositive(env, 'PORTAL_UNBOUND_UPLOAD_MB', 100, 'MB') * 1024 * 1024),
      unboundUploadFiles: readPositive(env, 'PORTAL_UNBOUND_UPLOAD_FILES', 50, '个', true),
    },
  };
}

function readPositive(env: NodeJS.ProcessEnv, name: string, fallback: number, unit: string, integer = false): number {
  const value = env[name];
  if (!value?.trim()) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new Error(`${name} 无效：${value}（须为正${integer ? '整' : ''}数，单位：${unit}）`);
  }
  return n;
}

/** https only in production; plain http is accepted elsewhere for a local chat service. */
function readChatAiUrl(value: string | undefined, production: boolean): string | null {
  if (!value?.trim()) return null;
  if (!URL.canParse(value.trim())) throw new Error(`PORTAL_CHAT_AI_URL 无效：${value}`);
  const url = new URL(value.trim());
  const allowed = production ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(url.protocol)) {
    throw new Error(`PORTAL_CHAT_AI_URL 必须是 ${production ? 'https' : 'http 或 https'} 地址：${value}`);
  }
  if (url.href.length > 1000) throw new Error('PORTAL_CHAT_AI_URL 过长（最多 1000 个字符）');
  return url.href;
}

export function assertSafeConfig(config: ServerConfig): void {
  if (config.production && config.sandbox) {
    throw new Error('生产环境（NODE_ENV=production）不能开启沙箱（PORTAL_SANDBOX=1），服务器拒绝启动。');
  }
}

/** True for names and addresses that only this machine can reach: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return h === 'localhost' || h === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(h);
}

/**
 * What the start-up banner says about the sandbox: a line when it is on, and a loud warning when it is on while
 * the server listens beyond this machine, where anyone could read the codes at /dev/sandbox/outbox.
 */
export function sandboxNotice(config: Pick<ServerConfig, 'sandbox' | 'host'>): { info?: string; warning?: string } {
  if (!config.sandbox) return {};
  const info = '沙箱已开启（PORTAL_SANDBOX=1）：短信、邮件、支付与微信只写入数据库，验证码可在 /dev/sandbox/outbox 查看。';
  if (isLoopbackHost(config.host)) return { info };
  const rule = '!'.repeat(72);
  const warning = [
    rule,
    `警告：沙箱已开启，而服务器监听在 ${config.host}，其他机器也能访问。`,
    '任何人都能在 /dev/sandbox/outbox 读取短信验证码（含找回密码），在 /dev/sandbox/captcha/{id} 取得验证码答案。',
    '只在本机演示时开启沙箱（HOST=127.0.0.1），对外提供服务时不要设置 PORTAL_SANDBOX=1。',
    rule,
  ].join('\n');
  return { info, warning };
}
