// The book-table form's values and their react-hook-form set-up: the slot (day, people,
// kitchen, band, time) and the contact, checked by the domain's schema. A field's message shows
// once the field has been left or the form submitted, and follows each change after that.
import { zodResolver } from '@hookform/resolvers/zod';
import { bookTableFormSchema } from '@tavola/domain/book-table-form';
import { bookingPhoneRequired } from '@tavola/domain/booking';
import { ConfirmationMode } from '@tavola/domain/enums';
import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { AppState } from '../../../lib/app-context';

export interface BookTableValues {
  /** dd-MM-yyyy */
  day: string;
  /** 0 until the diner picks the party size. */
  quanti: number;
  /** 1 or 2; sent only when the venue has two kitchens. */
  kitchen: number;
  bandIndex: number;
  /** '' until the diner picks a time of the band. */
  time: string;
  name: string;
  phone: string;
  notes: string;
  confirmationMode: ConfirmationMode;
}

const checkSchema = zodResolver(bookTableFormSchema, undefined, { raw: true }) as unknown as Resolver<BookTableValues>;

/**
 * The domain's schema, and a blank phone is 'fieldRequired' where bookingPhoneRequired says so
 * (desktop Whatsapp). That check is apart from the schema so that it also runs when another
 * field fails: one submit shows every message at once.
 */
function bookTableResolver(isMobile: boolean): Resolver<BookTableValues> {
  return async (values, context, options) => {
    const result = await checkSchema(values, context, options);
    const phoneMissing = bookingPhoneRequired(values.confirmationMode, isMobile) && values.phone.trim() === '';
    if (!phoneMissing || result.errors.phone) return result;
    return { values: {}, errors: { ...result.errors, phone: { type: 'required', message: 'fieldRequired' } } };
  };
}

export function useBookTableForm(customer: AppState['customer'], isMobile: boolean) {
  // The values stay as typed (raw): the submission trims and normalises them the way the
  // booking service expects.
  const resolver = useMemo(() => bookTableResolver(isMobile), [isMobile]);
  const registered = customer != null && !customer.isAnonymous;
  return useForm<BookTableValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      day: '',
      quanti: 0,
      kitchen: 1,
      bandIndex: 0,
      time: '',
      // 001 §4: name and phone prefilled from a registered customer.
      name: registered ? `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim() : '',
      phone: registered ? (customer.telephoneNumber1 ?? '') : '',
      notes: '',
      confirmationMode: ConfirmationMode.Whatsapp,
    },
  });
}
