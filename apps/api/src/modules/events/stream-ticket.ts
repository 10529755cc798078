// A ticket to one live stream. A stream's caller proves who it is with a header (a diner's
// Bearer session, a tab participant's token), which EventSource cannot send: the page asks for
// a ticket with that header and opens EventSource with the ticket in the query. Each kind of
// stream signs with a key of its own, derived from the session secret, and its own audience, so
// a ticket is never a session token and never opens another kind of stream. Request logs drop
// query strings (app.ts), so a ticket is never logged.
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'tavola-api';

/** Long enough for a lunch; EventSource reconnects reuse it, an expired one makes the page ask again. */
export const STREAM_TICKET_TTL_SECONDS = 6 * 3600;

/** The claims of one kind of ticket: short names, each a safe integer. */
type Claims<K extends string> = Record<K, number>;

export interface StreamTicketKind<K extends string> {
  /** The audience: one per kind of stream. */
  audience: string;
  /** Labels the kind's own key, derived from the session secret. */
  keyLabel: string;
  claims: readonly K[];
}

function keyOf(secret: string, keyLabel: string): Uint8Array {
  return createHash('sha256').update(`${keyLabel}:${secret}`).digest();
}

export async function issueStreamTicket<K extends string>(
  kind: StreamTicketKind<K>,
  secret: string,
  claims: Claims<K>,
  now: Date,
): Promise<{ ticket: string; expiresAt: string }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + STREAM_TICKET_TTL_SECONDS;
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(kind.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret, kind.keyLabel));
  return { ticket: token, expiresAt: new Date(expiresAt * 1000).toISOString() };
}

/** The ticket's claims, or null when forged, expired, of another kind, or missing a claim. */
export async function readStreamTicket<K extends string>(
  kind: StreamTicketKind<K>,
  secret: string,
  token: string,
  now: Date,
): Promise<Claims<K> | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret, kind.keyLabel), {
      issuer: ISSUER,
      audience: kind.audience,
      algorithms: ['HS256'],
      currentDate: now,
    });
    const claims = {} as Claims<K>;
    for (const name of kind.claims) {
      const value = (payload as Record<string, unknown>)[name];
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) return null;
      claims[name] = value;
    }
    return claims;
  } catch {
    return null;
  }
}
