// Calls of the brand and legal, payments and team screens (issue #13): /api/staff/company,
// /api/staff/payments and /api/staff/members, same origin (the staff session cookie goes by
// itself). Responses are parsed with the domain's schemas.
import { z } from 'zod';
import { DEFAULT_ERROR_MESSAGE } from '@tavola/domain/error-codes';
import { companySettingsSchema, type CompanyImageKind, type CompanySettingsUpdate } from '@tavola/domain/company-settings';
import {
  connectionTestResultSchema,
  paymentSettingsSchema,
  type PaymentCredentialsInput,
  type PaymentProviderName,
} from '@tavola/domain/payment-provider-fields';
import { staffMemberSummarySchema, type StaffInvite, type StaffMemberUpdate } from '@tavola/domain/staff';
import { ApiError } from '../../lib/api-client';

const BASE = '/api/staff';
export const COMPANY_ADMIN_KEY = ['staff', 'company-admin'] as const;

async function call<T>(path: string, schema: z.ZodType<T>, init: { method?: string; body?: unknown; raw?: File } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${BASE}/${path}`, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.raw
        ? { accept: 'application/json', 'content-type': init.raw.type }
        : init.body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
  } catch {
    throw new ApiError(0, DEFAULT_ERROR_MESSAGE);
  }
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const body = (json ?? {}) as { message?: string; code?: string; fields?: { path: string; message: string }[] };
    throw new ApiError(res.status, body.message ?? DEFAULT_ERROR_MESSAGE, body.code, body.fields);
  }
  return schema.parse(json);
}

export const companyAdminApi = {
  company: () => call('company', companySettingsSchema),
  saveCompany: (body: CompanySettingsUpdate) => call('company', companySettingsSchema, { method: 'PUT', body }),
  uploadImage: (kind: CompanyImageKind, file: File) => call(`company/images/${kind}`, companySettingsSchema, { method: 'PUT', raw: file }),
  removeImage: (kind: CompanyImageKind) => call(`company/images/${kind}`, companySettingsSchema, { method: 'DELETE' }),

  payments: () => call('payments', paymentSettingsSchema),
  savePayment: (provider: PaymentProviderName, body: PaymentCredentialsInput) => call(`payments/${provider}`, paymentSettingsSchema, { method: 'PUT', body }),
  removePayment: (provider: PaymentProviderName) => call(`payments/${provider}`, paymentSettingsSchema, { method: 'DELETE' }),
  testPayment: (provider: PaymentProviderName) => call(`payments/${provider}/test`, connectionTestResultSchema, { method: 'POST', body: {} }),

  members: () => call('members', z.array(staffMemberSummarySchema)),
  invite: (body: StaffInvite) => call('members/invite', staffMemberSummarySchema, { method: 'POST', body }),
  updateMember: (staffMemberId: number, body: StaffMemberUpdate) => call(`members/${staffMemberId}`, staffMemberSummarySchema, { method: 'PUT', body }),
  disable: (staffMemberId: number) => call(`members/${staffMemberId}/disable`, staffMemberSummarySchema, { method: 'POST', body: {} }),
  enable: (staffMemberId: number) => call(`members/${staffMemberId}/enable`, staffMemberSummarySchema, { method: 'POST', body: {} }),
};
