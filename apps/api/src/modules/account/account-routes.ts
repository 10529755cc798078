// account/* calls of spec 001 §7. Every route needs the session authenticateClient
// issued; the customer is the session's. Passwords travel in a POST body; the documented GET
// forms (query strings) still work and their query strings are never logged (app.ts logger).
import { plainText, queryId } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeCustomerPasswordRequestSchema,
  confirmRegistrationMailRequestSchema,
  loginFormSchema,
  registrationFormSchema,
  resetCustomerPasswordRequestSchema,
  resetPasswordMailRequestSchema,
  socialUserSchema,
} from '@tavola/domain/account';
import {
  authenticateClientRequestSchema,
  authenticateClientResponseSchema,
  customerSchema,
} from '@tavola/domain/entities';
import { requiredEmail } from '@tavola/domain/form-fields';
import { errorResponses } from '../../lib/error-responses';
import { requireSession } from '../../plugins/session';
import { findCustomer, toCustomer } from '../customer';
import {
  changePassword,
  confirmRegistration,
  loginCustomer,
  loginWithGoogle,
  logout,
  resetPassword,
  resetPasswordReference,
  sendConfirmRegistrationMail,
  sendResetPasswordMail,
  signIn,
  verifyConfirmed,
  type AccountDeps,
} from './account-service';
import { authenticateClient } from './authenticate-client-service';
import { allowedRedirect } from './redirect-uri';

