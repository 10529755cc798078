// /api/staff/* accounts. Who may call each route is its config.staff, enforced by
// plugins/staff-access.ts; sign-in and the invitation link are the only open ones.
import { queryId } from '@tavola/domain/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  STAFF_ACCESS,
  staffAcceptInviteSchema,
  staffInvitationQuerySchema,
  staffInvitationSchema,
  staffInviteSchema,
  staffMemberSchema,
  staffMemberSummarySchema,
  staffMemberUpdateSchema,
  staffSignInSchema,
} from '@tavola/domain/staff';
import { staffErrorResponses } from '../../lib/staff-error-responses';
import { requireStaff } from '../../plugins/staff-access';
import { appOrigin } from '../account/redirect-uri';
import {
  acceptInvite,
  describeInvitation,
  describeStaffMember,
  disableMember,
  enableMember,
  inviteMember,
  listMembers,
  signInStaff,
  signOutStaff,
  updateMemberRole,
} from './staff-accounts-service';

const tags = ['staff'];
const security = [{ staffCookie: [] }];

export const staffAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff/signIn',
    {
      config: { rateLimit: app.rateLimits.login },
      schema: {
        summary: 'Staff sign-in (sets the HttpOnly session cookie)',
        description:
          'company is the urlName. Wrong e-mail, password or a disabled member: 401. Rate-limited per address and e-mail.',
        tags,
        body: staffSignInSchema,
        response: { 200: staffMemberSchema, ...staffErrorResponses },
      },
    },
    async (request, reply) => {
      const member = await signInStaff(app.db, request.body);
      await app.issueStaffSession(reply, member);
      return describeStaffMember(app.db, member);
    },
  );

  app.post(
    '/staff/signOut',
    {
      config: { staff: STAFF_ACCESS.session },
      schema: {
        summary: 'Sign out (ends every session of the member)',
        tags,
        security,
        response: { 200: z.boolean(), ...staffErrorResponses },
      },
    },
    async (request, reply) => {
      await signOutStaff(app.db, requireStaff(request));
      app.clearStaffSession(reply);
      return true;
    },
  );

  app.get(
    '/staff/me',
    {
      config: { staff: STAFF_ACCESS.session },
      schema: {
        summary: 'The signed-in staff member and their venues',
        tags,
        security,
        response: { 200: staffMemberSchema, ...staffErrorResponses },
      },
    },
    async (request) => describeStaffMember(app.db, requireStaff(request)),
  );

  app.get(
    '/staff/members',
    {
      config: { staff: STAFF_ACCESS.team },
      schema: {
        summary: 'The members the caller manages (owners: everyone of the company)',
        tags,
        security,
        response: { 200: z.array(staffMemberSummarySchema), ...staffErrorResponses },
      },
    },
    async (request) => listMembers(app.db, requireStaff(request)),
  );

  app.post(
    '/staff/members/invite',
    {
      config: { staff: STAFF_ACCESS.team, rateLimit: app.rateLimits.mail },
      schema: {
        summary: 'Invite a member by e-mail (single-use, expiring link)',
        description:
          'Owners invite anyone; managers only staff of their own venues (403 otherwise). An e-mail already in use: 509. ' +
          'Inviting again someone who has not used the link sends a new link and retires the old one.',
        tags,
        security,
        body: staffInviteSchema,
        response: { 200: staffMemberSummarySchema, ...staffErrorResponses },
      },
    },
    async (request) =>
      inviteMember(
        {
          db: app.db,
          mailer: app.mailer,
          now: app.now(),
          ttlHours: app.config.STAFF_INVITE_TTL_HOURS,
          origin: appOrigin(request),
        },
        requireStaff(request),
        request.body,
      ),
  );

  app.post(
    '/staff/members/:staffMemberId/disable',
    {
      config: { staff: STAFF_ACCESS.team },
      schema: {
        summary: 'Disable a member: their sessions end at once',
        tags,
        security,
        params: z.object({ staffMemberId: queryId() }),
        response: { 200: staffMemberSummarySchema, ...staffErrorResponses },
      },
    },
    async (request) => disableMember(app.db, app.now(), requireStaff(request), request.params.staffMemberId),
  );

  // Team screen: the owner changes roles and venues, and may give access back.
  app.put(
    '/staff/members/:staffMemberId',
    {
      config: { staff: { role: 'owner', scope: 'company' } },
      schema: {
        summary: "Change a member's role and venues (owner; not their own)",
        tags,
        security,
        params: z.object({ staffMemberId: queryId() }),
        body: staffMemberUpdateSchema,
        response: { 200: staffMemberSummarySchema, ...staffErrorResponses },
      },
    },
    async (request) => updateMemberRole(app.db, requireStaff(request), request.params.staffMemberId, request.body),
  );

  app.post(
    '/staff/members/:staffMemberId/enable',
    {
      config: { staff: { role: 'owner', scope: 'company' } },
      schema: {
        summary: 'Give a disabled member their access back (owner)',
        tags,
        security,
        params: z.object({ staffMemberId: queryId() }),
        response: { 200: staffMemberSummarySchema, ...staffErrorResponses },
      },
    },
    async (request) => enableMember(app.db, requireStaff(request), request.params.staffMemberId),
  );

  // POST, not GET: the link's code is a secret and stays out of URLs and access logs.
  app.post(
    '/staff/invitation',
    {
      config: { rateLimit: app.rateLimits.login },
      schema: {
        summary: 'Whom an invitation link is for (restaurant, e-mail, name), without using it',
        description: 'Wrong, used or expired codes, or a member already signed up: 400 STAFF_INVITE_INVALID.',
        tags,
        body: staffInvitationQuerySchema,
        response: { 200: staffInvitationSchema, ...staffErrorResponses },
      },
    },
    async (request) => describeInvitation(app.db, app.now(), request.body),
  );

  app.post(
    '/staff/acceptInvite',
    {
      config: { rateLimit: app.rateLimits.login },
      schema: {
        summary: 'Use an invitation link: choose the password and sign in',
        description: 'Wrong, used or expired codes: 400 STAFF_INVITE_INVALID.',
        tags,
        body: staffAcceptInviteSchema,
        response: { 200: staffMemberSchema, ...staffErrorResponses },
      },
    },
    async (request, reply) => {
      const member = await acceptInvite(app.db, app.now(), request.body);
      await app.issueStaffSession(reply, member);
      return describeStaffMember(app.db, member);
    },
  );
};
