// Sends bytes to a network printer over raw TCP (port 9100, "JetDirect"), the way Epson TM and
// Star kitchen printers take ESC/POS. Our own socket rather than the library's interface: a
// time-out on connecting and writing, and an error that says which of "refused", "no answer"
// and "unknown address" happened, so the board can tell the staff.
import net from 'node:net';

export class PrinterUnreachableError extends Error {}

/** Resolves once every byte is handed to the printer's connection; rejects with a readable reason. */
export function sendToPrinter(address: string, port: number, bytes: Buffer, timeoutMs: number): Promise<void> {
  const where = `${address}:${port}`;
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const socket = net.createConnection({ host: address, port });
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    // One deadline for connecting and writing: a printer that takes the connection but not the
    // bytes (paper jam, buffer full) counts as not reached.
    const timer = setTimeout(
      () => finish(new PrinterUnreachableError(`Nessuna risposta da ${where} entro ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    socket.once('error', (err: NodeJS.ErrnoException) => finish(new PrinterUnreachableError(reason(err, where))));
    socket.once('connect', () => {
      socket.end(bytes, () => finish(null));
    });
  });
}

function reason(err: NodeJS.ErrnoException, where: string): string {
  switch (err.code) {
    case 'ECONNREFUSED':
      return `Connessione rifiutata da ${where}: la stampante è spenta o la porta è sbagliata`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${where} non raggiungibile dalla rete del server`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Indirizzo sconosciuto: ${where}`;
    case 'ECONNRESET':
    case 'EPIPE':
      return `La stampante ${where} ha chiuso la connessione`;
    default:
      return `Stampante ${where} non raggiungibile (${err.code ?? err.message})`;
  }
}
