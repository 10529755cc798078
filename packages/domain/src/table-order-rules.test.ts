import { describe, expect, it } from 'vitest';
import { OrderType, PaymentMethod } from './enums';
import {
  confirmedByStaff,
  contactDataNeeded,
  customerNameAsked,
  customerNameRequired,
  customerNameSchema,
  profileName,
  tableNumberOfLink,
  tableNumberSchema,
  tableRequired,
} from './table-order-rules';

const emailRule = { tableOrdersConfirmedByStaff: false };
const staffRule = { tableOrdersConfirmedByStaff: true };

describe('table-order rules', () => {
  it("reads a table's link number within the venue tables' range", () => {
    expect(tableNumberOfLink('12')).toBe(12);
    expect(tableNumberOfLink(' 9999 ')).toBe(9999);
    for (const bad of ['0', '10000', '12a', '-1', '', null, undefined, '1.5'])
      expect(tableNumberOfLink(bad)).toBeNull();
    expect(tableNumberSchema().safeParse(12).success).toBe(true);
    expect(tableNumberSchema().safeParse(0).error?.issues[0].message).toBe('tableNumberRange');
  });

  it('has the staff confirm only an anonymous cash table order, and only with the setting on', () => {
    const order = { orderType: OrderType.AlTavolo, paymentType: PaymentMethod.Cash, anonymous: true };
    expect(confirmedByStaff(staffRule, order)).toBe(true);
    expect(confirmedByStaff(emailRule, order)).toBe(false);
    expect(confirmedByStaff(staffRule, { ...order, anonymous: false })).toBe(false);
    expect(confirmedByStaff(staffRule, { ...order, paymentType: PaymentMethod.Stripe })).toBe(false);
    expect(confirmedByStaff(staffRule, { ...order, orderType: OrderType.Asporto })).toBe(false);
    expect(tableRequired(staffRule, OrderType.AlTavolo, true)).toBe(true);
    expect(tableRequired(staffRule, OrderType.AlTavolo, false)).toBe(false);
    expect(tableRequired(emailRule, OrderType.AlTavolo, true)).toBe(false);
    expect(contactDataNeeded(staffRule, OrderType.AlTavolo, true)).toBe(false);
    expect(contactDataNeeded(staffRule, OrderType.Asporto, true)).toBe(true);
    expect(contactDataNeeded(emailRule, OrderType.AlTavolo, true)).toBe(true);
  });

  it('asks the name for takeaway, delivery and staff-confirmed table orders; requires it from anonymous diners', () => {
    expect(customerNameAsked(emailRule, OrderType.Asporto)).toBe(true);
    expect(customerNameAsked(emailRule, OrderType.Consegna)).toBe(true);
    expect(customerNameAsked(emailRule, OrderType.AlTavolo)).toBe(false);
    expect(customerNameAsked(staffRule, OrderType.AlTavolo)).toBe(true);
    expect(customerNameRequired(emailRule, OrderType.Asporto, true)).toBe(true);
    expect(customerNameRequired(emailRule, OrderType.Asporto, false)).toBe(false);
    expect(customerNameSchema().safeParse('  ').error?.issues[0].message).toBe('nameRequired');
    expect(customerNameSchema().safeParse(' Giulia ').data).toBe('Giulia');
    expect(customerNameSchema().safeParse('x'.repeat(101)).error?.issues[0].message).toBe('maxLength:100');
    expect(profileName({ firstName: ' Anna ', lastName: 'Neri' })).toBe('Anna Neri');
    expect(profileName(null)).toBe('');
  });
});
