import { MSG } from '../messages';
import { statusCode } from './status-codes';

export type MessageCode = keyof typeof MSG;

let byText: Map<string, string> | undefined;
let templates: { code: string; pattern: RegExp; names: string[] }[] | undefined;

function index(): void {
  byText = new Map();
  templates = [];
  for (const [code, text] of Object.entries(MSG) as [string, string][]) {
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    if (names.length === 0) {
      byText.set(text, code);
      continue;
    }
    const source = text
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    templates.push({ code, pattern: new RegExp(`^${source}$`), names });
  }
}

/**
 * The stable code of an English message, with the values of a templated one ('Status updated to
 * {status}' gives { status: 'live' }): the MSG key whose text it is, else a code for the status.
 */
export function messageCodeOf(message: string, status: number): { code: string; params?: Record<string, string> } {
  if (!byText) index();
  const exact = byText!.get(message);
  if (exact) return { code: exact };
  for (const t of templates!) {
    const m = t.pattern.exec(message);
    if (m) return { code: t.code, params: Object.fromEntries(t.names.map((n, i) => [n, m[i + 1]!])) };
  }
  return { code: statusCode(status) };
}

/**
 * The stable code sent beside an English message: the MSG key whose text it is, else a code for
 * the status. Clients translate the code; the English text stays for clients written to the spec.
 */
export function messageCode(message: string, status: number): string {
  return messageCodeOf(message, status).code;
}
