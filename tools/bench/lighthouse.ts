// Benchmark (not a test): Lighthouse, mobile defaults (simulated slow 4G and 4x CPU slowdown), on the production
// build's public pages. Starts `node apps/api/dist/server.js` itself on a free port with a throwaway PGlite dir.
// Needs the builds (npx nx run-many -t build -p api web) and Chromium. Usage: npm run bench:web [-- --check]
// (--check exits 1 when a target is missed; LIGHTHOUSE_RUNS=n runs each page n times, default 3, and reports the
// median). Add a page = add a path to PAGES.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../cluster/cluster';

const PAGES = ['/', '/about', '/resources'];
/**
 * Runs per page; the report shown is the run with the median performance score. Lighthouse's simulated metrics vary
 * from run to run (one early or late paint moves FCP by a second), and its authors advise the median of several runs.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');
const serverEntry = join(repoRoot, 'apps/api/dist/server.js');
const lighthouseBin = join(repoRoot, 'node_modules/.bin/lighthouse');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Scores are 0-100; CLS is the raw layout-shift value. `atLeast` false means the number must stay at or below. */
const TARGETS = [
  { key: 'performance', label: 'Performance', target: 95, atLeast: true },
  { key: 'accessibility', label: 'Accessibility', target: 100, atLeast: true },
  { key: 'best-practices', label: 'Best practices', target: 95, atLeast: true },
  { key: 'seo', label: 'SEO', target: 100, atLeast: true },
  { key: 'cls', label: 'CLS', target: 0.05, atLeast: false },
] as const;

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; displayValue?: string }>;
  runtimeError?: { code: string; message: string };
}

async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (!existsSync(serverEntry)) throw new Error(`No production build at ${serverEntry}: run "npx nx run-many -t build -p api web" first.`);
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'waypoint-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, PGLITE_DIR: join(dataDir, 'pglite'), DATABASE_URL: '', SMTP_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The server did not become ready:\n${log}`);
}

/** Runs the Lighthouse CLI (it launches its own Chromium through CHROME_PATH) and returns the JSON report. */
function runLighthouse(url: string): Promise<LighthouseResult> {
  return new Promise((done, fail) => {
    const child = spawn(
      lighthouseBin,
      [url, '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox', '--only-categories=performance,accessibility,best-practices,seo'],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`lighthouse exited with ${code} for ${url}:\n${err}`));
      try {
        const result = JSON.parse(out) as LighthouseResult;
        if (result.runtimeError) return fail(new Error(`lighthouse ${url}: ${result.runtimeError.code} ${result.runtimeError.message}`));
        done(result);
      } catch (error) {
        fail(new Error(`lighthouse printed no JSON report for ${url}: ${String(error)}\n${err}`));
      }
    });
  });
}

function valueOf(result: LighthouseResult, key: (typeof TARGETS)[number]['key']): number | null {
  if (key === 'cls') return result.audits['cumulative-layout-shift']?.numericValue ?? null;
  const score = result.categories[key]?.score;
  return score === null || score === undefined ? null : Math.round(score * 100);
}

/** The audits that cost points: failed ones in every category, and the slow metrics and opportunities in performance. */
function findings(result: LighthouseResult): string[] {
  const lines: string[] = [];
  for (const [category, { auditRefs }] of Object.entries(result.categories)) {
    for (const ref of auditRefs) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      if (category !== 'performance' && ref.weight === 0 && audit.scoreDisplayMode !== 'metricSavings') continue;
      lines.push(`${category}: ${audit.id} (${audit.score}) ${audit.title}${audit.displayValue ? ` - ${audit.displayValue}` : ''}`);
    }
  }
  return lines;
}

/** The run whose performance score is the median (the lower middle one for an even count). */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => (valueOf(a, 'performance') ?? 0) - (valueOf(b, 'performance') ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function meets(value: number | null, target: (typeof TARGETS)[number]): boolean {
  return value !== null && (target.atLeast ? value >= target.target : value <= target.target);
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH or apt-get install -y chromium)`);
  const server = await startServer();
  const rows: { page: string; values: (number | null)[]; extra: string; notes: string[] }[] = [];
  try {
    // Warm the server (first requests compile templates and fill caches) so the first page is not penalised.
    for (const page of PAGES) await (await fetch(`${server.baseUrl}${page}`)).text();
    for (const page of PAGES) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(`${server.baseUrl}${page}`));
      const result = medianRun(runs);
      const scores = runs.map((r) => valueOf(r, 'performance'));
      const metric = (id: string) => result.audits[id]?.displayValue ?? '?';
      rows.push({
        page,
        values: TARGETS.map((t) => valueOf(result, t.key)),
        extra: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')} (median of performance ${scores.join(', ')})`,
        notes: findings(result),
      });
      process.stderr.write(`measured ${page}\n`);
    }
  } finally {
    await server.stop();
  }

  const header = ['Page', ...TARGETS.map((t) => `${t.label} (${t.atLeast ? '>=' : '<='} ${t.target})`)];
  const body = rows.map((row) => [
    row.page,
    ...row.values.map((value, i) => {
      const target = TARGETS[i]!;
      const text = value === null ? 'n/a' : target.key === 'cls' ? value.toFixed(3) : String(value);
      return `${text} ${meets(value, target) ? 'ok' : 'MISS'}`;
    }),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\nLighthouse ${'(mobile, simulated throttling)'} on the production build, ${new Date().toISOString()}`);
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of body) console.log(line(row));
  for (const row of rows) {
    console.log(`\n${row.page}: ${row.extra}`);
    for (const note of row.notes) console.log(`  - ${note}`);
  }
  const missed = rows.some((row) => row.values.some((value, i) => !meets(value, TARGETS[i]!)));
  if (missed && process.argv.includes('--check')) process.exitCode = 1;
}

await main();
