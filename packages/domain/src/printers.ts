// Kitchen printing: the network thermal printers of a venue (ESC/POS over TCP, port 9100 by
// default), shared by the API (route validation) and the back-office printer form
// (react-hook-form resolver). Every message is a validation-message code.
import { z } from 'zod';
import { requiredText } from './form-fields';
import { idNumber } from './primitives';
import { message } from './validation-messages';

export const PRINTER_NAME_MAX_LENGTH = 60;
export const PRINTER_ADDRESS_MAX_LENGTH = 253;
export const PRINTER_DEFAULT_PORT = 9100;
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
export const PRINTER_MAX_COPIES = 5;
export const PRINTER_MAX_CATEGORIES = 200;
/** The languages a printer's tickets are printed in. */
export const PRINTER_LANGUAGES = ['it', 'en'] as const;
export type PrinterLanguage = (typeof PRINTER_LANGUAGES)[number];
/** Characters on one line of a ticket in the printer's default font, by paper width. */
export const CHARACTERS_PER_LINE: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/** A host name (letters, digits, dots, hyphens) or an IPv4/IPv6 address: no scheme, no port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*$/;

/** What the printer form sends (create and update). */
export const printerInputSchema = z.object({
  name: requiredText(PRINTER_NAME_MAX_LENGTH),
  address: requiredText(PRINTER_ADDRESS_MAX_LENGTH).regex(HOST, message('invalidLink')),
  port: z
    .number({ error: message('integerOnly') })
    .int(message('integerOnly'))
    .min(1, message('range'))
    .max(65535, message('range')),
  paperWidth: z.union([z.literal(58), z.literal(80)], { error: message('invalidOption') }),
  copies: z
    .number({ error: message('integerOnly') })
    .int(message('integerOnly'))
    .min(1, message('range'))
    .max(PRINTER_MAX_COPIES, message('range')),
  printNewOrders: z.boolean(),
  printAcceptedOrders: z.boolean(),
  printBookingsOfToday: z.boolean(),
  /** The menu categories whose lines it prints; none: every line. */
  menuClassifierIds: z
    .array(idNumber())
    .max(PRINTER_MAX_CATEGORIES, message('maxItems', PRINTER_MAX_CATEGORIES))
    .refine((ids) => new Set(ids).size === ids.length, message('duplicate')),
  /** The language of its tickets; absent: the company's default language on creation, unchanged on update. */
  language: z.enum(PRINTER_LANGUAGES, { error: message('invalidOption') }).optional(),
});
export type PrinterInput = z.infer<typeof printerInputSchema>;

export const printerSchema = printerInputSchema.extend({
  printerId: z.number().int(),
  language: z.enum(PRINTER_LANGUAGES),
  /** Jobs of this printer that could not be printed yet (the printer was unreachable). */
  failedJobs: z.number().int(),
  lastError: z.string().nullable(),
});
export type Printer = z.infer<typeof printerSchema>;

export const printerCategorySchema = z.object({
  menuClassifierId: z.number().int(),
  name: z.string(),
  menuName: z.string(),
});
export type PrinterCategory = z.infer<typeof printerCategorySchema>;

/** The venue's printers and the menu categories a printer may be given. */
export const venuePrintersSchema = z.object({
  printers: z.array(printerSchema),
  categories: z.array(printerCategorySchema),
});
export type VenuePrinters = z.infer<typeof venuePrintersSchema>;

/** A test print is sent at once: whether the printer took it, and why not. */
export const testPrintResultSchema = z.object({ printed: z.boolean(), error: z.string().nullable() });
export type TestPrintResult = z.infer<typeof testPrintResultSchema>;

/** For the order board: the venue's printers holding jobs they could not print. */
export const printingStatusSchema = z.object({
  unreachable: z.array(
    z.object({
      printerId: z.number().int(),
      name: z.string(),
      failedJobs: z.number().int(),
      lastError: z.string().nullable(),
    }),
  ),
});
export type PrintingStatus = z.infer<typeof printingStatusSchema>;

/** After "Riprova": how many failed tickets were tried again, and what is still not printed. */
export const printRetryResultSchema = printingStatusSchema.extend({ retried: z.number().int() });
export type PrintRetryResult = z.infer<typeof printRetryResultSchema>;

/** A new printer's form: the kitchen's usual choices. */
export const NEW_PRINTER: PrinterInput = {
  name: '',
  address: '',
  port: PRINTER_DEFAULT_PORT,
  paperWidth: 80,
  copies: 1,
  printNewOrders: true,
  printAcceptedOrders: false,
  printBookingsOfToday: false,
  menuClassifierIds: [],
};