const tags = ['account'];
const responses = { ...errorResponses, 429: errorResponses[400].describe('TooManyRequests: try again later') };
const customerId = queryId();

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): AccountDeps => ({ db: app.db, config: app.config, mailer: app.mailer, now: app.now() });

  app.post(
    '/account/authenticateClient',
    {
      schema: {
        summary: 'Start a client session for a company (and optionally a venue)',
        description:
          'Returns the company with its venues, the current venue and language. The session token is ' +
          'in the Authorization response header (Bearer) and must be sent back on every call. ' +
          'A customerId in the body never restores a signed-in customer (spec README): the customer is ' +
          'restored only from a valid, unrevoked session token of the same company sent with the request.',
        tags,
        body: authenticateClientRequestSchema,
        response: { 200: authenticateClientResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await authenticateClient(app.db, request.body, app.now());
      // Restore the customer of the token this browser sent, when it names one (revoked tokens
      // were already stripped of their customer by the session plugin).
      const previous = request.session;
      if (previous?.customerId != null && previous.companyId === result.session.companyId) {
        const row = await findCustomer(app.db, previous.companyId, previous.customerId);
        if (row) {
          result.session.customerId = row.customerId;
          result.response.customer = await toCustomer(app.db, row);
        }
      }
      await app.issueSession(reply, result.session);
      return result.response;
    },
  );

  app.post(
    '/account/loginCustomer',
    {
      config: { rateLimit: app.rateLimits.login },
      schema: {
        summary: 'Sign in with e-mail and password',
        description:
          'Answers the customer and a session token naming it (Authorization header), or null for a wrong ' +
          "e-mail or password ('Username o password errati'). An unconfirmed customer is signed in too: " +
          'the client then sends the confirmation mail (spec 001 §4).',
        tags,
        body: loginFormSchema,
        response: { 200: customerSchema.nullable(), ...responses },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const row = await loginCustomer(deps(), session, request.body);
      if (!row) return reply.send(null);
      await app.issueSession(reply, { ...session, customerId: row.customerId });
      return toCustomer(app.db, row);
    },
  );

  app.post(
    '/account/signIn',
    {
      config: { rateLimit: app.rateLimits.registration },
      schema: {
        summary: 'Register a customer (birthDate as an ISO local date)',
        description:
          'Creates an unconfirmed customer with a password. The client then signs in (loginCustomer) and asks ' +
          'for the confirmation mail. An e-mail already known to the company is a 509 Conflict.',
        tags,
        body: registrationFormSchema,
        response: { 200: customerSchema, 509: errorResponses[400].describe('Conflict'), ...responses },
      },
    },
    async (request) => {
      const row = await signIn(deps(), requireSession(request), request.body);
      return toCustomer(app.db, row);
    },
  );

  app.post(
    '/account/loginCustomerWithGoogle',
    {
      config: { rateLimit: app.rateLimits.login },
      schema: {
        summary: 'Sign in with a Google ID token',
        description:
          'Verifies idToken (signature against GOOGLE_JWKS_URL, audience GOOGLE_CLIENT_ID, issuer ' +
          'accounts.google.com, expiry, verified e-mail) and signs in the customer with that e-mail, creating ' +
          'a confirmed one when missing. The other social-user fields are not trusted. 400 when Google ' +
          'sign-in is not configured or the token does not verify.',
        tags,
        body: socialUserSchema.extend({ email: plainText().max(255) }),
        response: { 200: customerSchema, ...responses },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const row = await loginWithGoogle(deps(), session, request.body.idToken);
      await app.issueSession(reply, { ...session, customerId: row.customerId });
      return toCustomer(app.db, row);
    },
  );

  app.post(
    '/account/logout',
    {
      schema: {
        summary: 'Sign out: revoke every session token of the customer',
        description:
          'Ours (the documented client only forgets the customer). Bumps the customer session version, so ' +
          'every token naming the customer stops naming it, and answers a fresh token without a customer.',
        tags,
        body: z.object({}).loose().optional(),
        response: { 200: z.boolean(), ...responses },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await logout(deps(), session);
      await app.issueSession(reply, { ...session, customerId: null });
      return true;
    },
  );

  app.post(
    '/account/SendConfirmRegistrationMail',
    {
      config: { rateLimit: app.rateLimits.mail },
      schema: {
        summary: 'Mail the signed-in customer a link that confirms the e-mail address',
        description:
          'customerId must be the session customer. redirectUri must be on this app origin or one of the ' +
          'company allowedOrigins (else 400); the server adds a one-time checkCode (expiring, ' +
          'CONFIRM_REGISTRATION_TTL_HOURS) to it and mails it. Nothing is sent to a confirmed customer.',
        tags,
        body: confirmRegistrationMailRequestSchema,
        response: { 200: z.boolean(), ...responses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const redirect = await allowedRedirect(app.db, request, session.companyId, request.body.redirectUri);
      await sendConfirmRegistrationMail(deps(), session, request.body.customerId, redirect);
      return true;
    },
  );

  app.get(
    '/account/confirmCustomerRegistration',
    {
      config: { rateLimit: app.rateLimits.login },
      schema: {
        summary: 'Confirm the e-mail address with the mailed link',
        description:
          'The documented call is confirmCustomerRegistration?customerId. A bare id must confirm nothing, ' +
          'so the checkCode of the mailed link (/email-confirmed/{customerId}/?...&checkCode=...) is required ' +
          'too; it is single-use and expires. Answers the confirmed customer and a session token naming it ' +
          '(the mailbox owner is signed in). 400 for a wrong, used or expired code.',
        tags,
        querystring: z.object({ customerId, checkCode: plainText().trim().min(1).max(200) }),
        response: { 200: customerSchema, ...responses },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      const row = await confirmRegistration(deps(), session, request.query.customerId, request.query.checkCode);
      await app.issueSession(reply, { ...session, customerId: row.customerId });
      return toCustomer(app.db, row);
    },
  );

  app.get(
    '/account/VerifyCustomerConfirmed',
    {
      schema: {
        summary: 'Whether the signed-in customer has confirmed the e-mail address',
        description: 'customerId must be the session customer (else 404).',
        tags,
        querystring: z.object({ customerId }),
        response: { 200: z.boolean(), ...responses },
      },
    },
    async (request) => verifyConfirmed(deps(), requireSession(request), request.query.customerId),
  );

  app.get(
    '/account/getCheckCodeForResetPassword',
    {
      config: { rateLimit: app.rateLimits.mail },
      schema: {
        summary: 'An opaque reference for a password reset request (not a secret)',
        description:
          'Kept for the documented flow. The text unlocks nothing: the reset secret is generated by ' +
          'sendResetPasswordMailToCustomer and travels only by e-mail. The same answer whether or not an ' +
          'account has the e-mail (no enumeration).',
        tags,
        querystring: z.object({ customerEmail: requiredEmail() }),
        response: { 200: plainText(), ...responses },
      },
    },
    async (request) => resetPasswordReference(deps(), requireSession(request), request.query.customerEmail),
  );

  app.post(
    '/account/sendResetPasswordMailToCustomer',
    {
      config: { rateLimit: app.rateLimits.mail },
      schema: {
        summary: 'Mail a one-time link to choose a new password',
        description:
          'redirectUri must be on this app origin or one of the company allowedOrigins (else 400); the ' +
          'server sets its checkCode query parameter to a one-time secret (RESET_PASSWORD_TTL_MINUTES) and ' +
          'mails it; a {customerId} placeholder in the path becomes the account id (the browser does not know ' +
          'it). Answers true whether or not an account has the e-mail: without one the mail says so and links ' +
          'the registration page (no enumeration).',
        tags,
        body: resetPasswordMailRequestSchema,
        response: { 200: z.boolean(), ...responses },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const redirect = await allowedRedirect(app.db, request, session.companyId, request.body.redirectUri);
      await sendResetPasswordMail(deps(), session, request.body.customerEmail, redirect);
      return true;
    },
  );

  const resetDoc = {
    summary: 'Set a new password with the mailed one-time code',
    description:
      'Fields customerId, newPassword (6..16), checkCode: the documented GET with a query string, or the ' +
      'same fields in a POST body (preferred: no password in a URL). Query strings of this route are never ' +
      'logged. 400 for a wrong, used or expired code; 404 for an unknown customer. Revokes every session ' +
      'of the customer.',
    tags,
  };
  app.get(
    '/account/resetCustomerPassword',
    {
      config: { rateLimit: app.rateLimits.login },
      schema: {
        ...resetDoc,
        querystring: resetCustomerPasswordRequestSchema,
        response: { 200: z.boolean(), ...responses },
      },
    },
    async (request) => {
      await resetPassword(deps(), requireSession(request), request.query);
      return true;
    },
  );
  app.post(
    '/account/resetCustomerPassword',
    {
      config: { rateLimit: app.rateLimits.login },
      schema: { ...resetDoc, body: resetCustomerPasswordRequestSchema, response: { 200: z.boolean(), ...responses } },
    },
    async (request) => {
      await resetPassword(deps(), requireSession(request), request.body);
      return true;
    },
  );

  const changeDoc = {
    summary: 'Change the signed-in customer password',
    description:
      'Fields customerId (the session customer, else 404), oldPassword, newPassword (6..16): the documented ' +
      'GET with a query string, or the same fields in a POST body. Query strings are never logged. 400 for ' +
      'a wrong old password. Other sessions of the customer are revoked; this one gets a new token.',
    tags,
  };
  app.get(
    '/account/changeCustomerPassword',
    {
      config: { rateLimit: app.rateLimits.login },
      schema: {
        ...changeDoc,
        querystring: changeCustomerPasswordRequestSchema,
        response: { 200: z.boolean(), ...responses },
      },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await changePassword(deps(), session, request.query);
      await app.issueSession(reply, session);
      return true;
    },
  );
  app.post(
    '/account/changeCustomerPassword',
    {
      config: { rateLimit: app.rateLimits.login },
      schema: { ...changeDoc, body: changeCustomerPasswordRequestSchema, response: { 200: z.boolean(), ...responses } },
    },
    async (request, reply) => {
      const session = requireSession(request);
      await changePassword(deps(), session, request.body);
      await app.issueSession(reply, session);
      return true;
    },
  );
};
