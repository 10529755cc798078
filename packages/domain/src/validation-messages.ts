// Validation messages as codes. Schemas and rules carry `code` or `code:n` (e.g. 'maxLength:100')
// rather than text, so the same schema serves the Italian product copy and other locales; the
// web app turns them into text with formatValidationMessage. The Italian strings are the
// verbatim copy of spec 000 §5 and spec 001 §5 (plus the few §8 texts those rules point to).

export const italianMessages = {
  /** Spec 000 §5 (extra fields), 001 §5 (password): a required field left empty. */
  required: 'Compila il campo prima di continuare',
  /** Spec 000 §5 address modal, 001 §5/§8 booking phone. */
  fieldRequired: 'Campo obbligatorio',
  /** Spec 000 §5 delivery form (001 §5 leaves the delivery text unshown; this is the 000 copy). */
  fillAllFields: 'Compila tutti i campi prima di continuare',
  minLength: 'Lunghezza minima {n} caratteri',
  maxLength: 'Lunghezza massima {n} caratteri',
  /** Registration, complete registration, login (001 §5, 000 §5). */
  email: 'Inserire un indirizzo email valido',
  /** Extra field with subtype email (000 §5). */
  emailSubtype: 'Inserire un indirizzo email',
  /** Forgot password (001 §5). */
  emailNotValid: 'Email non valida',
  /** Consent checkboxes (000 §5, 001 §5). */
  mustConfirm: 'Conferma prima di continuare',
  passwordsDiffer: 'Attenzione le password non corrispondono. Ti chiediamo di riprovare.',
  /** Extra fields (000 §5). */
  integerOnly: 'Inserire solo numeri interi',
  numberOnly: 'Inserire solo numeri',
  /**
   * Ours: an options extra field answered with a value that is not one of its options. The UI
   * is a select, so only a tampered request meets it; the spec has no copy for it.
   */
  invalidOption: 'Seleziona una delle opzioni disponibili',
  /** Minimum order (000 §5, §8). */
  belowMinimumOrder: "L'importo dell'ordine è inferiore all'importo minimo",
  /** Order-type choice with no venue (000 §2, §8). */
  seatWebRequired: 'Seleziona una sede prima di continuare',
  /** Address modal without a logged-in customer (000 §5). */
  notLoggedIn: "Impossibile completare l'operazione. L'utente non è loggato.",
  /** Desktop Whatsapp reservation without a phone (001 §5). */
  phoneRequiredForReservation: 'Il numero di telefono è obbligatorio per poter confermare la prenotazione',
  /** Confirm-registration mail without a customerId (001 §5). */
  confirmationMailCustomerIdMissing: "Impossibile inviare la mail di conferma, manca l'identificativo dell'utente.",
  /** Reset-password link without a numeric customerId or a checkCode (001 §5, text from §8). */
  invalidLink: 'indirizzo non valido',
  /** Ours: the offline test card form (payment-rules.ts). */
  cardNumber: 'Numero di carta non valido',
  cardExpiry: 'Data di scadenza non valida (MM/AA)',
  cardCvv: 'Codice di sicurezza non valido',
  /** Ours: a control character (e.g. NUL) in a text; only a tampered request meets it. */
  invalidCharacters: 'Il testo contiene caratteri non ammessi',
  /** Ours: an estimated ready time on the order board. */
  invalidTime: 'Orario non valido (HH:MM)',
  /** Ours: back office, menus (menu-admin.ts). */
  priceRange: 'Inserire un prezzo tra 0 e 9999,99 €',
  duplicate: 'Lo stesso elemento è indicato più volte',
  publicationRequired: 'Scegli almeno un tipo di ordine',
  invalidRegex: 'Espressione regolare non valida',
  optionsRequired: 'Aggiungi almeno una opzione',
  tableNumberRange: 'Inserire un numero di tavolo tra 1 e 9999',
  /** Ours: a phone number libphonenumber-js does not accept. */
  phone: 'Inserire un numero di telefono valido',
  /** Ours: back office, venues (venue-admin.ts). */
  radiusRange: 'Inserire un raggio tra 0,1 e 100 km',
  paymentRequired: 'Scegli almeno un metodo di pagamento per questo tipo di ordine',
  urlName: 'Solo lettere minuscole, numeri e trattini (es. trattoria-da-mario)',
  /** Ours: back office, hours and booking capacity (venue-hours.ts, booking-capacity-admin.ts). */
  daysRequired: 'Scegli almeno un giorno della settimana',
  invalidDate: 'Data non valida',
  range: 'Valore fuori dai limiti consentiti',
  endBeforeBegin: "L'orario di fine deve essere dopo quello di inizio",
  overlap: 'Si sovrappone a un altro orario per lo stesso tipo di ordine e giorno',
  /** Ours: brand and legal settings. */
  vatNumber: 'Partita IVA non valida (11 cifre con la cifra di controllo corretta)',
  httpsOrigin: 'Inserire un indirizzo https completo del solo dominio, ad esempio https://ordini.ristorante.it',
  telegramBot: 'Nome del bot Telegram non valido (deve finire con "bot")',
  languageRequired: 'Scegli almeno una lingua',
  hexColour: 'Inserire un colore nel formato #rrggbb, ad esempio #8a1c1c',
  brandColourContrast:
    'Colore troppo chiaro: il testo bianco dei pulsanti non si leggerebbe (contrasto minimo 4,5:1). Scegli un colore più scuro',
  maxItems: 'Al massimo {n} elementi',
  timeOutsideBand: "L'orario deve essere dentro la fascia (dall'inizio, prima della fine)",
  secondKitchenRequired: 'Indica prima il nome della seconda cucina',
  bandOverlap: 'Si sovrappone a un’altra fascia della stessa cucina nello stesso giorno',
  /** Ours: a dine-in order's table (table-order-rules.ts). */
  tableRequired: 'Scegli il tuo tavolo prima di continuare',
  tableNotAvailable: 'Il tavolo indicato non esiste o non è attivo in questa sede',
  /** Ours: the name on a takeaway or delivery order (table-order-rules.ts). */
  nameRequired: 'Indica il tuo nome prima di continuare',
} as const;

