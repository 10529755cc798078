// Staff accounts: sign-in, the signed-in member, invitations by e-mail, disabling.
// Passwords and one-time codes reuse the customers' code (account/password.ts,
// account/check-codes.ts): scrypt, a constant-time miss for unknown e-mails, 256-bit
// single-use expiring codes stored hashed.
import { badRequest, conflict, forbidden, notFound, unauthorized } from '@tavola/domain/error-codes';
import {
  canManageMember,
  StaffRole,
  type StaffAcceptInvite,
  type StaffInvitation,
  type StaffInvitationQuery,
  type StaffInvite,
  type StaffMember,
  type StaffMemberSummary,
  type StaffMemberUpdate,
  type StaffSignIn,
} from '@tavola/domain/staff';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mailer';
import { STAFF_FORBIDDEN_MESSAGE, type StaffPrincipal } from '../../plugins/staff-access';
import { CheckCodePurpose, consumeCheckCode, isUsableCheckCode, issueCheckCode } from '../account/check-codes';
import { hashPassword, verifyPassword } from '../account/password';
import { escapeHtml, mailLayout } from '../mail/mail-format';
import {
  bumpSessionVersion,
  findCompanyById,
  findCompanyByUrlName,
  findStaffMember,
  findStaffMemberByEmail,
  findStaffMemberById,
  insertStaffMember,
  listCompanyVenues,
  listStaffMembers,
  listVenueIdsOf,
  setVenues,
  updateStaffMember,
  type StaffMemberRow,
} from './staff-accounts-repository';

export const STAFF_SIGN_IN_FAILED_MESSAGE = 'E-mail o password non corretti.';
export const STAFF_INVITE_INVALID_MESSAGE = "Il link dell'invito non è valido o è scaduto. Chiedi un nuovo invito.";
export const STAFF_MEMBER_EXISTS_MESSAGE = 'Questa e-mail appartiene già a un membro dello staff.';
export const STAFF_MEMBER_NOT_FOUND_MESSAGE = 'Membro dello staff non trovato.';
export const STAFF_VENUES_REQUIRED_MESSAGE = 'Scegli almeno una sede per un responsabile o un membro dello staff.';

/** Checks the password; answers the member to sign in. Unknown e-mails cost one scrypt too. */
export async function signInStaff(db: Db, input: StaffSignIn): Promise<StaffMemberRow> {
  const company = await findCompanyByUrlName(db, input.company.trim());
  const member = company ? await findStaffMemberByEmail(db, company.companyId, input.email) : null;
  const ok = await verifyPassword(input.password, member?.passwordHash ?? null);
  if (!member || !ok || member.disabledAt) throw unauthorized('STAFF_SIGN_IN_FAILED', STAFF_SIGN_IN_FAILED_MESSAGE);
  return member;
}

/** The member as the boards see them, with the venues they reach. */
export async function describeStaffMember(db: Db, staff: Pick<StaffPrincipal, 'staffMemberId'>): Promise<StaffMember> {
  const member = await findStaffMemberById(db, staff.staffMemberId);
  if (!member) throw unauthorized('STAFF_SESSION_REQUIRED', STAFF_MEMBER_NOT_FOUND_MESSAGE);
  const company = await findCompanyById(db, member.companyId);
  const own = (await listVenueIdsOf(db, [member.staffMemberId])).get(member.staffMemberId) ?? [];
  const venues = (await listCompanyVenues(db, member.companyId)).filter(
    (v) => member.role === StaffRole.Owner || own.includes(v.seatWebId),
  );
  return {
    staffMemberId: member.staffMemberId,
    companyId: member.companyId,
    companyUrlName: company?.urlName ?? '',
    companyName: company?.tradeName ?? '',
    email: member.email,
    name: member.name,
    role: member.role,
    venues,
  };
}

