// Helpers for the e-mails the app writes: HTML escaping, the http(s) links of a text body and
// a minimal HTML layout. Mails carry customer-entered text (names, notes), so everything
// interpolated into HTML goes through escapeHtml.
import { labelLocaleOf, type LabelLocale } from '@tavola/domain/slot-rules';

/** The languages mails are written in; anything else reads Italian, the product's default. */
export type MailLocale = LabelLocale;

/**
 * A language code ('en', 'en-GB', 'it', null...) as the language of a mail: Italian unless
 * English, the rule the domain's labels (and the diner's status words) follow.
 */
export function mailLocaleOf(code: string | null | undefined): MailLocale {
  return labelLocaleOf(code?.trim());
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const LINK = /https?:\/\/[^\s<>"']+/g;

/** The http(s) URLs a text contains, in order. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[0]);
}

/** Escaped text with its http(s) URLs as anchors and line breaks kept. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  html += escapeHtml(text.slice(last));
  return html.replaceAll('\n', '<br>\n');
}

/** A plain, inline-styled HTML mail around already-escaped body HTML. */
export function mailLayout(opts: { title: string; bodyHtml: string; footer?: string; locale?: MailLocale }): string {
  return [
    '<!doctype html>',
    `<html lang="${opts.locale ?? 'it'}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(opts.title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5; max-width: 640px; margin: 0 auto; padding: 16px;">',
    `<h1 style="font-size: 20px;">${escapeHtml(opts.title)}</h1>`,
    opts.bodyHtml,
    opts.footer ? `<p style="color: #777; font-size: 12px; margin-top: 24px;">${escapeHtml(opts.footer)}</p>` : '',
    '</body></html>',
  ].join('\n');
}
