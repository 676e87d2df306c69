import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { dictionary } from '@zxcvbn-ts/language-common';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  keylen: number,
  opts: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB, a few hundred
 * milliseconds). The parameters are stored in each hash, so older hashes still verify and are
 * replaced at the member's next login (`needsRehash`).
 */
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEYLEN = 32;

let cost: ScryptCost = OWASP_SCRYPT;

/**
 * Tests only: a cheaper cost so hundreds of sign-ups stay quick on a shared machine. Never called by
 * the server; the rehash test sets the OWASP cost back to see it applied.
 */
export function setHashCostForTests(next: ScryptCost) {
  cost = next;
  dummy = undefined;
}

/** scrypt needs 128·N·r bytes; Node refuses above maxmem (32 MiB by default), so it is raised to fit. */
const maxmemFor = (c: ScryptCost) => 128 * c.N * c.r * c.p + 32 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize('NFKC'), salt, KEYLEN, { ...cost, maxmem: maxmemFor(cost) });
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

function parse(stored: string) {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !hashB64) return null;
  const c = { N: Number(n), r: Number(r), p: Number(p) };
  // Stored hashes are ours, but a corrupt row must not make the server allocate gigabytes.
  if (!(c.N >= 2 && c.N <= 2 ** 20 && c.r >= 1 && c.r <= 32 && c.p >= 1 && c.p <= 16)) return null;
  return { cost: c, salt: Buffer.from(saltB64, 'base64'), hash: Buffer.from(hashB64, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await scrypt(password.normalize('NFKC'), parsed.salt, parsed.hash.length, {
    ...parsed.cost,
    maxmem: maxmemFor(parsed.cost),
  });
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** The hash was made at another cost than today's: replace it while the password is at hand (login). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}

/** A hash of a throwaway password, compared against when the e-mail is unknown so timing does not reveal accounts. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}

/**
 * The most common passwords (about 49,000 from leaked lists, kept by the zxcvbn-ts project), refused
 * for new passwords. Compared without case: "Password1234" is as guessable as "password1234".
 */
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.normalize('NFKC').toLowerCase());
}