export type ValidationMessageCode = keyof typeof italianMessages;
export type MessageCatalogue = Record<ValidationMessageCode, string>;

/** English catalogue for the web app's second locale; same codes, same {n} placeholder. */
export const englishMessages: MessageCatalogue = {
  required: 'Fill in this field before continuing',
  fieldRequired: 'Required field',
  fillAllFields: 'Fill in all the fields before continuing',
  minLength: 'Minimum length {n} characters',
  maxLength: 'Maximum length {n} characters',
  email: 'Enter a valid email address',
  emailSubtype: 'Enter an email address',
  emailNotValid: 'Invalid email',
  mustConfirm: 'Confirm before continuing',
  passwordsDiffer: 'The passwords do not match. Please try again.',
  integerOnly: 'Enter whole numbers only',
  numberOnly: 'Enter numbers only',
  invalidOption: 'Choose one of the available options',
  belowMinimumOrder: 'The order amount is below the minimum amount',
  seatWebRequired: 'Choose a venue before continuing',
  notLoggedIn: 'The operation cannot be completed. You are not logged in.',
  phoneRequiredForReservation: 'A phone number is needed to confirm the reservation',
  confirmationMailCustomerIdMissing: 'The confirmation e-mail cannot be sent: the user id is missing.',
  invalidLink: 'invalid address',
  cardNumber: 'Invalid card number',
  cardExpiry: 'Invalid expiry date (MM/YY)',
  cardCvv: 'Invalid security code',
  invalidCharacters: 'The text contains characters that are not allowed',
  invalidTime: 'Invalid time (HH:MM)',
  priceRange: 'Enter a price between 0 and 9,999.99 €',
  duplicate: 'The same item is given more than once',
  publicationRequired: 'Choose at least one order type',
  invalidRegex: 'Invalid regular expression',
  optionsRequired: 'Add at least one option',
  tableNumberRange: 'Enter a table number between 1 and 9999',
  phone: 'Enter a valid phone number',
  radiusRange: 'Enter a radius between 0.1 and 100 km',
  paymentRequired: 'Choose at least one payment method for this order type',
  urlName: 'Only lower-case letters, digits and dashes (e.g. trattoria-da-mario)',
  daysRequired: 'Choose at least one day of the week',
  invalidDate: 'Invalid date',
  range: 'Value out of the allowed range',
  endBeforeBegin: 'The end time must be after the begin time',
  overlap: 'Overlaps another window for the same order type and day',
  vatNumber: 'Invalid VAT number (11 digits with the right check digit)',
  httpsOrigin: 'Enter a full https address of the domain only, e.g. https://orders.restaurant.com',
  telegramBot: 'Invalid Telegram bot name (it must end with "bot")',
  languageRequired: 'Choose at least one language',
  hexColour: 'Enter a colour as #rrggbb, e.g. #8a1c1c',
  brandColourContrast:
    'Colour too light: the white text of the buttons would not be readable (minimum contrast 4.5:1). Choose a darker colour',
  maxItems: 'At most {n} items',
  timeOutsideBand: 'The time must be inside the band (from its start, before its end)',
  secondKitchenRequired: 'Name the second kitchen first',
  bandOverlap: 'Overlaps another band of the same kitchen on the same day',
  tableRequired: 'Choose your table before continuing',
  tableNotAvailable: 'The table given does not exist or is not in use at this venue',
  nameRequired: 'Enter your name before continuing',
};

/** The raw message a schema or rule carries: 'maxLength:100' for message('maxLength', 100). */
export function message(code: ValidationMessageCode, n?: number): string {
  return n === undefined ? code : `${code}:${n}`;
}

/**
 * Text of a raw message. Anything that is not one of our codes (a zod default, a server text)
 * comes back unchanged, so callers can pass every issue message through it.
 */
export function formatValidationMessage(raw: string, catalogue: MessageCatalogue = italianMessages): string {
  const colon = raw.indexOf(':');
  const code = colon < 0 ? raw : raw.slice(0, colon);
  if (!Object.hasOwn(catalogue, code)) return raw;
  const text = catalogue[code as ValidationMessageCode];
  return colon < 0 ? text : text.replaceAll('{n}', raw.slice(colon + 1));
}
