// Staff accounts (the restaurant's side; the spec describes only the diners' app,
// "staff and admin roles: not shown"). Staff are separate from customers and belong to one
// company. Roles: owner (everything in the company), manager (the venues they are given),
// staff (the order and booking boards of the venues they are given).
import { boundedText, idNumber, int4 } from './primitives';
import { z } from 'zod';
import { message } from './validation-messages';
import { NAME_MAX_LENGTH, existingPassword, newStaffPassword, requiredEmail, requiredText } from './form-fields';

export const StaffRole = { Owner: 'owner', Manager: 'manager', Staff: 'staff' } as const;
export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];
export const STAFF_ROLES = [StaffRole.Owner, StaffRole.Manager, StaffRole.Staff] as const;

/** What a route touches: the whole company, or one venue named by the route's seatWebId. */
export const StaffScope = { Company: 'company', Venue: 'venue' } as const;
export type StaffScope = (typeof StaffScope)[keyof typeof StaffScope];

const rank: Record<StaffRole, number> = { owner: 3, manager: 2, staff: 1 };

/** A member may do what the route's minimum role allows: owner ⊇ manager ⊇ staff. */
export function roleAtLeast(role: StaffRole, minimum: StaffRole): boolean {
  return rank[role] >= rank[minimum];
}

/** Who may call a staff route: its least role and what it touches. */
export interface StaffAccess {
  readonly role: StaffRole;
  readonly scope: StaffScope;
}

/**
 * Who may use each area of the staff side. The API's routes declare these entries as their
 * `config.staff` (plugins/staff-access.ts enforces them) and the staff navigation offers a member
 * only the screens whose entry their role meets: one rule for both, so no screen is offered
 * that then answers "Il tuo ruolo non permette questa operazione".
 */
export const STAFF_ACCESS = {
  /** The member's own session: who they are, sign-out. */
  session: { role: 'staff', scope: 'company' },
  /** A venue's live order board (with its sold-out panel and ordering pause). */
  orderBoard: { role: 'staff', scope: 'venue' },
  /** A venue's booking board. */
  bookingBoard: { role: 'staff', scope: 'venue' },
  /** The menu as the kitchen reads it: products, options, sold out. */
  menu: { role: 'staff', scope: 'company' },
  /** Changing the menu: menus, categories, products, variations, translations. */
  menuEditing: { role: 'manager', scope: 'company' },
  /** A venue's tables and their QR codes. */
  tables: { role: 'manager', scope: 'venue' },
  /** The list of the member's venues with their settings. */
  venues: { role: 'manager', scope: 'company' },
  /** One venue's details, hours and booking capacity. */
  venueSettings: { role: 'manager', scope: 'venue' },
  /** The team: members, invitations. */
  team: { role: 'manager', scope: 'company' },
  /** Brand, legal texts, languages of the company. */
  company: { role: 'owner', scope: 'company' },
  /** The company's payment providers and keys. */
  payments: { role: 'owner', scope: 'company' },
  /** A new restaurant's setup checklist. */
  setup: { role: 'owner', scope: 'company' },
  /** Takings, orders and bookings of the member's venues (the dashboard). */
  reports: { role: 'manager', scope: 'company' },
  /** The order history of the member's venues: search, one order, CSV export. */
  orderHistory: { role: 'manager', scope: 'company' },
} as const satisfies Record<string, StaffAccess>;
export type StaffArea = keyof typeof STAFF_ACCESS;

/** Whether the member's role may use an area (venue areas: on the venues they reach). */
export function mayUse(member: { role: StaffRole }, area: StaffArea): boolean {
  return roleAtLeast(member.role, STAFF_ACCESS[area].role);
}

/** Owners reach every venue of their company; the others only the venues they are given. */
export function canReachVenue(member: { role: StaffRole; seatWebIds: readonly number[] }, seatWebId: number): boolean {
  return member.role === StaffRole.Owner || member.seatWebIds.includes(seatWebId);
}

/** Who may invite or disable whom: owners anyone; managers only staff of their own venues. */
export function canManageMember(
  actor: { role: StaffRole; seatWebIds: readonly number[] },
  target: { role: StaffRole; seatWebIds: readonly number[] },
): boolean {
  if (actor.role === StaffRole.Owner) return true;
  if (actor.role !== StaffRole.Manager || target.role !== StaffRole.Staff) return false;
  return target.seatWebIds.length > 0 && target.seatWebIds.every((id) => actor.seatWebIds.includes(id));
}

export const staffSignInSchema = z.object({
  /** The company's urlName (?company= of the diners' app). */
  company: requiredText(100),
  email: requiredEmail(),
  password: existingPassword(),
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

export const staffInviteSchema = z.object({
  email: requiredEmail(),
  name: requiredText(NAME_MAX_LENGTH),
  role: z.enum(STAFF_ROLES),
  /** Venues of a manager or staff member; ignored for an owner. */
  seatWebIds: z.array(idNumber()).max(200).default([]),
  /** Language of the invitation e-mail. */
  language: z.enum(['it', 'en']).default('it'),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** The owner changes a member's role and venues (Team screen). */
export const staffMemberUpdateSchema = z.object({
  role: z.enum(STAFF_ROLES),
  /** Venues of a manager or staff member; ignored for an owner. */
  seatWebIds: z.array(idNumber()).max(200).default([]),
});
export type StaffMemberUpdate = z.input<typeof staffMemberUpdateSchema>;

export const staffAcceptInviteSchema = z.object({
  staffMemberId: idNumber(),
  checkCode: boundedText(200).min(1),
  password: newStaffPassword(),
});
export type StaffAcceptInvite = z.infer<typeof staffAcceptInviteSchema>;

/** The invitation page's form: the new password twice (a typo would lock the member out). */
export const staffInviteFormSchema = z
  .object({
    password: newStaffPassword(),
    confirmPassword: z.string({ error: message('required') }).min(1, message('required')),
  })
  .refine((f) => f.password === f.confirmPassword, {
    error: message('passwordsDiffer'),
    path: ['confirmPassword'],
    // Reported also while the password breaks its length rule (zod would skip the check).
    when: ({ value }) => typeof (value as { confirmPassword?: unknown })?.confirmPassword === 'string',
  });
export type StaffInviteForm = z.infer<typeof staffInviteFormSchema>;

/** The invitation link's own fields: what the invitation page asks about before it is used. */
export const staffInvitationQuerySchema = staffAcceptInviteSchema.pick({ staffMemberId: true, checkCode: true });
export type StaffInvitationQuery = z.infer<typeof staffInvitationQuerySchema>;

/** Whom an unused invitation is for, so the page names the restaurant and the e-mail. */
export const staffInvitationSchema = z.object({
  companyName: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffVenueSchema = z.object({ seatWebId: int4(), name: z.string() });

/** The signed-in member as the boards see them. */
export const staffMemberSchema = z.object({
  staffMemberId: int4(),
  companyId: int4(),
  companyUrlName: z.string(),
  companyName: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The venues the member reaches (every venue of the company for an owner). */
  venues: z.array(staffVenueSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** A member in the owner's list. */
export const staffMemberSummarySchema = z.object({
  staffMemberId: int4(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  seatWebIds: z.array(int4()),
  /** Invited but the link was not used yet. */
  invited: z.boolean(),
  disabled: z.boolean(),
});
export type StaffMemberSummary = z.infer<typeof staffMemberSummarySchema>;
