import { readFileSync } from 'node:fs';
import { chromium as playwright, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';

export const e2e = {
  get baseUrl() {
    return inject('baseUrl');
  },
  get admin() {
    return inject('admin');
  },
  /** Another administrator (Rana Khoury), for journeys where two admins touch the same game. */
  get secondAdmin() {
    return inject('secondAdmin');
  },
  available: inject('chromium') !== '',
  skipReason: inject('skipReason'),
};

/** One browser per test file; each test takes fresh contexts (its own storage, cookies, service worker) and closes them. */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    if (!e2e.available) return;
    browser = await playwright.launch({ executablePath: inject('chromium'), headless: true, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => {});
    await browser?.close();
  });
  return {
    /** `locale` is the browser's language (navigator.languages and Accept-Language), e.g. 'ar-LB'. */
    async newPage(
      opts: {
        viewport?: { width: number; height: number };
        locale?: string;
        serviceWorkers?: 'allow' | 'block';
        /** Lets a test add its own script (axe-core) to pages whose Content-Security-Policy allows only ours. */
        bypassCSP?: boolean;
        /** The device's clock zone, e.g. 'America/New_York' (an admin travelling); the browser's own when left out. */
        timezoneId?: string;
      } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({
        baseURL: e2e.baseUrl,
        viewport: opts.viewport ?? { width: 390, height: 844 },
        ...(opts.locale ? { locale: opts.locale } : {}),
        ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
        // Blocking the service worker lets context.route see every request (lie-fi tests).
        serviceWorkers: opts.serviceWorkers ?? 'allow',
        bypassCSP: opts.bypassCSP ?? false,
      });
      contexts.push(context);
      const page = await context.newPage();
      return { context, page };
    },
  };
}

/** The newest link of a kind (`verify-email`, `reset-password`) the server logged for this address (no SMTP in tests). */
export async function mailedLink(email: string, page: string, timeoutMs = 15_000): Promise<string> {
  const started = Date.now();
  const pattern = new RegExp(`https?://\\S+/${page}\\?token=[\\w-]+`);
  for (;;) {
    const log = readFileSync(inject('serverLog'), 'utf8');
    const at = log.lastIndexOf(`Mail to ${email}:`);
    if (at >= 0) {
      const link = log.slice(at).match(pattern);
      if (link) return link[0];
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no ${page} mail for ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The verification link mailed to this address. */
export function verificationLink(email: string, timeoutMs = 15_000): Promise<string> {
  return mailedLink(email, 'verify-email', timeoutMs);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.pitchside`;
}

let token: Promise<string> | undefined;
/**
 * A bearer token for the test server's admin, for calls the journeys make behind the scenes: the
 * session the login answer sets as its cookie (the answer's JSON never carries it).
 */
export function adminToken(): Promise<string> {
  token ??= fetch(`${e2e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(e2e.admin),
  }).then(async (r) => {
    const session = r.headers
      .getSetCookie()
      .map((c) => /^pitchside_session=([^;]+)/.exec(c)?.[1])
      .find(Boolean);
    if (!session) throw new Error(`admin login failed: ${((await r.json()) as { message?: string }).message}`);
    return session;
  });
  return token;
}
