// The reservation token of spec 001 §9: venue id, timestamp and a hash, '{tableReservationId}.
// {createdAt ms}.{hash}'. It is the secret of the cancellation link
// /cancel-reservation/{reservationId}/{token} (Disdetta?c={reservationId}&p={token}): the hash
// is an HMAC-SHA256 of the reservation id, venue and timestamp under a server key, so nobody
// can make one without the server; it plays the role of the cancellation password (a wrong
// hash answers WP, a token that does not belong to the reservation BP).
import { createHmac, timingSafeEqual } from 'node:crypto';

const HASH_LENGTH = 27; // base64url characters, 160 bits

function hashOf(secret: string, reservationId: string, venueId: string, timestamp: number): string {
  return createHmac('sha256', secret)
    .update(`${reservationId}|${venueId}|${timestamp}`)
    .digest('base64url')
    .slice(0, HASH_LENGTH);
}

export function issueReservationToken(secret: string, reservationId: string, venueId: string, createdAt: Date): string {
  const timestamp = createdAt.getTime();
  return `${venueId}.${timestamp}.${hashOf(secret, reservationId, venueId, timestamp)}`;
}

export interface ParsedToken {
  venueId: string;
  timestamp: number;
  hash: string;
}

export function parseReservationToken(token: string): ParsedToken | null {
  const match = /^([A-Za-z0-9_-]{1,100})\.(\d{10,16})\.([A-Za-z0-9_-]{10,100})$/.exec(token.trim());
  return match ? { venueId: match[1], timestamp: Number(match[2]), hash: match[3] } : null;
}

export type TokenCheck = 'ok' | 'wrongParameters' | 'wrongPassword';

/** Checks a token against the reservation it should belong to. */
export function checkReservationToken(
  secret: string,
  token: string,
  reservation: { reservationId: string; venueId: string; createdAt: Date },
): TokenCheck {
  const parsed = parseReservationToken(token);
  if (!parsed) return 'wrongParameters';
  if (parsed.venueId !== reservation.venueId || parsed.timestamp !== reservation.createdAt.getTime())
    return 'wrongParameters';
  const expected = Buffer.from(hashOf(secret, reservation.reservationId, parsed.venueId, parsed.timestamp));
  const given = Buffer.from(parsed.hash);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'wrongPassword';
}
