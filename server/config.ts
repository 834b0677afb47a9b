import path from 'node:path';

/** Server settings read once from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sandbox: boolean;
  production: boolean;
  logLevel: string;
  /** Address of the AI chat script (PORTAL_CHAT_AI_URL); null leaves the chat out. */
  chatAiUrl: string | null;
  /** How long an upload may stay unbound to any record before cleanup deletes it (PORTAL_UNBOUND_UPLOAD_HOURS, default 24). */
  unboundUploadMaxAgeMs: number;
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
    dataDir: path.resolve(env.PORTAL_DATA_DIR ?? '.data'),
    // The sandbox is on unless explicitly turned off; production refuses to start with it on.
    sandbox: env.PORTAL_SANDBOX !== undefined ? env.PORTAL_SANDBOX === '1' : !production,
    production,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    chatAiUrl: readChatAiUrl(env.PORTAL_CHAT_AI_URL, production),
    unboundUploadMaxAgeMs: readHours(env.PORTAL_UNBOUND_UPLOAD_HOURS, 24) * 3600_000,
  };
}

function readHours(value: string | undefined, fallback: number): number {
  if (!value?.trim()) return fallback;
  const hours = Number(value);
  if (!Number.isFinite(hours) || hours <= 0) throw new Error(`PORTAL_UNBOUND_UPLOAD_HOURS 无效：${value}（须为正数小时）`);
  return hours;
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
