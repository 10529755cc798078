// The book-table form (001 §2, §5), apart from booking.ts: its phone rules bring
// libphonenumber-js's metadata (120 KB), which the home page's reservations in progress, built
// on booking.ts, must not load (a light first load).
import { z } from 'zod';
import { ConfirmationMode } from './enums';
import { NAME_MAX_LENGTH, requiredText } from './form-fields';
import { optionalPhone } from './phone-fields';
import { idNumber, plainText } from './primitives';

/** The phone is required only for desktop Whatsapp: see bookingPhoneRequired in booking.ts. */
export const bookTableFormSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  phone: optionalPhone(),
  notes: plainText(),
  quanti: idNumber(),
  confirmationMode: z.enum(ConfirmationMode),
});
export type BookTableForm = z.infer<typeof bookTableFormSchema>;
