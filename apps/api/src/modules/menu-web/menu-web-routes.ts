// menuWeb/* calls of spec 000 §7: the menus of the session's venue and a menu in full
// (classifiers → products with ingredients, allergens, features and variation groups; prices
// in euros), and a menu's extra questions.
import { queryId } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extraFieldSchema, menuCollectionItemSchema, menuSchema } from '@tavola/domain/menu';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { sendMenuDocument } from './menu-document-reply';
import { menuPublicationStatusParam } from './menu-publication-status-param';
import {
  getCurrentMenuWebCollection,
  getCurrentMenuWebGroupByClassifiers,
  getMenuWebExtraFields,
  getMenuWebGroupByClassifiers,
  getMenuWebGroupByClassifiersByTimeFrame,
  type MenuReaders,
} from './menu-web-service';

const id = queryId();
const notModified = z.null().describe('Not Modified: the If-None-Match ETag is the current one; no body');
const tags = ['menuWeb'];
const security = [{ bearer: [] }];

export const menuWebRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers: MenuReaders = { db: app.db, menus: app.menuCache, rows: app.companyVenueCache };
  app.get(
    '/menuWeb/getCurrentMenuWebCollection',
    {
      schema: {
        summary: "Menus of the session's venue for an order type (menu selection)",
        description:
          "Enabled menus of the session's company for every venue or for the session's venue whose publication mask includes the status, in display order. Empty when the venue does not offer the order type.",
        tags,
        security,
        querystring: z.object({ menuPublicationStatus: menuPublicationStatusParam }),
        response: { 200: z.array(menuCollectionItemSchema), ...errorResponses },
      },
    },
    async (request) =>
      getCurrentMenuWebCollection(readers, requireSession(request), request.query.menuPublicationStatus),
  );

  app.get(
    '/menuWeb/getCurrentMenuWebGroupByClassifiers',
    {
      // The kept document carries its own gzip form (menu-document-reply.ts): no compression hook.
      compress: false,
      schema: {
        summary: "The first menu of the session's venue for an order type, in full",
        description:
          'The first menu of getCurrentMenuWebCollection with its classifiers and products. 404 MENU_NOT_FOUND when there is none.',
        tags,
        security,
        querystring: z.object({ menuPublicationStatus: menuPublicationStatusParam }),
        response: { 200: menuSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendMenuDocument(
        request,
        reply,
        await getCurrentMenuWebGroupByClassifiers(
          readers,
          requireSession(request),
          request.query.menuPublicationStatus,
        ),
      ),
  );

  app.get(
    '/menuWeb/getMenuWebGroupByClassifiersByTimeFrame',
    {
      // The kept document carries its own gzip form (menu-document-reply.ts): no compression hook.
      compress: false,
      schema: {
        summary: 'The menu of a time frame of the session venue, in full',
        description:
          "The frame's own menu, or (when the frame names none) the current menu for the status. 404 TIME_FRAME_NOT_FOUND for a frame of another venue, MENU_NOT_FOUND when there is no menu.",
        tags,
        security,
        querystring: z.object({ timeFrameWebId: id, menuPublicationStatus: menuPublicationStatusParam }),
        response: { 200: menuSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendMenuDocument(
        request,
        reply,
        await getMenuWebGroupByClassifiersByTimeFrame(readers, requireSession(request), {
          timeFrameWebId: request.query.timeFrameWebId,
          status: request.query.menuPublicationStatus,
        }),
      ),
  );

  app.get(
    '/menuWeb/getMenuWebGroupByClassifiers',
    {
      // The kept document carries its own gzip form (menu-document-reply.ts): no compression hook.
      compress: false,
      schema: {
        summary: 'A menu of the session company, in full',
        description:
          '404 MENU_NOT_FOUND for a menu of another company, a disabled menu or a menu bound to another venue.',
        tags,
        security,
        querystring: z.object({ menuWebId: id }),
        response: { 200: menuSchema, 304: notModified, ...errorResponses },
      },
    },
    async (request, reply) =>
      sendMenuDocument(
        request,
        reply,
        await getMenuWebGroupByClassifiers(app.menuCache, requireSession(request), request.query.menuWebId),
      ),
  );

  app.get(
    '/menuWeb/getMenuWebExtraFields',
    {
      schema: {
        summary: "The extra questions of a menu (Completa l'ordine)",
        description:
          "Ordered list; the answer to item i goes into the order's extraField{i+1}. Empty when the menu has none.",
        tags,
        security,
        querystring: z.object({ menuWebId: id }),
        response: { 200: z.array(extraFieldSchema), ...errorResponses },
      },
    },
    async (request) => getMenuWebExtraFields(app.db, requireSession(request), request.query.menuWebId),
  );
};
