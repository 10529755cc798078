// A new restaurant: the platform operator creates a company with its urlName and
// invites its first owner. Used by `npm run operator:create-company` and by the operator API
// (POST /api/operator/companies, behind OPERATOR_TOKEN). The invitation is the staff one
// (check code purpose staff-invite, link /staff/invite), so the owner chooses a
// password and signs in like any member; their first sign-in leads to the setup checklist.
import { invalidateCompanyVenueCache } from '../company/company-venue-cache';
import { badRequest } from '@tavola/domain/error-codes';
import type { OperatorCompanyInput } from '@tavola/domain/venue-admin';
import type { Db } from '../../db/database';
import type { Mailer } from '../../plugins/mailer';
import { CheckCodePurpose, issueCheckCode } from '../account/check-codes';
import { findCompanyByUrlName, insertStaffMember } from '../staff-accounts';
import { inviteMail } from '../staff-accounts/staff-accounts-service';
import { addCompanyLanguages, insertCompany } from './company-setup-repository';
import { addEuAllergensIfNone } from './eu-allergens';

export interface NewCompanyContext {
  db: Db;
  mailer: Mailer;
  now: Date;
  inviteTtlHours: number;
  /** The app's origin for the invitation link (PUBLIC_ORIGIN). */
  origin: string;
}

export interface NewCompany {
  companyId: number;
  urlName: string;
  ownerStaffMemberId: number;
}

export const COMPANY_EXISTS_MESSAGE = 'Esiste già un ristorante con questo nome nell’indirizzo (urlName).';
// A 400 naming the field (the spec's Conflict is a 509, and a taken name is the caller's to fix).
const companyExists = () =>
  badRequest('COMPANY_EXISTS', COMPANY_EXISTS_MESSAGE, [{ path: 'urlName', message: COMPANY_EXISTS_MESSAGE }]);
/** Who the invitation says invited the owner. */
const OPERATOR_NAME = 'Tavola';
/** The languages every new company offers its diners, Italian first (spec 001 §3). */
const COMPANY_LANGUAGES = [
  { languageCode: 'it', descriptionInLanguage: 'Italiano' },
  { languageCode: 'en', descriptionInLanguage: 'English' },
];

export async function createCompanyWithOwner(ctx: NewCompanyContext, input: OperatorCompanyInput): Promise<NewCompany> {
  if (await findCompanyByUrlName(ctx.db, input.urlName)) throw companyExists();
  const ownerName = input.ownerName?.trim() || input.ownerEmail;
  const created = await ctx.db.transaction(async (tx) => {
    // A create racing this one for the same urlName: the unique index decides, still a 400.
    const company = await insertCompany(tx, { urlName: input.urlName, tradeName: input.tradeName });
    if (!company) throw companyExists();
    await invalidateCompanyVenueCache(tx, company.companyId);
    // A database without the demo seed has no languages yet.
    await addCompanyLanguages(tx, company.companyId, COMPANY_LANGUAGES);
    // Every restaurant declares the 14 allergens of Annex II: they are there from the start.
    await addEuAllergensIfNone(tx, company.companyId);
    const owner = await insertStaffMember(
      tx,
      {
        companyId: company.companyId,
        email: input.ownerEmail,
        name: ownerName,
        role: 'owner',
        passwordHash: null,
        invitedBy: null,
      },
      [],
    );
    return { companyId: company.companyId, urlName: company.urlName, ownerStaffMemberId: owner.staffMemberId };
  });
  const secret = await issueCheckCode(
    ctx.db,
    { purpose: CheckCodePurpose.StaffInvite, staffMemberId: created.ownerStaffMemberId },
    ctx.now,
    ctx.inviteTtlHours * 3600_000,
  );
  const link = new URL('/staff/invite', ctx.origin);
  link.searchParams.set('company', created.urlName);
  link.searchParams.set('member', String(created.ownerStaffMemberId));
  link.searchParams.set('code', secret);
  await ctx.mailer.send(
    inviteMail(
      { name: ownerName, email: input.ownerEmail, language: input.language ?? 'it' },
      input.tradeName,
      OPERATOR_NAME,
      link.toString(),
      ctx.inviteTtlHours,
    ),
  );
  return created;
}