export async function listMembers(db: Db, staff: StaffPrincipal): Promise<StaffMemberSummary[]> {
  const rows = await listStaffMembers(db, staff.companyId);
  const venues = await listVenueIdsOf(
    db,
    rows.map((r) => r.staffMemberId),
  );
  return rows
    .map((r) => ({ row: r, seatWebIds: venues.get(r.staffMemberId) ?? [] }))
    .filter(
      ({ row, seatWebIds }) =>
        row.staffMemberId === staff.staffMemberId || canManageMember(staff, { role: row.role, seatWebIds }),
    )
    .map(({ row, seatWebIds }) => ({
      staffMemberId: row.staffMemberId,
      email: row.email,
      name: row.name,
      role: row.role,
      seatWebIds,
      invited: row.passwordHash === null,
      disabled: row.disabledAt !== null,
    }));
}

interface InviteContext {
  db: Db;
  mailer: Mailer;
  now: Date;
  ttlHours: number;
  /** The app's origin for the link (PUBLIC_ORIGIN or the request's). */
  origin: string;
}

/** Creates (or re-invites) a member and mails a single-use link to choose a password. */
export async function inviteMember(
  ctx: InviteContext,
  staff: StaffPrincipal,
  input: StaffInvite,
): Promise<StaffMemberSummary> {
  const seatWebIds = input.role === StaffRole.Owner ? [] : [...new Set(input.seatWebIds)];
  if (input.role !== StaffRole.Owner && seatWebIds.length === 0) {
    throw badRequest('STAFF_VENUES_REQUIRED', STAFF_VENUES_REQUIRED_MESSAGE);
  }
  const companyVenues = new Set((await listCompanyVenues(ctx.db, staff.companyId)).map((v) => v.seatWebId));
  if (seatWebIds.some((id) => !companyVenues.has(id))) throw notFound('VENUE_NOT_FOUND', 'Sede non trovata.');
  if (!canManageMember(staff, { role: input.role, seatWebIds }))
    throw forbidden('STAFF_FORBIDDEN', STAFF_FORBIDDEN_MESSAGE);

  const company = await findCompanyById(ctx.db, staff.companyId);
  const existing = await findStaffMemberByEmail(ctx.db, staff.companyId, input.email);
  if (existing && (existing.passwordHash !== null || existing.disabledAt)) {
    throw conflict('STAFF_MEMBER_EXISTS', STAFF_MEMBER_EXISTS_MESSAGE);
  }
  const member = await ctx.db.transaction(async (tx) => {
    if (existing) {
      await updateStaffMember(tx, existing.staffMemberId, {
        name: input.name,
        role: input.role,
        invitedBy: staff.staffMemberId,
      });
      await setVenues(tx, existing.staffMemberId, seatWebIds);
      return existing;
    }
    return insertStaffMember(
      tx,
      {
        companyId: staff.companyId,
        email: input.email,
        name: input.name,
        role: input.role,
        passwordHash: null,
        invitedBy: staff.staffMemberId,
      },
      seatWebIds,
    );
  });
  const secret = await issueCheckCode(
    ctx.db,
    { purpose: CheckCodePurpose.StaffInvite, staffMemberId: member.staffMemberId },
    ctx.now,
    ctx.ttlHours * 3600_000,
  );
  const link = new URL('/staff/invite', ctx.origin);
  link.searchParams.set('company', company?.urlName ?? '');
  link.searchParams.set('member', String(member.staffMemberId));
  link.searchParams.set('code', secret);
  await ctx.mailer.send(inviteMail(input, company?.tradeName ?? '', staff.name, link.toString(), ctx.ttlHours));
  return {
    staffMemberId: member.staffMemberId,
    email: input.email.trim().toLowerCase(),
    name: input.name,
    role: input.role,
    seatWebIds,
    invited: true,
    disabled: false,
  };
}

