// The one list of what each online payment provider needs from a company:
// the adapters read these names from the stored credentials, the CLI
// (`npm run payments:configure`) turns them into flags and the back office's payments screen
// into fields. A new provider or field is one line here.
//
// public: stored in clear and sent to the browser widget (publishable key, client id...);
// secret: encrypted at rest, write-only (never answered by any route, never logged).
import { z } from 'zod';
import { MAX_INT4, int4, plainText } from './primitives';
import { message } from './validation-messages';

export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'satispay', 'sumup', 'nexi'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_MODES = ['live', 'simulated'] as const;

export interface PaymentProviderField {
  /** Key in the stored publicConfig / secrets. */
  name: string;
  /** The CLI flag (--flag). */
  flag: string;
  secret: boolean;
  /** 'boolean': a switch (trial mode); 'multiline': a PEM key. */
  kind: 'text' | 'boolean' | 'multiline';
  /** Needed before the live mode can be chosen. */
  requiredLive: boolean;
  label: { it: string; en: string };
}

const text = (
  name: string,
  flag: string,
  secret: boolean,
  label: PaymentProviderField['label'],
): PaymentProviderField => ({
  name,
  flag,
  secret,
  kind: 'text',
  requiredLive: true,
  label,
});
const trialMode: PaymentProviderField = {
  name: 'trialMode',
  flag: 'trial-mode',
  secret: false,
  kind: 'boolean',
  requiredLive: false,
  label: { it: 'Ambiente di prova del fornitore', en: "Provider's sandbox" },
};

export const PAYMENT_PROVIDER_FIELDS: Record<PaymentProviderName, readonly PaymentProviderField[]> = {
  stripe: [
    text('publishableKey', 'publishable-key', false, {
      it: 'Chiave pubblicabile (pk_...)',
      en: 'Publishable key (pk_...)',
    }),
    text('secretKey', 'secret-key', true, { it: 'Chiave segreta (sk_...)', en: 'Secret key (sk_...)' }),
    text('webhookSecret', 'webhook-secret', true, {
      it: 'Segreto del webhook (whsec_...)',
      en: 'Webhook signing secret (whsec_...)',
    }),
  ],
  paypal: [
    text('clientId', 'client-id', false, { it: 'Client ID', en: 'Client ID' }),
    text('clientSecret', 'client-secret', true, { it: 'Client secret', en: 'Client secret' }),
    text('webhookId', 'webhook-id', true, { it: 'ID del webhook', en: 'Webhook ID' }),
  ],
  satispay: [
    trialMode,
    text('keyId', 'key-id', true, { it: 'Key ID', en: 'Key ID' }),
    {
      ...text('privateKey', 'private-key', true, { it: 'Chiave privata RSA (PEM)', en: 'RSA private key (PEM)' }),
      kind: 'multiline',
    },
  ],
  sumup: [
    text('merchantCode', 'merchant-code', false, { it: 'Codice esercente', en: 'Merchant code' }),
    text('apiKey', 'api-key', true, { it: 'Chiave API', en: 'API key' }),
  ],
  nexi: [
    text('alias', 'alias', false, { it: 'Alias', en: 'Alias' }),
    trialMode,
    text('macKey', 'mac-key', true, { it: 'Chiave MAC', en: 'MAC key' }),
  ],
};

export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  paypal: 'PayPal',
  satispay: 'Satispay',
  sumup: 'SumUp',
  nexi: 'Nexi XPay',
};

/** Longest value of one field (a PEM key is about 3 kB). */
export const PAYMENT_FIELD_MAX_LENGTH = 8000;

/**
 * What the owner sends: the mode and the fields typed. A secret left empty keeps the stored one
 * (the screen never shows it again); unknown field names are refused by the API.
 */
export const paymentCredentialsInputSchema = z.object({
  mode: z.enum(PAYMENT_MODES, { error: message('invalidOption') }),
  fields: z
    .record(
      plainText().max(40),
      z.union([
        plainText().trim().max(PAYMENT_FIELD_MAX_LENGTH, message('maxLength', PAYMENT_FIELD_MAX_LENGTH)),
        z.boolean(),
      ]),
    )
    .default({}),
});
export type PaymentCredentialsInput = z.input<typeof paymentCredentialsInputSchema>;

/**
 * What the payments screen saves: the input plus the provider's `version` it loaded (0: none
 * stored then). A stale version is refused (409) instead of silently overwriting a colleague's
 * keys.
 */
export const paymentCredentialsUpdateSchema = paymentCredentialsInputSchema.extend({
  version: z
    .number({ error: message('required') })
    .int()
    .min(0)
    .max(MAX_INT4),
});
export type PaymentCredentialsUpdate = z.input<typeof paymentCredentialsUpdateSchema>;

/** One provider as the payments screen shows it: never a secret's value, only whether it is set. */
export const paymentProviderStatusSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  configured: z.boolean(),
  mode: z.enum(PAYMENT_MODES).nullable(),
  publicFields: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** Names of the secrets stored (values are write-only). */
  secretsSet: z.array(z.string()),
  /** False when the stored secrets cannot be read (PAYMENTS_ENCRYPTION_KEY missing or changed). */
  secretsReadable: z.boolean(),
  updatedAt: z.string().nullable(),
  /** What a save or removal sends back (0: nothing stored). */
  version: int4(),
});
export type PaymentProviderStatus = z.infer<typeof paymentProviderStatusSchema>;

export const paymentSettingsSchema = z.object({
  providers: z.array(paymentProviderStatusSchema),
  /** The simulated mode exists only outside production. */
  simulatedAllowed: z.boolean(),
  /** Secrets can be stored only when the server has PAYMENTS_ENCRYPTION_KEY. */
  encryptionKeyConfigured: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** "Test the connection": not_supported when the provider's adapter cannot test yet. */
export const CONNECTION_TEST_RESULTS = [
  'ok',
  'credentials_rejected',
  'unavailable',
  'not_supported',
  'not_configured',
] as const;
export const connectionTestResultSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  result: z.enum(CONNECTION_TEST_RESULTS),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;
