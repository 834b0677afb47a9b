/**
 * npm run bench:web — the web budgets, on the production build served by the real server (fresh database):
 *  - JS loaded by the home route ≤ 150 KB gzip (1 KB = 1000 B, as Vite prints): `/` is opened in Debian's
 *    Chromium at 1366×768 and at 360×740, every script it loads is recorded, and each file's bytes are gzipped
 *    (level 9); the larger of the two totals counts.
 *  - Lighthouse 12 (default config = mobile: Moto G Power screen, simulated slow 4G and 4× CPU slowdown) on
 *    `/` and `/login`: performance ≥ 90 and accessibility ≥ 95. Each page runs BENCH_WEB_RUNS times (default 3)
 *    and the run with the median performance score is reported.
 * Prints every figure, lists failed accessibility audits, writes HTML reports to test-results/lighthouse/,
 * and exits 1 when a budget is exceeded. BENCH_WEB_SKIP_BUILD=1 reuses dist/ as it is.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result as LighthouseResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumVersion, ensureChromium } from './ensure-chromium.ts';
import { startPortalServer } from './e2e-server.ts';

const BUDGET = { jsKb: 150, performance: 90, accessibility: 95 };
const PAGES = ['/', '/login'];
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const DIST = path.resolve('dist');
const REPORT_DIR = path.resolve('test-results', 'lighthouse');

/** The highest 1-minute load average seen during the Lighthouse runs. */
let peakLoad = 0;
const sampleLoad = () => {
  peakLoad = Math.max(peakLoad, os.loadavg()[0]!);
  return os.loadavg()[0]!;
};

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1000;
const width = (s: string) => [...s].reduce((w, c) => w + (c.charCodeAt(0) > 255 ? 2 : 1), 0);
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - width(s)));
const row = (cells: string[], widths: number[]) => console.log(cells.map((c, i) => pad(c, widths[i] ?? 10)).join(''));

/** The bytes of a script as built (dist/), or as served when it is not a dist file. */
async function scriptBytes(url: string, body: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(DIST, decodeURIComponent(new URL(url).pathname));
  return file.startsWith(DIST) && existsSync(file) ? readFileSync(file) : body();
}

/** Entry script and modulepreload links in dist/index.html: what loads before any route chunk. */
function staticEntryKb(): { files: string[]; kb: number } {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g)].map((m) => m[1]!);
  return { files, kb: files.reduce((sum, f) => sum + gzipKb(readFileSync(path.join(DIST, f))), 0) };
}

async function homeRouteJs(baseUrl: string) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: [...CHROMIUM_FLAGS] });
  const results: { viewport: string; files: { name: string; kb: number }[]; kb: number }[] = [];
  const encodings = new Set<string>();
  try {
    for (const [label, viewport, isMobile] of [
      ['1366×768', { width: 1366, height: 768 }, false],
      ['360×740', { width: 360, height: 740 }, true],
    ] as const) {
      const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, locale: 'zh-CN' });
      const page = await context.newPage();
      const scripts: Promise<{ name: string; kb: number }>[] = [];
      page.on('response', (response) => {
        const url = response.url();
        if (response.request().resourceType() !== 'script' && !/\.m?js(\?|$)/.test(url)) return;
        encodings.add(response.headers()['content-encoding'] ?? '无（未压缩）');
        scripts.push(scriptBytes(url, () => response.body()).then((bytes) => ({ name: new URL(url).pathname, kb: gzipKb(bytes) })));
      });
      await page.goto(baseUrl, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000); // late lazy imports (idle callbacks, effects) after the network settles
      const files = (await Promise.all(scripts)).sort((a, b) => b.kb - a.kb);
      results.push({ viewport: label, files, kb: files.reduce((sum, f) => sum + f.kb, 0) });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { results, encodings: [...encodings] };
}

interface PageScore {
  page: string;
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  lhr: LighthouseResult;
}

