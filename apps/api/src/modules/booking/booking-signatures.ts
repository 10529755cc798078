// How each messaging provider authenticates its webhook calls:
// - Telegram Bot API: the secret_token given to setWebhook comes back in the header
//   X-Telegram-Bot-Api-Secret-Token.
// - WhatsApp Cloud API: X-Hub-Signature-256 = 'sha256=' + hex HMAC-SHA256 of the raw body with
//   the app secret; the subscription is verified by GET hub.mode/hub.verify_token/hub.challenge.
// - Twilio (SMS): X-Twilio-Signature = base64 HMAC-SHA1, keyed with the auth token, of the full
//   URL followed by every POST parameter name and value, names sorted.
// Comparisons are constant-time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function whatsappSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}
