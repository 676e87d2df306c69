/**
 * Lighthouse mobile Performance of the public pages (DESIGN.md section 7: at least 90 on the home,
 * event and game pages), with Accessibility, Best Practices and SEO beside it (at least 95 each), measured on the system Chromium against the built app served by the API,
 * the way a fan's phone loads it (Lighthouse's default mobile profile: throttled CPU and a slow 4G).
 *
 * `npm run bench` ends with it; `npm run bench:lighthouse` runs it on its own (a fresh data directory
 * with the demo, a production server on the build).
 * A report, never a pass/fail.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { browserMeasuresUnavailable, findChromium, withDemoServer } from './demo-server';

export const LIGHTHOUSE_BUDGET = 90;
/** Accessibility, Best Practices and SEO: each at least this on the home, event and game pages. */
export const LIGHTHOUSE_QUALITY_BUDGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Runs per page: one run's score moves by several points with the machine's load. */
export const LIGHTHOUSE_RUNS = 3;

export interface LighthouseResult {
  label: string;
  url: string;
  /** 0 to 100; null when Lighthouse could not score the page. */
  performance: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferKb: number | null;
  /** Every run's score, lowest first (the median run is the one reported). */
  scores: number[];
  /** Accessibility, Best Practices and SEO of the median run, 0 to 100 (null when not scored). */
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

const audit = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) => lhr.audits[id]?.numericValue ?? null;

/** Runs Lighthouse (mobile; Performance, Accessibility, Best Practices, SEO) on each page, one after another in one Chromium. */
export async function measureLighthouse(
  baseUrl: string,
  pages: Array<[label: string, path: string]>,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseResult[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('no Chromium found (install the chromium package or set CHROMIUM_PATH)');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const once = async (url: string) => {
    // A fresh Chromium sometimes records no navigation start on its first trace (NO_NAVSTART): run it again.
    let run = await lighthouse(url, { port: chrome.port, onlyCategories: CATEGORIES, output: 'json', logLevel: 'error' });
    for (let retry = 0; retry < 2 && run?.lhr.runtimeError; retry++)
      run = await lighthouse(url, { port: chrome.port, onlyCategories: CATEGORIES, output: 'json', logLevel: 'error' });
    const lhr = run?.lhr;
    const category = (id: string) => {
      const score = lhr?.categories[id]?.score;
      return typeof score === 'number' ? Math.round(score * 100) : null;
    };
    return {
      performance: category('performance'),
      accessibility: category('accessibility'),
      bestPractices: category('best-practices'),
      seo: category('seo'),
      lcpMs: lhr ? audit(lhr, 'largest-contentful-paint') : null,
      tbtMs: lhr ? audit(lhr, 'total-blocking-time') : null,
      cls: lhr ? audit(lhr, 'cumulative-layout-shift') : null,
      transferKb: lhr && audit(lhr, 'total-byte-weight') !== null ? audit(lhr, 'total-byte-weight')! / 1024 : null,
    };
  };
  try {
    const results: LighthouseResult[] = [];
    for (const [label, p] of pages) {
      const url = new URL(p, baseUrl).toString();
      const measured = [];
      for (let i = 0; i < runs; i++) measured.push(await once(url));
      // Lighthouse's own advice on variance: report the median run (by score), and the spread beside it.
      const scored = measured.filter((m) => m.performance !== null).sort((a, b) => a.performance! - b.performance!);
      const median = scored[Math.floor((scored.length - 1) / 2)] ?? measured[0]!;
      results.push({ label, url, ...median, scores: scored.map((m) => m.performance!) });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** The report's table, as the other budgets print theirs. */
export function formatLighthouse(results: LighthouseResult[]): string {
  const lines = [
    `Lighthouse mobile, median of ${LIGHTHOUSE_RUNS} runs by Performance (budget ${LIGHTHOUSE_BUDGET}; layout shift under 0.1; Accessibility, Best Practices and SEO at least ${LIGHTHOUSE_QUALITY_BUDGET})`,
    '',
    `| ${'page'.padEnd(12)} | ${'score'.padStart(5)} | ${'LCP ms'.padStart(7)} | ${'TBT ms'.padStart(7)} | ${'CLS'.padStart(6)} | ${'KB'.padStart(6)} | A11y |  BP | SEO |      | runs`,
    `|${'-'.repeat(14)}|${'-'.repeat(7)}|${'-'.repeat(9)}|${'-'.repeat(9)}|${'-'.repeat(8)}|${'-'.repeat(8)}|------|-----|-----|------|`,
  ];
  const n = (v: number | null, digits = 0) => (v === null ? '-' : v.toFixed(digits));
  for (const r of results) {
    const quality = [r.accessibility, r.bestPractices, r.seo];
    const ok =
      r.performance !== null &&
      r.performance >= LIGHTHOUSE_BUDGET &&
      (r.cls ?? 0) < 0.1 &&
      quality.every((q) => q !== null && q >= LIGHTHOUSE_QUALITY_BUDGET);
    lines.push(
      `| ${r.label.padEnd(12)} | ${n(r.performance).padStart(5)} | ${n(r.lcpMs).padStart(7)} | ${n(r.tbtMs).padStart(7)} | ${n(r.cls, 3).padStart(6)} | ${n(r.transferKb).padStart(6)} | ${n(r.accessibility).padStart(4)} | ${n(r.bestPractices).padStart(3)} | ${n(r.seo).padStart(3)} | ${ok ? 'ok  ' : 'OVER'} | ${r.scores.join(', ')}`,
    );
  }
  return lines.join('\n');
}

/** The event, and a game of it, that the demo loads: the pages a fan opens from a shared link. */
export async function demoPages(baseUrl: string): Promise<Array<[string, string]>> {
  const slug = 'schools-futsal-cup';
  const event = (await (await fetch(`${baseUrl}/api/events/slug/${slug}`)).json()) as { event: { _id: string } };
  const games = (await (await fetch(`${baseUrl}/api/events/${event.event._id}/games?limit=50`)).json()) as {
    games: Array<{ _id: string; status: string }>;
  };
  const game = games.games.find((g) => g.status === 'completed') ?? games.games[0];
  return [
    ['home', '/'],
    ['event', `/events/${slug}`],
    ...(game ? ([['game', `/events/${slug}/games/${game._id}`]] as Array<[string, string]>) : []),
  ];
}

/** Lighthouse on the home, event and game pages of a fresh production server with the demo: the report's lines. */
export async function lighthouseReport(): Promise<string> {
  const why = browserMeasuresUnavailable();
  if (why) return `Lighthouse: ${why}`;
  return withDemoServer(async (baseUrl) => formatLighthouse(await measureLighthouse(baseUrl, await demoPages(baseUrl))));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  lighthouseReport().then(console.log, (e: unknown) => {
    console.error('Lighthouse measure failed to run:', e);
    process.exitCode = 1;
  });
}
