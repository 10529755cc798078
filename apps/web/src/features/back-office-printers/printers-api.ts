// Calls of the kitchen printers screen: /api/staff/venues/{id}/printers..., same origin, the
// staff session cookie goes by itself. Responses are parsed with the domain's schemas.
import { z } from 'zod';
import { printerSchema, testPrintResultSchema, venuePrintersSchema, type PrinterInput } from '@tavola/domain/printers';
import { staffCall } from '../../lib/staff-api-call';

export const printersApi = {
  list: (seatWebId: number) => staffCall(`venues/${seatWebId}/printers`, venuePrintersSchema),
  create: (seatWebId: number, input: PrinterInput) =>
    staffCall(`venues/${seatWebId}/printers`, printerSchema, { method: 'POST', body: input }),
  update: (seatWebId: number, printerId: number, input: PrinterInput) =>
    staffCall(`venues/${seatWebId}/printers/${printerId}`, printerSchema, { method: 'PUT', body: input }),
  remove: (seatWebId: number, printerId: number) =>
    staffCall(`venues/${seatWebId}/printers/${printerId}`, z.boolean(), { method: 'DELETE' }),
  test: (seatWebId: number, printerId: number) =>
    staffCall(`venues/${seatWebId}/printers/${printerId}/test`, testPrintResultSchema, { method: 'POST' }),
};

export const printersKey = (seatWebId: number) => ['staff', 'printers', seatWebId] as const;
