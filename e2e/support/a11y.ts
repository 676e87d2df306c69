import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const LOCALES_DIR = path.resolve(__dirname, '../../pwa/src/i18n/locales');

/** Every catalog area of a language, merged: key to ICU text. */
export function catalog(locale: string): Record<string, string> {
  const dir = path.join(LOCALES_DIR, locale);
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Record<string, string>),
  );
}

export interface AuditProblem {
  kind: 'axe' | 'contrast';
  text: string;
}

/**
 * axe-core's serious and critical violations, then our own contrast check: axe leaves out many
 * Arabic text nodes (it cannot tell their colours apart from the glyph shapes), so every visible
 * text node is measured here too, its colour against the nearest opaque background behind it.
 */
export async function audit(page: Page): Promise<AuditProblem[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const axeProblems = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
    }
    const res = await axe.run(document, { resultTypes: ['violations'] });
    return res.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.slice(0, 5).map((n) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`),
      );
  });
  const contrastProblems = await page.evaluate(colourChecks, 'text' as const);
  return [
    ...axeProblems.map((text) => ({ kind: 'axe' as const, text })),
    ...contrastProblems.map((text) => ({ kind: 'contrast' as const, text })),
  ];
}

/**
 * The focus ring of the element that has the focus: at least 3:1 against what is behind it, by its
 * outline or by the halo (box-shadow) around it, which in turn stands apart from the outline.
 */
export async function focusRingProblem(page: Page): Promise<string | null> {
  const [problem] = await page.evaluate(colourChecks, 'focus' as const);
  return problem ?? null;
}

/**
 * Runs in the page (self-contained: it is sent as text). 'text': every visible text node under 4.5:1
 * (3:1 when large) against what lies behind it. 'focus': the focused element's ring, as above.
 */
function colourChecks(kind: 'text' | 'focus'): string[] {
  type Rgba = [number, number, number, number];
  const parse = (c: string): Rgba | null => {
    const m = /rgba?\(([^)]+)\)/.exec(c);
    if (!m) return null;
    const p = m[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [p[0]!, p[1]!, p[2]!, p.length > 3 ? p[3]! : 1];
  };
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + under[0] * (1 - a), top[1] * a + under[1] * (1 - a), top[2] * a + under[2] * (1 - a), 1];
  };
  const lum = (c: Rgba) => {
    const [r, g, b] = c.slice(0, 3).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [x, y] = [lum(a), lum(b)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  /** The colour behind an element: its own and its ancestors' backgrounds composed down to the first opaque one; null behind a picture or gradient. */
  const backdrop = (el: Element): Rgba | null => {
    const layers: Rgba[] = [];
    for (let e: Element | null = el; e; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.backgroundImage !== 'none') return null;
      const bg = parse(cs.backgroundColor);
      if (bg && bg[3] > 0) {
        layers.push(bg);
        if (bg[3] >= 1) break;
      }
    }
    let colour: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) colour = over(layer, colour);
    return colour;
  };
  if (kind === 'focus') {
    const el = document.activeElement;
    if (!el || el === document.body) return [];
    const cs = getComputedStyle(el);
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    if (cs.outlineStyle === 'none' || parseFloat(cs.outlineWidth) === 0) return [`${name}: no focus ring`];
    // A ring drawn inside the element (negative offset) lies on the element's own background.
    const behind = parseFloat(cs.outlineOffset) < 0 ? backdrop(el) : el.parentElement ? backdrop(el.parentElement) : null;
    const ring = parse(cs.outlineColor);
    const halo = cs.boxShadow === 'none' ? null : parse(cs.boxShadow);
    if (!behind || !ring) return [];
    const byRing = ratio(over(ring, behind), behind);
    const byHalo = halo ? Math.min(ratio(over(halo, behind), behind), ratio(over(ring, behind), over(halo, behind))) : 0;
    return byRing >= 3 || byHalo >= 3 ? [] : [`${name}: focus ring ${byRing.toFixed(2)}:1, halo ${byHalo.toFixed(2)}:1`];
  }
  const failures: string[] = [];
  const seen = new Set<Element>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || seen.has(el) || !node.textContent?.trim()) continue;
    if (el.closest('script, style, noscript, option, [aria-hidden="true"], :disabled, [inert]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    // Hidden, collapsed or visually hidden (1 px) text is not read by the eye.
    if (box.width < 2 || box.height < 2) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility !== 'visible' || Number(cs.opacity) === 0) continue;
    let faded = false;
    for (let e: Element | null = el; e; e = e.parentElement) if (Number(getComputedStyle(e).opacity) < 1) faded = true;
    seen.add(el);
    const bg = backdrop(el);
    const fg = parse(cs.color);
    if (!bg || !fg) continue;
    const size = parseFloat(cs.fontSize);
    const bold = Number(cs.fontWeight) >= 700;
    const large = size >= 24 || (bold && size >= 18.66);
    const min = large ? 3 : 4.5;
    const r = ratio(over(fg, bg), bg);
    // A faded parent (a disabled look) is exempt like a disabled control; it is not counted here.
    if (r < min - 0.005 && !faded) {
      const where =
        el.className && typeof el.className === 'string'
          ? `${el.tagName.toLowerCase()}.${el.className.split(/\s+/).join('.')}`
          : el.tagName.toLowerCase();
      failures.push(
        `${r.toFixed(2)}:1 (needs ${min}) "${node.textContent.trim().slice(0, 40)}" in ${where} (${cs.color} on rgb(${bg.slice(0, 3).map(Math.round).join(', ')}))`,
      );
    }
  }
  return failures;
}
