// The key of one attempt (an order, a refund, a tab payment), made when the attempt starts and
// sent again on a retry, so the server does it once (domain primitives: idempotencyKeySchema).
/** A new random key: a UUID, or 32 hex digits where randomUUID is missing (older browsers, http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
