// Verifies a Google ID token (Google sign-in): RS256 signature against the keys
// Google publishes (GOOGLE_JWKS_URL, cached by jose), audience = our client id, issuer
// accounts.google.com, not expired, and a verified e-mail. Only the verified claims are
// trusted; the social-user fields the browser sends beside the token are not.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { badRequest } from '@tavola/domain/error-codes';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  subject: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export const GOOGLE_TOKEN_INVALID_MESSAGE =
  "Non è stato possibile verificare l'accesso con Google. Ti chiediamo di riprovare.";

const keySets = new Map<string, JWTVerifyGetKey>();
function keySetFor(jwksUrl: string): JWTVerifyGetKey {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
}

export async function verifyGoogleIdToken(
  idToken: string,
  options: { clientId: string; jwksUrl: string; now: Date },
): Promise<GoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetFor(options.jwksUrl), {
      audience: options.clientId,
      issuer: GOOGLE_ISSUERS,
      algorithms: ['RS256'],
      currentDate: options.now,
      clockTolerance: 60,
    }));
  } catch {
    throw badRequest('GOOGLE_TOKEN_INVALID', GOOGLE_TOKEN_INVALID_MESSAGE);
  }
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  // Google marks addresses it has verified; an unverified one proves nothing about the mailbox.
  if (!email || (payload.email_verified !== true && payload.email_verified !== 'true') || !payload.sub) {
    throw badRequest('GOOGLE_EMAIL_NOT_VERIFIED', GOOGLE_TOKEN_INVALID_MESSAGE);
  }
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null);
  return { subject: payload.sub, email, firstName: text(payload.given_name), lastName: text(payload.family_name) };
}
