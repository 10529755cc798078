// Account forms and requests of spec 001 §3, validated per 001 §5 and 000 §5 (complete
// registration). Issue messages are validation-message codes (validation-messages.ts).
import { idNumber, int4, isPlainText, plainText, queryId } from './primitives';
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  existingPassword,
  mustBeTicked,
  newPassword,
  optionalText,
  requiredEmail,
  requiredText,
} from './form-fields';
import { optionalPhone, requiredPhone } from './phone-fields';
import { message } from './validation-messages';

/** Sign-in with Google (001 §3): what the identity library hands over. */
export const socialUserSchema = z.object({
  idToken: plainText().min(1),
  id: plainText(),
  name: plainText().nullish(),
  email: plainText().regex(z.regexes.email).max(EMAIL_MAX_LENGTH),
  photoUrl: plainText().nullish(),
  firstName: plainText().nullish(),
  lastName: plainText().nullish(),
  provider: plainText(),
});
export type SocialUser = z.infer<typeof socialUserSchema>;

const consents = {
  adultDeclarationChecked: mustBeTicked(),
  privacyAccepted: mustBeTicked(),
  serviceTermsAccepted: mustBeTicked(),
};

const phone = requiredPhone();

/** Register form (001 §2, §5). birthDate is a local ISO date ('yyyy-MM-dd') when given. */
export const registrationFormSchema = z.object({
  lastName: requiredText(NAME_MAX_LENGTH),
  firstName: requiredText(NAME_MAX_LENGTH),
  birthDate: z.iso.date().nullish(),
  gender: optionalText(20),
  language: optionalText(10),
  email: requiredEmail(),
  password: newPassword(),
  telephoneNumber1: phone,
  telephoneNumber2: optionalPhone().nullish(),
  province: optionalText(NAME_MAX_LENGTH),
  ...consents,
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** Login (001 §3, §5): login is the e-mail; languageId defaults to 1. */
export const loginFormSchema = z.object({
  login: requiredEmail(),
  password: existingPassword(),
  languageId: idNumber().default(1),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/**
 * Complete registration ('Come ti possiamo contattare?', 000 §5, 001 §5). The screen shows the
 * e-mail only to a customer who is not logged in; for a logged-in one the client fills it
 * from the customer, so the schema always requires it.
 */
export const completeRegistrationFormSchema = z.object({
  customerId: int4(),
  email: requiredEmail(),
  telephoneNumber1: phone,
  ...consents,
});
export type CompleteRegistrationForm = z.infer<typeof completeRegistrationFormSchema>;

/** Profile ('I tuoi dati', 001 §2, §5). */
export const profileFormSchema = z.object({
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  telephoneNumber1: phone,
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** Forgot password: its invalid-e-mail copy is 'Email non valida' (001 §5). */
export const forgotPasswordFormSchema = z.object({ email: requiredEmail('emailNotValid') });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

// The mismatch is reported on confirmPassword, also while another field breaks a length rule
// (zod would otherwise skip the refinement once any field fails). It still waits while a field
// is empty: an empty field aborts the parse.
const passwordsMatch = {
  error: message('passwordsDiffer'),
  path: ['confirmPassword'],
  when: ({ value }: { value: unknown }) => {
    const v = value as { newPassword?: unknown; confirmPassword?: unknown };
    return typeof v?.newPassword === 'string' && typeof v?.confirmPassword === 'string';
  },
};

/** 'Recupero password' (001 §2, §5). */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPassword(), confirmPassword: z.string({ error: message('required') }) })
  .refine((f) => f.newPassword === f.confirmPassword, passwordsMatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** 'Cambio password' (001 §2, §5): the old password is only required. */
export const changePasswordFormSchema = z
  .object({
    oldPassword: existingPassword(),
    newPassword: newPassword(),
    confirmPassword: z.string({ error: message('required') }),
  })
  .refine((f) => f.newPassword === f.confirmPassword, passwordsMatch);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const customerId = queryId();
const checkCode = plainText().trim().min(1).max(200);

/**
 * The reset-password link: a numeric customerId in the route and a checkCode in the query
 * (001 §5); otherwise 'indirizzo non valido'. Route and query values arrive as strings.
 */
export const resetPasswordLinkSchema = z.object({
  customerId: z.coerce
    .number({ error: message('invalidLink') })
    .int(message('invalidLink'))
    .positive(message('invalidLink')),
  checkCode: z
    .string({ error: message('invalidLink') })
    .trim()
    .min(1, message('invalidLink'))
    .max(200, message('invalidLink'))
    .refine(isPlainText, message('invalidLink')),
});
export type ResetPasswordLink = z.infer<typeof resetPasswordLinkSchema>;

/** account/resetCustomerPassword fields (query of the documented GET, or a POST body). */
export const resetCustomerPasswordRequestSchema = z.object({ customerId, newPassword: newPassword(), checkCode });
export type ResetCustomerPasswordRequest = z.infer<typeof resetCustomerPasswordRequestSchema>;

/** account/changeCustomerPassword fields (query of the documented GET, or a POST body). */
export const changeCustomerPasswordRequestSchema = z.object({
  customerId,
  oldPassword: existingPassword(),
  newPassword: newPassword(),
});
export type ChangeCustomerPasswordRequest = z.infer<typeof changeCustomerPasswordRequestSchema>;

/**
 * A link target that ends up in an e-mail. Only http(s) here; the server must also check the
 * origin against the company's configured origins (docs/contract/README.md), which this package cannot know.
 */
const redirectUri = z.url({ protocol: /^https?$/ }).max(2000);

/** POST account/SendConfirmRegistrationMail body (001 §3, §5). */
export const confirmRegistrationMailRequestSchema = z.object({
  customerId: z
    .number({ error: message('confirmationMailCustomerIdMissing') })
    .int()
    .positive(message('confirmationMailCustomerIdMissing')),
  redirectUri,
});
export type ConfirmRegistrationMailRequest = z.infer<typeof confirmRegistrationMailRequestSchema>;

/** POST account/sendResetPasswordMailToCustomer body (001 §3). */
export const resetPasswordMailRequestSchema = z.object({
  customerEmail: requiredEmail(),
  redirectUri,
});
export type ResetPasswordMailRequest = z.infer<typeof resetPasswordMailRequestSchema>;
