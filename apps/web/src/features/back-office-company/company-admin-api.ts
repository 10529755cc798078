// Calls of the brand and legal, payments and team screens: /api/staff/company,
// /api/staff/payments and /api/staff/members, same origin (the staff session cookie goes by
// itself). Responses are parsed with the domain's schemas.
import { z } from 'zod';
import {
  companySettingsSchema,
  type CompanyImageKind,
  type CompanySettingsUpdate,
} from '@tavola/domain/company-settings';
import {
  connectionTestResultSchema,
  paymentSettingsSchema,
  type PaymentCredentialsUpdate,
  type PaymentProviderName,
} from '@tavola/domain/payment-provider-fields';
import { staffMemberSummarySchema, type StaffInvite, type StaffMemberUpdate } from '@tavola/domain/staff';
import { staffCall } from '../../lib/staff-api-call';

export const COMPANY_ADMIN_KEY = ['staff', 'company-admin'] as const;

const call = staffCall;

export const companyAdminApi = {
  company: () => call('company', companySettingsSchema),
  saveCompany: (body: CompanySettingsUpdate) => call('company', companySettingsSchema, { method: 'PUT', body }),
  uploadImage: (kind: CompanyImageKind, file: File) =>
    call(`company/images/${kind}`, companySettingsSchema, { method: 'PUT', raw: file }),
  removeImage: (kind: CompanyImageKind) => call(`company/images/${kind}`, companySettingsSchema, { method: 'DELETE' }),

  payments: () => call('payments', paymentSettingsSchema),
  // Both name the version the screen loaded: a stale one is a 409 (someone else saved first).
  savePayment: (provider: PaymentProviderName, body: PaymentCredentialsUpdate) =>
    call(`payments/${provider}`, paymentSettingsSchema, { method: 'PUT', body }),
  removePayment: (provider: PaymentProviderName, version: number) =>
    call(`payments/${provider}?version=${version}`, paymentSettingsSchema, { method: 'DELETE' }),
  testPayment: (provider: PaymentProviderName) =>
    call(`payments/${provider}/test`, connectionTestResultSchema, { method: 'POST', body: {} }),

  members: () => call('members', z.array(staffMemberSummarySchema)),
  invite: (body: StaffInvite) => call('members/invite', staffMemberSummarySchema, { method: 'POST', body }),
  updateMember: (staffMemberId: number, body: StaffMemberUpdate) =>
    call(`members/${staffMemberId}`, staffMemberSummarySchema, { method: 'PUT', body }),
  disable: (staffMemberId: number) =>
    call(`members/${staffMemberId}/disable`, staffMemberSummarySchema, { method: 'POST', body: {} }),
  enable: (staffMemberId: number) =>
    call(`members/${staffMemberId}/enable`, staffMemberSummarySchema, { method: 'POST', body: {} }),
};
