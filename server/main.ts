import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { assertSafeConfig, readConfig, sandboxNotice } from './config.ts';
import { openDatabase } from './db/client.ts';
import { scheduleHousekeeping } from './identity/housekeeping.ts';
import { scheduleReminderSms } from './messages/reminder-sms.ts';
import { scheduleStatistics } from './db/statistics.ts';
import { createSandboxProviders } from './providers/sandbox.ts';
import { createUnconfiguredProviders } from './providers/unconfigured.ts';
import { scheduleAttachmentCleanup } from './records/attachment-cleanup.ts';
import { scheduleDailyReminders } from './reminders/daily-job.ts';
import { demoAccountsText } from './seed/demo-accounts.ts';
import { seedDemoCertificates } from './seed/demo-certificates.ts';
import { seedDemoLicence } from './seed/demo-licence.ts';
import { seedDemoPersonnel } from './seed/demo-personnel.ts';
import { seedDemoProjects } from './seed/demo-projects.ts';
import { seedDemoData, seedReferenceData } from './seed/seed.ts';
import { onStopSignal, STOP_SIGNALS } from './stop-signals.ts';

const config = readConfig();
assertSafeConfig(config);

const database = await openDatabase(config);
await database.migrate();
await seedReferenceData(database.db);
if (!config.production) {
  await seedDemoData(database.db);
  await seedDemoPersonnel(database.db);
  await seedDemoProjects(database.db);
  await seedDemoCertificates(database.db);
  await seedDemoLicence(database.db);
}

const providers = config.sandbox ? createSandboxProviders(database.db) : createUnconfiguredProviders();
const webDir = path.resolve(process.env.PORTAL_WEB_DIR ?? 'dist');
const app = await buildApp({ db: database.db, config, providers }, { webDir });
if (!config.sandbox) app.log.warn('沙箱已关闭且未配置真实的短信、邮件、支付与微信服务：发送类操作将返回“发送失败”。');
const stopCleanup = scheduleAttachmentCleanup(database.db, config, app.log);
const stopHousekeeping = scheduleHousekeeping(database.db, app.log);
// PGlite runs no autovacuum: planner statistics now and hourly, or lists are sorted whole (db/statistics.ts).
const stopStatistics = await scheduleStatistics(database, app.log);
const stopReminders = scheduleDailyReminders(database.db, app.log);
// Danger reminders' SMS to bound phones, every minute outside 22:00-08:00 China time (messages/reminder-sms.ts).
const stopReminderSms = scheduleReminderSms(database.db, providers.sms, app.log);

// Stop signals are taken by onStopSignal, which tells a second request from the echo of the first.
const grace = closeWithGrace({ delay: 10_000, skip: [...STOP_SIGNALS] }, async ({ err }) => {
  if (err) app.log.error({ err }, '服务器因错误退出');
  await app.close();
  await stopCleanup();
  await stopHousekeeping();
  await stopStatistics();
  await stopReminders();
  await stopReminderSms();
  await database.close();
  app.log.info('服务器已关闭');
});
onStopSignal((signal) => {
  app.log.info({ signal }, '正在关闭服务器：等待进行中的请求完成');
  grace.close();
});

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const notice = sandboxNotice(config);
const storage = database.kind === 'pglite' ? `内置 PGlite（${config.dataDir}）` : 'PostgreSQL（DATABASE_URL）';
console.log(`\n${demoAccountsText(`http://localhost:${port}`)}\n数据库：${storage}\n${notice.info ?? '沙箱已关闭。'}\n`);
if (notice.warning) {
  console.warn(`\n${notice.warning}\n`);
  app.log.warn({ host: config.host }, '沙箱已开启且服务器监听在非本机地址：/dev/sandbox/* 对外可见');
}
