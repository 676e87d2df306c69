import { SignJWT, jwtVerify } from 'jose';
import { SESSION_DAYS } from '@pitchside/shared';

export const SESSION_COOKIE = 'pitchside_session';
const ISSUER = 'pitchside';

export interface SessionClaims {
  sub: string;
  /** users.session_version at sign-in: bumping it ends every session of the user. */
  sv: number;
  /** The sessions row: revoking it ends this session alone (logout). */
  sid: string;
}

export async function signSession(secret: Uint8Array, claims: SessionClaims): Promise<string> {
  return new SignJWT({ sv: claims.sv, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_DAYS}d`)
    .sign(secret);
}

export async function verifySession(secret: Uint8Array, token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number' || typeof payload.sid !== 'string') return null;
    return { sub: payload.sub, sv: payload.sv, sid: payload.sid };
  } catch {
    return null;
  }
}

/** The session a login answer set, read from its Set-Cookie header: how clients outside a browser (scripts, tests) sign in. */
export function sessionFromSetCookie(headers: Headers): string | undefined {
  for (const cookie of headers.getSetCookie()) {
    const m = new RegExp(`^${SESSION_COOKIE}=([^;]+)`).exec(cookie);
    if (m) return m[1];
  }
  return undefined;
}
