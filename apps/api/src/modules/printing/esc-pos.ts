// A ticket as ESC/POS bytes (Epson TM and compatible kitchen printers), built with
// node-thermal-printer's buffer: the library knows the byte codes, this file only says what to
// print. Code page PC858 has the euro sign and the Italian accented letters; characters it
// lacks print as '?'. Each copy ends with a cut.
import { CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { CHARACTERS_PER_LINE, type PaperWidth } from '@tavola/domain/printers';
import type { Ticket } from './print-ticket';

export function ticketBytes(ticket: Ticket, options: { paperWidth: number; copies: number }): Buffer {
  const width = CHARACTERS_PER_LINE[options.paperWidth as PaperWidth] ?? CHARACTERS_PER_LINE[80];
  // The interface is required by the constructor but never used: esc-pos only builds the buffer,
  // printer-connection.ts sends it (with a time-out and a clear error when unreachable).
  const printer = new ThermalPrinter({
    type: PrinterTypes.EPSON,
    interface: 'tcp://127.0.0.1:9100',
    width,
    characterSet: CharacterSet.PC858_EURO,
  });
  for (let copy = 0; copy < Math.max(1, options.copies); copy++) {
    for (const line of ticket.lines) {
      if ('rule' in line) {
        printer.drawLine();
        continue;
      }
      if (line.center) printer.alignCenter();
      else printer.alignLeft();
      if (line.style === 'title') printer.setTextDoubleHeight();
      if (line.style === 'big') printer.setTextSize(1, 1);
      if (line.style === 'title' || line.style === 'bold' || line.style === 'big') printer.bold(true);
      printer.println(line.text);
      printer.bold(false);
      if (line.style === 'title' || line.style === 'big') printer.setTextNormal();
    }
    printer.alignLeft();
    printer.newLine();
    printer.cut();
  }
  return Buffer.from(printer.getBuffer());
}
