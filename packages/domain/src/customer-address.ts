// The address modal of spec 000 §5 (billing or delivery address detail, with delete) and the
// customeraddress/insert|update|delete bodies (000 §7). The same schema validates the web form
// and the API.
//
// Spec 000 §5 lists the modal's required fields: businessName, address, city, province, pec
// (e-mail format) and feCode, with 'Campo obbligatorio'. Those are the fields of an Italian
// electronic invoice, so they apply to billing addresses (F). A delivery address (D) needs only
// what a rider needs (address and city); asking a diner for a PEC and an SDI code to get a pizza
// home is not something a real product would do (docs/contract/README.md: "not shown" is ours to choose).
import { idNumber, int4 } from './primitives';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, optionalText, requiredText } from './form-fields';
import { message } from './validation-messages';

export const BUSINESS_NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 250;
export const CITY_MAX_LENGTH = 100;
export const PROVINCE_MAX_LENGTH = 100;
/** SDI recipient code: 7 characters (6 for public administrations). */
export const FE_CODE_MAX_LENGTH = 7;

/** Trimmed text that must not be blank, with the modal's 'Campo obbligatorio'. */
const requiredField = (maxLength: number) => requiredText(maxLength, 'fieldRequired');

const isEmail = (v: string | null | undefined) => !v || z.regexes.email.test(v);
const optionalEmail = () => optionalText(EMAIL_MAX_LENGTH).refine(isEmail, message('email'));

const common = {
  /** 0 or absent for a new address; the id of the customer's address to update or delete. */
  customerAddressId: int4().nonnegative().default(0),
  /** Ignored by the server: the address always belongs to the session's customer. */
  customerId: int4().nullish(),
  vatNumber: optionalText(20),
  fiscalCode: optionalText(16),
  zipCode: optionalText(10),
  state: optionalText(100),
  country: optionalText(100),
  email: optionalEmail(),
  isDefault: z.boolean().default(false),
};

/** Billing address (F): the electronic-invoice fields are required (000 §5). */
export const billingAddressFormSchema = z.object({
  ...common,
  addressType: z.literal('F'),
  businessName: requiredField(BUSINESS_NAME_MAX_LENGTH),
  address: requiredField(ADDRESS_MAX_LENGTH),
  city: requiredField(CITY_MAX_LENGTH),
  province: requiredField(PROVINCE_MAX_LENGTH),
  pec: requiredField(EMAIL_MAX_LENGTH).regex(z.regexes.email, message('email')),
  feCode: requiredField(FE_CODE_MAX_LENGTH),
});
export type BillingAddressForm = z.infer<typeof billingAddressFormSchema>;

/** Delivery address (D): address and city (see the header for why not the invoice fields). */
export const deliveryAddressModalSchema = z.object({
  ...common,
  addressType: z.literal('D'),
  businessName: optionalText(BUSINESS_NAME_MAX_LENGTH),
  address: requiredField(ADDRESS_MAX_LENGTH),
  city: requiredField(CITY_MAX_LENGTH),
  province: optionalText(PROVINCE_MAX_LENGTH),
  pec: optionalEmail(),
  feCode: optionalText(FE_CODE_MAX_LENGTH),
});
export type DeliveryAddressModalForm = z.infer<typeof deliveryAddressModalSchema>;

/** customeraddress/insert and customeraddress/update body. */
export const customerAddressFormSchema = z.discriminatedUnion('addressType', [
  billingAddressFormSchema,
  deliveryAddressModalSchema,
]);
export type CustomerAddressForm = z.infer<typeof customerAddressFormSchema>;

/** customeraddress/delete body: the address (only its id is read). */
export const customerAddressDeleteSchema = z.object({ customerAddressId: idNumber() });
export type CustomerAddressDelete = z.infer<typeof customerAddressDeleteSchema>;
