import type { AuthenticateClientRequest, AuthenticateClientResponse } from '@tavola/domain/entities';
import type { Db } from '../../db/database';
import type { ClientSession } from '../../plugins/session';
import { loadCompany, seatWebNotFound } from '../company/company-service';
import { chooseLanguage } from '../language';

export async function authenticateClient(
  db: Db,
  request: AuthenticateClientRequest,
  now: Date,
): Promise<{ response: AuthenticateClientResponse; session: ClientSession }> {
  const company = await loadCompany(db, request.companyUrlName, now);

  let seatWeb = null;
  const fixed = request.seatWebId != null;
  if (fixed) {
    seatWeb = company.seatWebs.find((s) => s.seatWebId === request.seatWebId) ?? null;
    if (!seatWeb) throw seatWebNotFound();
  } else if (company.seatWebs.length === 1) {
    seatWeb = company.seatWebs[0];
  }

  const language = await chooseLanguage(db, company.companyId, request.languageId ?? null);
  // Spec 000 §4: a venue fixed by the context cannot change; a single venue cannot be reset.
  const canChangeSeatWeb = !fixed && company.seatWebs.length > 1;

  return {
    response: { company, seatWeb, canChangeSeatWeb, customer: null, language },
    session: {
      companyId: company.companyId,
      seatWebId: seatWeb?.seatWebId ?? null,
      seatWebFixed: fixed,
      languageId: language.languageId,
      customerId: null,
    },
  };
}