/** The invitation mail (also sent by the platform operator's new-company command). */
export function inviteMail(
  input: Pick<StaffInvite, 'name' | 'email' | 'language'>,
  companyName: string,
  from: string,
  link: string,
  ttlHours: number,
) {
  const en = input.language === 'en';
  const subject = en ? `${companyName}: your staff account` : `${companyName}: il tuo account dello staff`;
  const lines = en
    ? [
        `Hello ${input.name},`,
        `${from} invited you to the staff of ${companyName}.`,
        `Choose your password here (the link works once and expires in ${ttlHours} hours):`,
        link,
      ]
    : [
        `Ciao ${input.name},`,
        `${from} ti ha invitato nello staff di ${companyName}.`,
        `Scegli la tua password qui (il link vale una volta e scade tra ${ttlHours} ore):`,
        link,
      ];
  return {
    to: input.email,
    subject,
    text: lines.join('\n\n'),
    html: mailLayout({
      title: subject,
      bodyHtml: lines
        .map((l) =>
          l === link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(l)}</p>`,
        )
        .join(''),
    }),
  };
}

/** Whom an unused, unexpired invitation is for (restaurant and e-mail); the link stays usable. */
export async function describeInvitation(db: Db, now: Date, input: StaffInvitationQuery): Promise<StaffInvitation> {
  const member = await findStaffMemberById(db, input.staffMemberId);
  const usable =
    member &&
    !member.disabledAt &&
    member.passwordHash === null &&
    (await isUsableCheckCode(
      db,
      { purpose: CheckCodePurpose.StaffInvite, staffMemberId: member.staffMemberId },
      input.checkCode,
      now,
    ));
  if (!member || !usable) throw badRequest('STAFF_INVITE_INVALID', STAFF_INVITE_INVALID_MESSAGE);
  const company = await findCompanyById(db, member.companyId);
  return { companyName: company?.tradeName ?? '', email: member.email, name: member.name, role: member.role };
}

/** Uses the invitation: sets the first password and answers the member to sign in. */
export async function acceptInvite(db: Db, now: Date, input: StaffAcceptInvite): Promise<StaffMemberRow> {
  const member = await findStaffMemberById(db, input.staffMemberId);
  const invalid = () => badRequest('STAFF_INVITE_INVALID', STAFF_INVITE_INVALID_MESSAGE);
  if (!member || member.disabledAt || member.passwordHash !== null) throw invalid();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const ok = await consumeCheckCode(
      tx,
      { purpose: CheckCodePurpose.StaffInvite, staffMemberId: member.staffMemberId },
      input.checkCode,
      now,
    );
    if (!ok) throw invalid();
    await bumpSessionVersion(tx, member.staffMemberId, { passwordHash });
    return { ...member, passwordHash, sessionVersion: member.sessionVersion + 1 };
  });
}

/** Disables a member: every session of theirs ends at once; sign-in is refused. */
export async function disableMember(
  db: Db,
  now: Date,
  staff: StaffPrincipal,
  staffMemberId: number,
): Promise<StaffMemberSummary> {
  const target = await findStaffMember(db, staff.companyId, staffMemberId);
  if (!target) throw notFound('STAFF_MEMBER_NOT_FOUND', STAFF_MEMBER_NOT_FOUND_MESSAGE);
  const seatWebIds = (await listVenueIdsOf(db, [target.staffMemberId])).get(target.staffMemberId) ?? [];
  if (target.staffMemberId === staff.staffMemberId || !canManageMember(staff, { role: target.role, seatWebIds })) {
    throw forbidden('STAFF_FORBIDDEN', STAFF_FORBIDDEN_MESSAGE);
  }
  await bumpSessionVersion(db, target.staffMemberId, { disabledAt: target.disabledAt ?? now });
  return {
    staffMemberId: target.staffMemberId,
    email: target.email,
    name: target.name,
    role: target.role,
    seatWebIds,
    invited: target.passwordHash === null,
    disabled: true,
  };
}

/**
 * The owner changes a member's role and venues (Team screen). Not their own: an
 * owner cannot demote themselves and leave the company without one. The member's next request
 * already runs with the new role (every request re-reads the member).
 */
export async function updateMemberRole(
  db: Db,
  staff: StaffPrincipal,
  staffMemberId: number,
  input: Required<StaffMemberUpdate>,
): Promise<StaffMemberSummary> {
  const target = await findStaffMember(db, staff.companyId, staffMemberId);
  if (!target) throw notFound('STAFF_MEMBER_NOT_FOUND', STAFF_MEMBER_NOT_FOUND_MESSAGE);
  if (target.staffMemberId === staff.staffMemberId || staff.role !== StaffRole.Owner)
    throw forbidden('STAFF_FORBIDDEN', STAFF_FORBIDDEN_MESSAGE);
  const seatWebIds = input.role === StaffRole.Owner ? [] : [...new Set(input.seatWebIds)];
  if (input.role !== StaffRole.Owner && seatWebIds.length === 0)
    throw badRequest('STAFF_VENUES_REQUIRED', STAFF_VENUES_REQUIRED_MESSAGE);
  const companyVenues = new Set((await listCompanyVenues(db, staff.companyId)).map((v) => v.seatWebId));
  if (seatWebIds.some((id) => !companyVenues.has(id))) throw notFound('VENUE_NOT_FOUND', 'Sede non trovata.');
  await db.transaction(async (tx) => {
    await updateStaffMember(tx, target.staffMemberId, { role: input.role });
    await setVenues(tx, target.staffMemberId, seatWebIds);
  });
  return summaryOf({ ...target, role: input.role }, seatWebIds);
}

/** The owner gives a disabled member their access back (their old sessions stay ended). */
export async function enableMember(db: Db, staff: StaffPrincipal, staffMemberId: number): Promise<StaffMemberSummary> {
  const target = await findStaffMember(db, staff.companyId, staffMemberId);
  if (!target) throw notFound('STAFF_MEMBER_NOT_FOUND', STAFF_MEMBER_NOT_FOUND_MESSAGE);
  if (staff.role !== StaffRole.Owner) throw forbidden('STAFF_FORBIDDEN', STAFF_FORBIDDEN_MESSAGE);
  await updateStaffMember(db, target.staffMemberId, { disabledAt: null });
  const seatWebIds = (await listVenueIdsOf(db, [target.staffMemberId])).get(target.staffMemberId) ?? [];
  return summaryOf({ ...target, disabledAt: null }, seatWebIds);
}

function summaryOf(row: StaffMemberRow, seatWebIds: number[]): StaffMemberSummary {
  return {
    staffMemberId: row.staffMemberId,
    email: row.email,
    name: row.name,
    role: row.role,
    seatWebIds,
    invited: row.passwordHash === null,
    disabled: row.disabledAt !== null,
  };
}

/** Ends every session of the member (sign-out signs out every device, as for customers). */
export async function signOutStaff(db: Db, staff: StaffPrincipal): Promise<void> {
  await bumpSessionVersion(db, staff.staffMemberId);
}

/** `npm run staff:create-owner`: the first owner of a company (or a new password for an owner). */
export async function createOwner(db: Db, input: { company: string; email: string; password: string; name?: string }) {
  const company = await findCompanyByUrlName(db, input.company);
  if (!company) throw notFound('COMPANY_NOT_FOUND', `Azienda '${input.company}' non trovata.`);
  const passwordHash = await hashPassword(input.password);
  const existing = await findStaffMemberByEmail(db, company.companyId, input.email);
  if (existing) {
    await bumpSessionVersion(db, existing.staffMemberId, { passwordHash, role: StaffRole.Owner, disabledAt: null });
    return { staffMemberId: existing.staffMemberId, created: false };
  }
  const row = await insertStaffMember(
    db,
    {
      companyId: company.companyId,
      email: input.email,
      name: input.name ?? input.email,
      role: StaffRole.Owner,
      passwordHash,
      invitedBy: null,
    },
    [],
  );
  return { staffMemberId: row.staffMemberId, created: true };
}
