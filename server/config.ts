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
  };
}

export function assertSafeConfig(config: ServerConfig): void {
  if (config.production && config.sandbox) {
    throw new Error('生产环境（NODE_ENV=production）不能开启沙箱（PORTAL_SANDBOX=1），服务器拒绝启动。');
  }
}
