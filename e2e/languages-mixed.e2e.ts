import { describe, expect, it } from 'vitest';
import { e2e } from './support/fixtures';

if (!e2e.available) console.warn(`End-to-end mixed-language journeys skipped: ${e2e.skipReason}`);

const SLUG = 'schools-futsal-cup';

const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;

/** The page as a link-preview crawler or a first visit gets it: HTML written by the server. */
async function pageHtml(path: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${e2e.baseUrl}${path}`, { headers });
  expect(res.status).toBe(200);
  return res.text();
}

describe.skipIf(!e2e.available)('languages: what the server writes', () => {
  it('gives a shared event link an Arabic preview title for an Arabic reader, by cookie before Accept-Language', async () => {
    const event = (await (await fetch(`${e2e.baseUrl}/api/events/slug/${SLUG}`)).json()) as { event: { event: string } };
    const name = event.event.event;

    const byCookie = await pageHtml(`/events/${SLUG}`, { cookie: 'pitchside-locale=ar', 'accept-language': 'en-GB,en;q=0.9' });
    const title = metaContent(byCookie, 'og:title');
    expect(title).toContain(name);
    expect(title).toContain('النسخة');
    expect(byCookie).toMatch(/<html[^>]*lang="ar"/);
    expect(byCookie).toMatch(/<html[^>]*dir="rtl"/);

    const byHeader = await pageHtml(`/events/${SLUG}`, { 'accept-language': 'ar-LB,ar;q=0.9,en;q=0.5' });
    expect(metaContent(byHeader, 'og:title')).toBe(title);

    const home = await pageHtml('/', { cookie: 'pitchside-locale=ar' });
    expect(metaContent(home, 'og:title')).toBe('Pitchside · كرة الصالات في لبنان');
  });
});
