// A fake network printer for the tests: a TCP server that takes ESC/POS bytes as a kitchen
// printer on port 9100 does, and gives back each ticket as text (commands dropped, code page
// PC858 decoded for the letters our tickets use). It can be switched off (connections refused)
// and on again on the same port.
import net from 'node:net';

const PC858: Record<number, string> = { 0x85: 'à', 0x8a: 'è', 0x82: 'é', 0x8d: 'ì', 0x95: 'ò', 0x97: 'ù', 0xd5: '€' };

/** The printable text of ESC/POS bytes: ESC and GS commands skipped with their argument. */
export function escPosText(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x1b) {
      i += bytes[i + 1] === 0x40 ? 1 : 2;
      continue;
    }
    if (b === 0x1d) {
      i += bytes[i + 1] === 0x56 && (bytes[i + 2] === 0x41 || bytes[i + 2] === 0x42) ? 3 : 2;
      continue;
    }
    if (b === 0x0a) out += '\n';
    else if (b >= 0x20 && b < 0x7f) out += String.fromCharCode(b);
    else if (PC858[b]) out += PC858[b];
  }
  return out;
}

export class FakePrinter {
  /** One entry per connection that sent bytes: the text it printed. */
  readonly tickets: string[] = [];
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  port = 0;

  async start(): Promise<number> {
    const server = net.createServer((socket) => {
      this.sockets.add(socket);
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', () => {});
      socket.on('close', () => {
        this.sockets.delete(socket);
        if (chunks.length > 0) this.tickets.push(escPosText(Buffer.concat(chunks)));
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
    return this.port;
  }

  /** Switched off: the port refuses connections until start() again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until the connections still open have closed (their tickets are in `tickets`). */
  async settled(): Promise<void> {
    while (this.sockets.size > 0) await new Promise((r) => setTimeout(r, 10));
  }

  /** Waits (up to 10 s, then fails) until `count` tickets contain `needle`, and returns them. */
  async waitForTickets(needle: string, count = 1): Promise<string[]> {
    for (let i = 0; i < 1000; i++) {
      await this.settled();
      const found = this.ticketsWith(needle);
      if (found.length >= count) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`fewer than ${count} tickets with ${JSON.stringify(needle)}: ${JSON.stringify(this.tickets)}`);
  }

  /** Tickets whose text contains `needle`. */
  ticketsWith(needle: string): string[] {
    return this.tickets.filter((t) => t.includes(needle));
  }
}
