// Nexi XPay's calls (spec 000 §7): GET nexi/GetNexiData (alias, trial mode and the
// XPay Build script; never the MAC key), POST nexi/createPayment (ours: the widget's payment
// parameters and their MAC for the saved order's stored total) and POST nexi/pagaNonce (the
// gateway payment request; esito 'OK' on success, otherwise the gateway's message).
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function getNexiData(): Promise<{
  aliasMerchant: string;
  trialMode: boolean;
  sdkUrl: string;
  simulated: boolean;
}> {
  return apiRequest('nexi/GetNexiData', {
    schema: z.object({
      aliasMerchant: z.string().min(1),
      trialMode: z.boolean(),
      sdkUrl: z.string().min(1),
      simulated: z.boolean(),
    }),
  });
}

const nexiPaymentSchema = z.object({
  codiceTransazione: z.string(),
  importo: z.number().int(),
  divisa: z.string(),
  timeStamp: z.string(),
  mac: z.string(),
  urlPost: z.string(),
});
export type NexiPaymentParams = z.infer<typeof nexiPaymentSchema>;

export function createNexiPayment(request: { orderId: number; importo: number }): Promise<NexiPaymentParams> {
  return apiRequest('nexi/createPayment', { method: 'POST', body: request, schema: nexiPaymentSchema });
}

export interface PagaNonceRequest {
  importo: number;
  codiceTransazione: string;
  divisa: string;
  xpayNonce: string;
  xpayIdOperazione: string;
  xpayTimeStamp: string;
  xpayEsito: string;
  xpayMac: string;
}

export function pagaNonce(request: PagaNonceRequest): Promise<{ esito: 'OK' | 'KO'; messaggioErrore: string | null }> {
  return apiRequest('nexi/pagaNonce', {
    method: 'POST',
    body: request,
    schema: z.object({ esito: z.enum(['OK', 'KO']), messaggioErrore: z.string().nullable() }),
  });
}
