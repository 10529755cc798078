import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordFormSchema,
  completeRegistrationFormSchema,
  confirmRegistrationMailRequestSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  profileFormSchema,
  registrationFormSchema,
  resetPasswordFormSchema,
  resetPasswordLinkSchema,
  resetPasswordMailRequestSchema,
} from './account';

/** path → message of every issue of a failed parse ({} when it passes). */
function errors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const consents = { adultDeclarationChecked: true, privacyAccepted: true, serviceTermsAccepted: true };
const registration = {
  lastName: 'Rossi',
  firstName: 'Mario',
  email: 'mario@example.it',
  password: 'segreto1',
  telephoneNumber1: '3331234567',
  ...consents,
};

describe('registrationFormSchema', () => {
  it('accepts a complete form and trims names', () => {
    const parsed = registrationFormSchema.parse({ ...registration, firstName: '  Mario ' });
    expect(parsed.firstName).toBe('Mario');
  });

  it('requires names, email, password and phone with one message each', () => {
    expect(errors(registrationFormSchema, { ...consents })).toEqual({
      lastName: 'required',
      firstName: 'required',
      email: 'required',
      password: 'required',
      telephoneNumber1: 'required',
    });
    expect(errors(registrationFormSchema, { ...registration, firstName: '  ', email: '' })).toEqual({
      firstName: 'required',
      email: 'required',
    });
  });

  it('enforces the limits of spec 001 §9', () => {
    expect(
      errors(registrationFormSchema, {
        ...registration,
        lastName: 'x'.repeat(101),
        email: `${'a'.repeat(250)}@example.it`,
        telephoneNumber1: '1'.repeat(21),
        password: '12345',
      }),
    ).toEqual({
      lastName: 'maxLength:100',
      email: 'maxLength:255',
      telephoneNumber1: 'maxLength:20',
      password: 'minLength:6',
    });
    expect(errors(registrationFormSchema, { ...registration, password: 'x'.repeat(17) })).toEqual({
      password: 'maxLength:16',
    });
    expect(errors(registrationFormSchema, { ...registration, password: 'x'.repeat(16) })).toEqual({});
  });

  it('wants a valid e-mail', () => {
    expect(errors(registrationFormSchema, { ...registration, email: 'mario@' })).toEqual({ email: 'email' });
  });

  it('wants the three checkboxes ticked', () => {
    expect(
      errors(registrationFormSchema, {
        ...registration,
        adultDeclarationChecked: false,
        privacyAccepted: undefined,
        serviceTermsAccepted: false,
      }),
    ).toEqual({
      adultDeclarationChecked: 'mustConfirm',
      privacyAccepted: 'mustConfirm',
      serviceTermsAccepted: 'mustConfirm',
    });
  });
});

describe('loginFormSchema', () => {
  it('defaults languageId to 1', () => {
    expect(loginFormSchema.parse({ login: 'mario@example.it', password: 'x' }).languageId).toBe(1);
  });

  it('wants a valid e-mail and a password', () => {
    expect(errors(loginFormSchema, { login: 'mario', password: '' })).toEqual({ login: 'email', password: 'required' });
  });
});

describe('complete registration, profile and forgot password', () => {
  it('complete registration needs e-mail, phone and consents', () => {
    expect(
      errors(completeRegistrationFormSchema, {
        customerId: 5,
        email: 'a@b.it',
        telephoneNumber1: '333 123 4567',
        ...consents,
      }),
    ).toEqual({});
    // libphonenumber-js decides what a phone is.
    expect(
      errors(completeRegistrationFormSchema, { customerId: 5, email: 'a@b.it', telephoneNumber1: '333', ...consents }),
    ).toEqual({ telephoneNumber1: 'phone' });
    expect(
      errors(completeRegistrationFormSchema, {
        customerId: 5,
        email: 'a@b.it',
        telephoneNumber1: '',
        ...consents,
        privacyAccepted: false,
      }),
    ).toEqual({
      telephoneNumber1: 'required',
      privacyAccepted: 'mustConfirm',
    });
  });

  it('profile needs names and phone', () => {
    expect(errors(profileFormSchema, { firstName: '', lastName: 'Rossi', telephoneNumber1: '1'.repeat(21) })).toEqual({
      firstName: 'required',
      telephoneNumber1: 'maxLength:20',
    });
  });

  it("forgot password says 'Email non valida'", () => {
    expect(errors(forgotPasswordFormSchema, { email: 'nope' })).toEqual({ email: 'emailNotValid' });
    expect(errors(forgotPasswordFormSchema, { email: '' })).toEqual({ email: 'required' });
  });
});

describe('reset and change password', () => {
  it('reset wants new and confirm to match', () => {
    expect(errors(resetPasswordFormSchema, { newPassword: 'segreto1', confirmPassword: 'segreto1' })).toEqual({});
    expect(errors(resetPasswordFormSchema, { newPassword: 'segreto1', confirmPassword: 'segreto2' })).toEqual({
      confirmPassword: 'passwordsDiffer',
    });
  });

  it('change wants the old password', () => {
    expect(
      errors(changePasswordFormSchema, { oldPassword: '', newPassword: 'segreto1', confirmPassword: 'segreto1' }),
    ).toEqual({
      oldPassword: 'required',
    });
  });

  it('reports a mismatch alongside a length error', () => {
    expect(errors(changePasswordFormSchema, { oldPassword: 'x', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      newPassword: 'minLength:6',
      confirmPassword: 'passwordsDiffer',
    });
  });

  it('the old password has no length rule', () => {
    expect(
      errors(changePasswordFormSchema, { oldPassword: 'x', newPassword: 'segreto1', confirmPassword: 'segreto1' }),
    ).toEqual({});
  });

  it('the reset link needs a numeric customerId and a checkCode', () => {
    expect(resetPasswordLinkSchema.parse({ customerId: '42', checkCode: 'abc' })).toEqual({
      customerId: 42,
      checkCode: 'abc',
    });
    expect(errors(resetPasswordLinkSchema, { customerId: 'abc', checkCode: '' })).toEqual({
      customerId: 'invalidLink',
      checkCode: 'invalidLink',
    });
  });
});

describe('mail requests', () => {
  it('confirm-registration mail needs a customerId', () => {
    expect(
      errors(confirmRegistrationMailRequestSchema, { redirectUri: 'https://tavola.example/it/email-confirmed/1' }),
    ).toEqual({
      customerId: 'confirmationMailCustomerIdMissing',
    });
  });

  it('refuses a redirect that is not http(s)', () => {
    expect(
      resetPasswordMailRequestSchema.safeParse({ customerEmail: 'a@b.it', redirectUri: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      resetPasswordMailRequestSchema.safeParse({ customerEmail: 'a@b.it', redirectUri: 'https://tavola.example/x' })
        .success,
    ).toBe(true);
  });
});
