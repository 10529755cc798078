// /api/staff/venues/{seatWebId}/printers...: a venue's kitchen printers (owners and managers of
// the venue) and, for the order board, the printers that could not print and "Riprova".
// Permissions: config.staff (plugins/staff-access.ts).
import { queryId } from '@tavola/domain/primitives';
import {
  printerInputSchema,
  printerSchema,
  printingStatusSchema,
  printRetryResultSchema,
  testPrintResultSchema,
  venuePrintersSchema,
} from '@tavola/domain/printers';
import { STAFF_ACCESS } from '@tavola/domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaffVenue } from '../../plugins/staff-access';
import {
  changePrinter,
  createPrinter,
  loadVenuePrinters,
  printingStatus,
  printTestPage,
  removePrinter,
  retryPrinting,
} from './printing-service';

const tags = ['staff'];
const security = [{ staffCookie: [] }];
const id = queryId();
const venueParams = z.object({ seatWebId: id });
const printerParams = venueParams.extend({ printerId: id });
const onSettings = { staff: STAFF_ACCESS.venueSettings } as const;
const onBoard = { staff: STAFF_ACCESS.orderBoard } as const;

export const printingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/venues/:seatWebId/printers',
    {
      config: onSettings,
      schema: {
        summary: "The venue's kitchen printers and the menu categories they may print",
        tags,
        security,
        params: venueParams,
        response: { 200: venuePrintersSchema, ...staffErrorResponses },
      },
    },
    async (request) => loadVenuePrinters(app.db, requireStaffVenue(request).seatWebId),
  );

  app.post(
    '/staff/venues/:seatWebId/printers',
    {
      config: onSettings,
      schema: {
        summary: 'Add a network thermal printer (ESC/POS over TCP)',
        description:
          'menuClassifierIds: the categories whose lines it prints (empty: every line); each must be of a menu serving the venue.',
        tags,
        security,
        params: venueParams,
        body: printerInputSchema,
        response: { 201: printerSchema, ...staffErrorResponses },
      },
    },
    async (request, reply) => {
      const printer = await createPrinter(app.db, requireStaffVenue(request).seatWebId, request.body);
      return reply.code(201).send(printer);
    },
  );

  app.put(
    '/staff/venues/:seatWebId/printers/:printerId',
    {
      config: onSettings,
      schema: {
        summary: 'Change a printer',
        tags,
        security,
        params: printerParams,
        body: printerInputSchema,
        response: { 200: printerSchema, ...staffErrorResponses },
      },
    },
    async (request) =>
      changePrinter(app.db, requireStaffVenue(request).seatWebId, request.params.printerId, request.body),
  );

  app.delete(
    '/staff/venues/:seatWebId/printers/:printerId',
    {
      config: onSettings,
      schema: {
        summary: 'Remove a printer (and its tickets not printed yet)',
        tags,
        security,
        params: printerParams,
        response: { 200: z.boolean(), ...staffErrorResponses },
      },
    },
    async (request) => {
      await removePrinter(app.db, requireStaffVenue(request).seatWebId, request.params.printerId);
      return true;
    },
  );

  app.post(
    '/staff/venues/:seatWebId/printers/:printerId/test',
    {
      config: onSettings,
      schema: {
        summary: 'Print a test page now',
        description:
          'Sent at once (not queued): printed false with the reason when the printer does not answer in PRINT_TIMEOUT_SECONDS.',
        tags,
        security,
        params: printerParams,
        response: { 200: testPrintResultSchema, ...staffErrorResponses },
      },
    },
    async (request) =>
      printTestPage(
        app.db,
        requireStaffVenue(request).seatWebId,
        request.params.printerId,
        app.now(),
        app.config.PRINT_TIMEOUT_SECONDS * 1000,
      ),
  );

  app.get(
    '/staff/venues/:seatWebId/printing-status',
    {
      config: onBoard,
      schema: {
        summary: "The venue's printers holding tickets they could not print",
        tags,
        security,
        params: venueParams,
        response: { 200: printingStatusSchema, ...staffErrorResponses },
      },
    },
    async (request) => printingStatus(app.db, requireStaffVenue(request).seatWebId),
  );

  app.post(
    '/staff/venues/:seatWebId/printing-status/retry',
    {
      config: onBoard,
      schema: {
        summary: 'Retry now every ticket of the venue not printed yet',
        description:
          'Answers once this process has tried them: retried is how many had failed, unreachable what is still not printed.',
        tags,
        security,
        params: venueParams,
        response: { 200: printRetryResultSchema, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { seatWebId } = requireStaffVenue(request);
      const retried = await retryPrinting(app.db, seatWebId);
      await app.printing.drain();
      return { retried, ...(await printingStatus(app.db, seatWebId)) };
    },
  );
};
