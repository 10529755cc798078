// Local fakes of the messaging providers' send APIs, for tests. They answer as the
// documented APIs do, including their refusals, so a sender that builds a wrong request fails:
// - Telegram Bot API (core.telegram.org/bots/api#sendmessage): POST /bot{token}/sendMessage,
//   JSON or form body with chat_id and text; {ok: true, result: Message}; a wrong token is
//   401 {ok: false, error_code: 401, description: 'Unauthorized'}, an unknown chat 400
//   'Bad Request: chat not found', an empty text 400 'Bad Request: message text is empty'.
// - Twilio Messages (twilio.com/docs/messaging/api/message-resource#create-a-message-resource):
//   POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From, Body, HTTP Basic
//   AccountSid:AuthToken; 201 with the Message resource; bad credentials 401 code 20003, a
//   missing To 400 code 21604, a missing Body 400 code 21602.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

export interface FakeTelegram {
  baseUrl: string;
  sent: Array<{ chat_id: string; text: string }>;
  close(): Promise<void>;
}

async function readBody(req: http.IncomingMessage): Promise<Record<string, string>> {
  let raw = '';
  for await (const chunk of req) raw += String(chunk);
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    const json = JSON.parse(raw || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startFakeTelegram(opts: { botToken: string; knownChats: string[] }): Promise<FakeTelegram> {
  const sent: FakeTelegram['sent'] = [];
  let messageId = 0;
  const server = http.createServer((req, res) => {
    void (async () => {
      const match = /^\/bot([^/]+)\/sendMessage$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match)
        return reply(res, 404, { ok: false, error_code: 404, description: 'Not Found' });
      if (match[1] !== opts.botToken)
        return reply(res, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const body = await readBody(req);
      if (!body.chat_id)
        return reply(res, 400, { ok: false, error_code: 400, description: 'Bad Request: chat_id is empty' });
      if (!body.text)
        return reply(res, 400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
      if (!opts.knownChats.includes(body.chat_id))
        return reply(res, 400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' });
      sent.push({ chat_id: body.chat_id, text: body.text });
      reply(res, 200, {
        ok: true,
        result: {
          message_id: ++messageId,
          from: { id: 1, is_bot: true, first_name: 'Tavola' },
          chat: { id: Number(body.chat_id), type: 'private' },
          date: Math.floor(Date.now() / 1000),
          text: body.text,
        },
      });
    })();
  });
  const baseUrl = await listen(server);
  return { baseUrl, sent, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface FakeTwilio {
  baseUrl: string;
  sent: Array<{ To: string; From: string; Body: string; sid: string }>;
  close(): Promise<void>;
}

export async function startFakeTwilio(opts: { accountSid: string; authToken: string }): Promise<FakeTwilio> {
  const sent: FakeTwilio['sent'] = [];
  const error = (res: http.ServerResponse, status: number, code: number, message: string) =>
    reply(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
  const server = http.createServer((req, res) => {
    void (async () => {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) return error(res, 404, 20404, 'The requested resource was not found');
      const expected = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected || decodeURIComponent(match[1]) !== opts.accountSid)
        return error(res, 401, 20003, 'Authenticate');
      const body = await readBody(req);
      if (!body.To) return error(res, 400, 21604, "A 'To' phone number is required.");
      if (!body.From) return error(res, 400, 21603, "A 'From' phone number is required.");
      if (!body.Body) return error(res, 400, 21602, 'Message body is required.');
      const sid = `SM${randomBytes(16).toString('hex')}`;
      sent.push({ To: body.To, From: body.From, Body: body.Body, sid });
      reply(res, 201, {
        sid,
        account_sid: opts.accountSid,
        to: body.To,
        from: body.From,
        body: body.Body,
        status: 'queued',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        num_segments: '1',
        error_code: null,
        error_message: null,
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${opts.accountSid}/Messages/${sid}.json`,
      });
    })();
  });
  const baseUrl = await listen(server);
  return { baseUrl, sent, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