async function lighthouseOnce(url: string): Promise<LighthouseResult> {
  // A fresh browser per run: reusing one across runs makes Lighthouse lose the trace (NO_NAVSTART) now and then.
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse 没有返回结果：${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

async function runLighthouse(baseUrl: string): Promise<PageScore[]> {
  const scores: PageScore[] = [];
  for (const pagePath of PAGES) {
    const runs: PageScore[] = [];
    for (let i = 0; i < RUNS; i++) {
      let lhr = await lighthouseOnce(new URL(pagePath, baseUrl).href);
      if (lhr.runtimeError) lhr = await lighthouseOnce(new URL(pagePath, baseUrl).href); // one retry for a lost trace
      if (lhr.runtimeError) throw new Error(`Lighthouse ${pagePath}：${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const run: PageScore = {
        page: pagePath,
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        lhr,
      };
      runs.push(run);
      console.log(
        `  Lighthouse ${pagePath} 第 ${i + 1}/${RUNS} 次：性能 ${run.performance}，无障碍 ${run.accessibility}，` +
          `FCP ${run.fcp.toFixed(0)} ms，LCP ${run.lcp.toFixed(0)} ms，TBT ${run.tbt.toFixed(0)} ms，CLS ${run.cls.toFixed(3)}，` +
          `benchmarkIndex ${lhr.environment.benchmarkIndex.toFixed(0)}，系统负载 ${sampleLoad().toFixed(1)}`,
      );
    }
    const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = pagePath === '/' ? 'home' : pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    writeFileSync(path.join(REPORT_DIR, `${name}.html`), generateReport(median.lhr, 'html'));
    writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(median.lhr));
    scores.push(median);
  }
  return scores;
}

/** Accessibility audits that did not pass, with a few of the offending nodes. */
function failedA11yAudits(lhr: LighthouseResult): string[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id]!;
      const items = ((audit.details as { items?: { node?: { snippet?: string; selector?: string } }[] } | undefined)?.items ?? [])
        .slice(0, 3)
        .map((item) => `      ${item.node?.selector ?? ''} ${item.node?.snippet ?? ''}`.trimEnd());
      return [`    ✗ ${ref.id}（权重 ${ref.weight}）：${audit.title}`, ...items].join('\n');
    });
}

/** Measures everything against the running server, prints the figures, and returns whether a budget failed. */
async function measure(baseUrl: string, chromePath: string): Promise<boolean> {
  console.log(`\n${chromiumVersion(chromePath)}；服务器 ${baseUrl}；生产构建 dist/\n`);
  const entry = staticEntryKb();
  const { results: js, encodings } = await homeRouteJs(baseUrl);
  const lighthouseScores = await runLighthouse(baseUrl);

  console.log('\n首页（/）加载的 JS（gzip -9，1 KB = 1000 B）');
  for (const run of js) {
    console.log(`  ${run.viewport}：${run.kb.toFixed(1)} KB，${run.files.length} 个文件`);
    for (const file of run.files) console.log(`    ${file.kb.toFixed(1).padStart(7)} KB  ${file.name}`);
  }
  console.log(`  （index.html 入口与 modulepreload：${entry.kb.toFixed(1)} KB，${entry.files.length} 个文件）`);
  console.log(`  服务器发送 JS 的内容编码：${encodings.join('、')}`);

  const jsKb = Math.max(...js.map((run) => run.kb));
  const checks: { name: string; value: string; budget: string; ok: boolean }[] = [
    { name: '首页 JS（gzip）', value: `${jsKb.toFixed(1)} KB`, budget: `≤ ${BUDGET.jsKb} KB`, ok: jsKb <= BUDGET.jsKb },
  ];
  for (const s of lighthouseScores) {
    checks.push({ name: `${s.page} 性能`, value: String(s.performance), budget: `≥ ${BUDGET.performance}`, ok: s.performance >= BUDGET.performance });
    checks.push({ name: `${s.page} 无障碍`, value: String(s.accessibility), budget: `≥ ${BUDGET.accessibility}`, ok: s.accessibility >= BUDGET.accessibility });
  }

  console.log(`\nLighthouse 12（移动端默认配置，模拟节流；每页 ${RUNS} 次取性能中位数）`);
  const widths = [14, 8, 10, 10, 10, 10, 10];
  row(['页面', '性能', '无障碍', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'], widths);
  for (const s of lighthouseScores) {
    row([s.page, String(s.performance), String(s.accessibility), s.fcp.toFixed(0), s.lcp.toFixed(0), s.tbt.toFixed(0), s.cls.toFixed(3)], widths);
  }
  for (const s of lighthouseScores) {
    const audits = failedA11yAudits(s.lhr);
    if (audits.length) console.log(`\n  ${s.page} 未通过的无障碍审计：\n${audits.join('\n')}`);
  }
  console.log(`  报告：${path.relative(process.cwd(), REPORT_DIR)}/*.html`);
  if (peakLoad > os.cpus().length) {
    // Lighthouse multiplies the CPU time it observes by 4, so other work on the cores lowers the score.
    console.log(`  注意：测量期间系统负载最高 ${peakLoad.toFixed(1)}，高于 CPU 核数 ${os.cpus().length}，性能分数偏低，请在空闲时重测。`);
  }

  console.log('\n预算');
  for (const c of checks) row([c.ok ? '  ✓' : '  ✗', c.name, c.value, c.budget], [6, 20, 12, 10]);
  const failed = checks.some((c) => !c.ok);
  console.log(failed ? '\n有预算未达标。' : '\n全部预算达标。');
  return failed;
}

const chromePath = ensureChromium();
if (process.env.BENCH_WEB_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = await startPortalServer();
const failed = await measure(server.url, chromePath).finally(() => server.close());
process.exit(failed ? 1 : 0);
