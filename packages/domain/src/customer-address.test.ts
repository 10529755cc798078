import { describe, expect, it } from 'vitest';
import { billingAddressFormSchema, customerAddressFormSchema } from './customer-address';
import { formatValidationMessage } from './validation-messages';

const billing = {
  addressType: 'F',
  businessName: 'Rossi S.r.l.',
  address: 'Via Roma 1',
  city: 'Milano',
  province: 'MI',
  pec: 'rossi@pec.it',
  feCode: 'ABC1234',
};

function errors(input: unknown) {
  const result = customerAddressFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), formatValidationMessage(i.message)]));
}

describe('customer address modal (spec 000 §5)', () => {
  it('accepts a complete billing address and defaults the id to 0', () => {
    const parsed = billingAddressFormSchema.parse(billing);
    expect(parsed.customerAddressId).toBe(0);
    expect(parsed.isDefault).toBe(false);
  });

  it("requires businessName, address, city, province, pec and feCode of a billing address with 'Campo obbligatorio'", () => {
    expect(
      errors({ addressType: 'F', businessName: ' ', address: '', city: '', province: '', pec: '', feCode: '' }),
    ).toEqual({
      businessName: 'Campo obbligatorio',
      address: 'Campo obbligatorio',
      city: 'Campo obbligatorio',
      province: 'Campo obbligatorio',
      pec: 'Campo obbligatorio',
      feCode: 'Campo obbligatorio',
    });
    expect(errors({ addressType: 'F' })).toMatchObject({
      businessName: 'Campo obbligatorio',
      pec: 'Campo obbligatorio',
    });
  });

  it('checks the pec as an e-mail address', () => {
    expect(errors({ ...billing, pec: 'non-una-mail' })).toEqual({ pec: 'Inserire un indirizzo email valido' });
  });

  it('asks a delivery address only for address and city', () => {
    expect(errors({ addressType: 'D', address: 'Via Po 3', city: 'Torino' })).toEqual({});
    expect(errors({ addressType: 'D', address: '', city: '' })).toEqual({
      address: 'Campo obbligatorio',
      city: 'Campo obbligatorio',
    });
  });

  it('refuses an unknown address type and over-long fields', () => {
    expect(customerAddressFormSchema.safeParse({ ...billing, addressType: 'X' }).success).toBe(false);
    expect(errors({ ...billing, feCode: '12345678' })).toEqual({ feCode: 'Lunghezza massima 7 caratteri' });
  });
});
