// The split of the bill's calls (docs/table-tab.md, "Split the bill"): the balance before paying,
// starting a payment of a share (the server computes and holds it, refusing it when the figure
// the phone showed changed meanwhile), paying it with the test card or completing it after a
// provider's widget, and giving it up. Every call carries the participant's token; a 401 here
// means the phone left the tab, not that the session ended.
import { TABLE_TAB_TOKEN_HEADER } from '@tavola/domain/table-tab';
import {
  startTabPaymentResponseSchema,
  tabPaymentViewSchema,
  tabSplitSchema,
  type NexiNonce,
  type StartTabPaymentRequest,
  type TabPaymentView,
  type TabSplit,
} from '@tavola/domain/tab-split';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const headers = (token: string) => ({ [TABLE_TAB_TOKEN_HEADER]: token });

export const tabSplitWithEqualSchema = tabSplitSchema.extend({ equalShareCents: z.number().int().nullable() });
export type TabSplitWithEqual = TabSplit & { equalShareCents: number | null };

export function getTabSplit(token: string, equalParts: number | null): Promise<TabSplitWithEqual> {
  return apiRequest('tableTab/payments', {
    query: { equalParts: equalParts ?? undefined },
    extraHeaders: headers(token),
    schema: tabSplitWithEqualSchema,
    background: true,
    reloadOnUnauthorized: false,
  });
}

export function startTabPayment(
  token: string,
  request: StartTabPaymentRequest,
): Promise<{ payment: TabPaymentView; browserValue: string | null }> {
  return apiRequest('tableTab/payments', {
    method: 'POST',
    body: request,
    extraHeaders: headers(token),
    schema: startTabPaymentResponseSchema,
    reloadOnUnauthorized: false,
  });
}

export function payTabWithTestCard(
  token: string,
  tabPaymentId: number,
  card: { cardNumber: string; expiry: string; cvv: string },
): Promise<TabPaymentView> {
  return apiRequest(`tableTab/payments/${tabPaymentId}/testCard`, {
    method: 'POST',
    body: card,
    extraHeaders: headers(token),
    schema: tabPaymentViewSchema,
    reloadOnUnauthorized: false,
  });
}

/** After a provider's widget; Nexi's card widget hands over its nonce, which the server pays first. */
export function completeTabPayment(
  token: string,
  tabPaymentId: number,
  widget?: { nexiNonce: NexiNonce },
): Promise<TabPaymentView> {
  return apiRequest(`tableTab/payments/${tabPaymentId}/complete`, {
    method: 'POST',
    ...(widget ? { body: widget } : {}),
    extraHeaders: headers(token),
    schema: tabPaymentViewSchema,
    reloadOnUnauthorized: false,
  });
}

export function cancelTabPayment(token: string, tabPaymentId: number): Promise<TabPaymentView> {
  return apiRequest(`tableTab/payments/${tabPaymentId}/cancel`, {
    method: 'POST',
    extraHeaders: headers(token),
    schema: tabPaymentViewSchema,
    reloadOnUnauthorized: false,
  });
}
