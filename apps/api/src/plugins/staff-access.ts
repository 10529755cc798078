// Staff sessions and permissions (HOUSE-STYLE "The restaurant's side"): checked in
// this one place, never in handlers. A route declares who may call it:
//
//   app.get('/staff/venues/:seatWebId/orders', { config: { staff: { role: 'staff', scope: 'venue' } }, schema }, handler)
//
// - role: the least role allowed (owner ⊇ manager ⊇ staff).
// - scope 'venue': the route names a venue as `seatWebId` (path, else query, else body); it
//   must belong to the member's company (otherwise 404, so ids of other companies reveal
//   nothing) and be one of the member's venues (owners reach all; otherwise 403).
// - scope 'company': the member's own company; the handler reads it from request.staff.
// The handler then reads `requireStaff(request)` (companyId, role, venues). No company or
// venue id is ever taken from the body for authorisation beyond the checked seatWebId.
//
// The session is an HS256 JWT (issuer 'tavola-staff', distinct from the diners' tokens) in an
// HttpOnly, SameSite=Strict cookie on /api/staff (Secure with an https PUBLIC_ORIGIN), so
// EventSource (which cannot set headers) carries it too; @fastify/cookie (registered in app.ts)
// parses and sets it. It names the member and their sessionVersion; every request re-reads the
// member, so disabling a member or bumping the version ends their sessions at once. State-changing calls must also come from a page of this
// app (staff-origin.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { forbidden, notFound, unauthorized } from '@tavola/domain/error-codes';
import { canReachVenue, roleAtLeast, type StaffRole, type StaffScope } from '@tavola/domain/staff';
import type { DbOrTx } from '../db/database';
import { findMemberWithVenues, isVenueOfCompany } from './staff-access-repository';

export interface StaffAccess {
  role: StaffRole;
  scope: StaffScope;
}

export interface StaffPrincipal {
  staffMemberId: number;
  companyId: number;
  role: StaffRole;
  email: string;
  name: string;
  /** The member's own venues (empty for an owner, who reaches every venue). */
  seatWebIds: number[];
  /** The venue a 'venue' route named, checked. */
  seatWebId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Staff-only route: who may call it (plugins/staff-access.ts). */
    staff?: StaffAccess;
  }
  interface FastifyRequest {
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    /** Signs the member in: sets the session cookie. */
    issueStaffSession(
      reply: FastifyReply,
      member: { staffMemberId: number; companyId: number; sessionVersion: number },
    ): Promise<string>;
    clearStaffSession(reply: FastifyReply): void;
  }
}

export const STAFF_COOKIE = 'tavola_staff';
export const STAFF_COOKIE_PATH = '/api/staff';
const ISSUER = 'tavola-staff';

export const STAFF_SESSION_REQUIRED_MESSAGE = 'Accedi con il tuo account del ristorante per continuare.';
export const STAFF_FORBIDDEN_MESSAGE = 'Il tuo ruolo non permette questa operazione.';
export const VENUE_NOT_FOUND_MESSAGE = 'Sede non trovata.';

/** The staff session token of a request (its cookie), or null. */
export const staffSessionToken = (request: FastifyRequest): string | null => request.cookies[STAFF_COOKIE] || null;

/** The member behind a staff token, or null when it is invalid, revoked or disabled. */
export async function loadStaffMemberForToken(db: DbOrTx, key: Uint8Array, token: string) {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] }));
  } catch {
    return null;
  }
  const found = await findMemberWithVenues(db, Number(payload.sid));
  const member = found?.member;
  if (
    !member ||
    member.disabledAt ||
    member.sessionVersion !== Number(payload.sv) ||
    member.companyId !== Number(payload.cid)
  ) {
    return null;
  }
  return found;
}

function venueIdOf(request: FastifyRequest): number | null {
  for (const source of [request.params, request.query, request.body]) {
    const value = source && typeof source === 'object' ? (source as Record<string, unknown>).seatWebId : undefined;
    if (value !== undefined && value !== null) {
      const n = Number(value);
      return Number.isInteger(n) && n > 0 ? n : -1;
    }
  }
  return null;
}

export const staffAccessPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; ttlHours: number }) => {
    const key = new TextEncoder().encode(opts.secret);
    app.decorateRequest('staff', null);

    // Secure whenever the public site is https, whatever the request's protocol says: behind a
    // proxy that TRUST_PROXY does not name, every request looks like http.
    const httpsSite = app.config.publicOrigin.startsWith('https://');
    const cookie = (reply: FastifyReply, value: string, maxAgeSeconds: number) => {
      reply.setCookie(STAFF_COOKIE, value, {
        path: STAFF_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        maxAge: maxAgeSeconds,
        secure: httpsSite || reply.request.protocol === 'https',
      });
    };

    app.decorate(
      'issueStaffSession',
      async (reply: FastifyReply, member: { staffMemberId: number; companyId: number; sessionVersion: number }) => {
        const token = await new SignJWT({ sid: member.staffMemberId, cid: member.companyId, sv: member.sessionVersion })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer(ISSUER)
          .setJti(randomUUID())
          .setIssuedAt()
          .setExpirationTime(`${opts.ttlHours}h`)
          .sign(key);
        cookie(reply, token, opts.ttlHours * 3600);
        return token;
      },
    );
    app.decorate('clearStaffSession', (reply: FastifyReply) => cookie(reply, '', 0));

    // preHandler: the path, query and body are parsed, so the venue id is the validated one.
    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config?.staff;
      if (!access) return;
      const token = staffSessionToken(request);
      const found = token ? await loadStaffMemberForToken(app.db, key, token) : null;
      if (!found) throw unauthorized('STAFF_SESSION_REQUIRED', STAFF_SESSION_REQUIRED_MESSAGE);
      const { member, seatWebIds } = found;
      const principal: StaffPrincipal = {
        staffMemberId: member.staffMemberId,
        companyId: member.companyId,
        role: member.role,
        email: member.email,
        name: member.name,
        seatWebIds,
        seatWebId: null,
      };
      if (access.scope === 'venue') {
        const seatWebId = venueIdOf(request);
        if (!seatWebId || seatWebId <= 0 || !(await isVenueOfCompany(app.db, member.companyId, seatWebId))) {
          throw notFound('VENUE_NOT_FOUND', VENUE_NOT_FOUND_MESSAGE);
        }
        if (!canReachVenue(principal, seatWebId)) throw forbidden('STAFF_FORBIDDEN', STAFF_FORBIDDEN_MESSAGE);
        principal.seatWebId = seatWebId;
      }
      if (!roleAtLeast(principal.role, access.role)) throw forbidden('STAFF_FORBIDDEN', STAFF_FORBIDDEN_MESSAGE);
      request.staff = principal;
    });
  },
  { name: 'staff-access', dependencies: ['@fastify/cookie'] },
);

/** The checked member of a staff route (the route's config.staff made sure there is one). */
export function requireStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized('STAFF_SESSION_REQUIRED', STAFF_SESSION_REQUIRED_MESSAGE);
  return request.staff;
}

/** The checked venue of a 'venue' route. */
export function requireStaffVenue(request: FastifyRequest): StaffPrincipal & { seatWebId: number } {
  const staff = requireStaff(request);
  if (staff.seatWebId == null) throw notFound('VENUE_NOT_FOUND', VENUE_NOT_FOUND_MESSAGE);
  return staff as StaffPrincipal & { seatWebId: number };
}
