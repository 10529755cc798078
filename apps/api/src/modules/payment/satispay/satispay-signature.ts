// Satispay's request authentication (GBusiness API, "Signing HTTP Messages" draft-cavage-10):
// every call carries Date, Digest ('SHA-256=' + base64 SHA-256 of the body, of the empty string
// when there is none) and Authorization: Signature keyId, algorithm rsa-sha256, the signed
// headers "(request-target) host date digest" and the RSA-SHA256 signature of the string built
// from them, one 'name: value' a line. The adapter signs with the company's private key; the
// local Satispay fake verifies with the public key registered for the key id.
import { createHash, createSign, createVerify } from 'node:crypto';

export const SIGNED_HEADERS = '(request-target) host date digest';

export const digestOf = (body: string) => `SHA-256=${createHash('sha256').update(body, 'utf8').digest('base64')}`;

export function signingString(
  parts: { method: string; path: string; host: string; date: string; digest: string },
  headers = SIGNED_HEADERS,
): string {
  return headers
    .split(' ')
    .map((name) => {
      switch (name) {
        case '(request-target)':
          return `(request-target): ${parts.method.toLowerCase()} ${parts.path}`;
        case 'host':
          return `host: ${parts.host}`;
        case 'date':
          return `date: ${parts.date}`;
        case 'digest':
          return `digest: ${parts.digest}`;
        default:
          return `${name}: `;
      }
    })
    .join('\n');
}

/** The headers of one signed call: path is the request target with its query. */
export function signRequest(args: {
  keyId: string;
  privateKey: string;
  method: string;
  host: string;
  path: string;
  body: string;
  now?: Date;
}) {
  const date = (args.now ?? new Date()).toUTCString();
  const digest = digestOf(args.body);
  const signature = createSign('RSA-SHA256')
    .update(signingString({ method: args.method, path: args.path, host: args.host, date, digest }))
    .sign(args.privateKey, 'base64');
  return {
    date,
    digest,
    authorization: `Signature keyId="${args.keyId}", algorithm="rsa-sha256", headers="${SIGNED_HEADERS}", signature="${signature}"`,
  };
}

/** Parses an Authorization: Signature header's parameters. */
export function parseSignatureHeader(header: string): Record<string, string> | null {
  if (!/^Signature\s/i.test(header)) return null;
  const out: Record<string, string> = {};
  for (const match of header.slice(10).matchAll(/(\w+)="([^"]*)"/g)) out[match[1]] = match[2];
  return out.keyId && out.signature ? out : null;
}

export function verifySignature(publicKey: string, text: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(text).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}
