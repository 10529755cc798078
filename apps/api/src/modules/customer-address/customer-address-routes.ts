// customeraddress/* of spec 000 §7 (and the address modal of §5): the session customer's
// billing (F) and delivery (D) addresses. After each write the client reloads the list.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerAddressDeleteSchema, customerAddressFormSchema } from '@tavola/domain/customer-address';
import { customerAddressSchema } from '@tavola/domain/entities';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { deleteAddress, insertAddress, listAddresses, updateAddress } from './customer-address-service';

const tags = ['customeraddress'];
const security = [{ bearer: [] }];
const list = { 200: z.array(customerAddressSchema), ...errorResponses };
const one = { 200: customerAddressSchema, ...errorResponses };
const notLoggedInNote =
  "401 'Impossibile completare l'operazione. L'utente non è loggato.' without a customer in the session.";

export const customerAddressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customeraddress/getAllForCurrentCustomer',
    {
      schema: {
        summary: "The session customer's addresses",
        description: notLoggedInNote,
        tags,
        security,
        response: list,
      },
    },
    async (request) => listAddresses(app.db, requireSession(request)),
  );

  app.get(
    '/customeraddress/getBillingAddressForCurrentCustomer',
    {
      schema: {
        summary: "The session customer's billing (F) addresses",
        description: notLoggedInNote,
        tags,
        security,
        response: list,
      },
    },
    async (request) => listAddresses(app.db, requireSession(request), 'F'),
  );

  app.get(
    '/customeraddress/getDeliveryAddressForCurrentCustomer',
    {
      schema: {
        summary: "The session customer's delivery (D) addresses",
        description: notLoggedInNote,
        tags,
        security,
        response: list,
      },
    },
    async (request) => listAddresses(app.db, requireSession(request), 'D'),
  );

  app.post(
    '/customeraddress/insert',
    {
      schema: {
        summary: 'Add an address to the session customer',
        description: `Billing addresses need businessName, address, city, province, pec and feCode (spec 000 §5). ${notLoggedInNote}`,
        tags,
        security,
        body: customerAddressFormSchema,
        response: one,
      },
    },
    async (request) => insertAddress(app.db, requireSession(request), request.body),
  );

  app.post(
    '/customeraddress/update',
    {
      schema: {
        summary: "Update one of the session customer's addresses",
        description: `404 for an address id that is not the session customer's. ${notLoggedInNote}`,
        tags,
        security,
        body: customerAddressFormSchema,
        response: one,
      },
    },
    async (request) => updateAddress(app.db, requireSession(request), request.body),
  );

  app.post(
    '/customeraddress/delete',
    {
      schema: {
        summary: "Delete one of the session customer's addresses",
        description: `Body: the address (only customerAddressId is read). Answers true. ${notLoggedInNote}`,
        tags,
        security,
        body: customerAddressDeleteSchema,
        response: { 200: z.boolean(), ...errorResponses },
      },
    },
    async (request) => deleteAddress(app.db, requireSession(request), request.body.customerAddressId),
  );
};
