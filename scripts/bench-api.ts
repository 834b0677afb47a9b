/**
 * npm run bench:api — requests per second and p50/p99 latency for getInfo and a dictionary lookup on
 * the real server (embedded PGlite, or DATABASE_URL), next to a bare Fastify route in the same run.
 * BENCH_SECONDS sets each run's length (default 8), BENCH_CONNECTIONS the concurrency (default 20).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { createSandboxProviders } from '../server/providers/sandbox.ts';
import { DEMO } from '../server/seed/demo-accounts.ts';
import { createTestDatabase } from '../tests/support/test-database.ts';
import { seedDemoData, seedReferenceData } from '../server/seed/seed.ts';
import { createSession } from '../server/identity/sessions.ts';
import { users } from '../server/db/schema/identity.ts';
import { eq } from 'drizzle-orm';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function run(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} 个非 2xx 响应，${result.errors} 个错误`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const { database, dispose } = await createTestDatabase();
await seedReferenceData(database.db);
await seedDemoData(database.db);
const config = { ...readConfig({ NODE_ENV: 'test' }), port: 0 };
const app = await buildApp({ db: database.db, config, providers: createSandboxProviders(database.db) });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const [member] = await database.db.select({ id: users.id }).from(users).where(eq(users.userName, DEMO.member.username));
const { token } = await createSession(database.db, member!.id);

const bare = Fastify();
bare.get('/bare', async () => ({ code: 200, msg: '操作成功', data: { hello: 'world' } }));
const bareBase = await bare.listen({ port: 0, host: '127.0.0.1' });

console.log(`数据库：${database.kind}；每项 ${seconds} 秒，${connections} 个并发连接\n`);
const baseline = await run('裸 Fastify 路由', `${bareBase}/bare`);
const results = [
  await run('getInfo（令牌校验 + 4 次查询）', `${base}/portal/getInfo`, { authorization: `Bearer ${token}` }),
  await run('字典查询 /system/dict/data/type/sys_province', `${base}/system/dict/data/type/sys_province`),
];

const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - [...s].reduce((w, c) => w + (c.charCodeAt(0) > 255 ? 2 : 1), 0)));
console.log(`${pad('接口', 48)}${pad('请求/秒', 12)}${pad('p50 ms', 10)}${pad('p99 ms', 10)}相对裸路由`);
for (const r of [baseline, ...results]) {
  const ratio = r === baseline ? '1.00' : (r.rps / baseline.rps).toFixed(2);
  console.log(`${pad(r.title, 48)}${pad(r.rps.toFixed(0), 12)}${pad(String(r.p50), 10)}${pad(String(r.p99), 10)}${ratio}`);
}

await bare.close();
await app.close();
await dispose();
