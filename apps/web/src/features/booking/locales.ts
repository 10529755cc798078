// Copy of the table-booking screens (spec 001 §2, §4, §5, §8). Strings quoted by the
// spec are verbatim; the others are ours and marked so. Where the spec elides the start of a
// message ('... durante la conferma') the start is taken from its sibling message.

export const it = {
  title: 'Prenota un tavolo',
  backToHome: 'Torna alla home', // ours
  // The spec's 'E2KTable non abilitato' is an internal code: diners get a sentence (ours).
  notEnabled: 'Questo locale al momento non accetta prenotazioni online. Contatta il locale per prenotare.',
  noAvailability: 'Purtroppo non abbiamo disponibilità!',
  loadError: 'Non è stato possibile caricare le disponibilità. Ti chiediamo di riprovare.', // ours
  retry: 'Riprova', // ours
  fields: {
    day: 'Giorno', // ours
    otherDates: 'Altre date...',
    people: 'Persone', // ours
    peoplePlaceholder: 'Quante persone?', // ours
    peopleOption_one: '{{count}} persona', // ours
    peopleOption_other: '{{count}} persone', // ours
    kitchen: 'Cucina', // ours
    band: 'Turno', // ours
    time: 'Orario', // ours
    name: 'Nome', // ours
    confirmationMode: 'Conferma la prenotazione con', // ours
    phone: 'Telefono', // ours
    phoneHelp: 'Il numero da cui invierai il messaggio di conferma. Senza prefisso aggiungiamo +39.', // ours
    notes: 'Note', // ours
    book: 'Prenota', // ours
  },
  days: {
    today: 'oggi',
    tomorrow: 'domani',
  },
  shift: { lunch: 'Pranzo', dinner: 'Cena' },
  bandLabel: '{{shift}} {{from}} - {{to}}', // ours
  fieldRequired: 'Campo obbligatorio',
  offer: 'Offerta {{code}}: {{description}} ({{discount}})', // ours
  calendar: {
    title: 'Scegli una data', // ours
    previousMonth: 'Mese precedente', // ours
    nextMonth: 'Mese successivo', // ours
    close: 'Chiudi', // ours
    weekdays: ['Lu', 'Ma', 'Me', 'Gi', 'Ve', 'Sa', 'Do'], // ours
  },
  info: {
    title: 'Come confermare la prenotazione', // ours
    body: 'Per confermare la prenotazione apriremo {{mode}} con il messaggio «{{text}}» già pronto: invialo così com’è dal telefono indicato nella prenotazione. La prenotazione è confermata quando riceviamo il messaggio.', // ours
    bodyTelegram:
      'Per confermare la prenotazione apriremo il nostro bot su Telegram: tocca «Avvia» e, se il bot lo chiede, condividi il tuo numero. Deve essere il numero indicato nella prenotazione.', // ours
    continue: 'Continua', // ours
    cancel: 'Annulla', // ours
  },
  waiting: {
    title: 'Conferma della prenotazione', // ours
    message: 'In attesa della conferma con {{mode}}...',
    openApp: 'Apri {{mode}}', // ours
    hint: 'Se {{mode}} non si è aperto, tocca il pulsante e invia il messaggio «{{text}}».', // ours
    hintTelegram: 'Se Telegram non si è aperto, tocca il pulsante, poi «Avvia» nella chat del bot.', // ours
    cancel: 'Annulla', // ours
  },
  errors: {
    add: '{{name}} purtroppo ci sono stati problemi durante la registrazione della tua prenotazione.',
    desktop: '{{name}} purtroppo ci sono stati problemi durante la conferma della tua prenotazione.',
  },
  confirmed: {
    title: 'Prenotazione confermata!',
    messageSent: 'Ti abbiamo inviato un messaggio di conferma al numero {{phone}}.', // ours
    messageSentNoPhone: 'Ti abbiamo inviato un messaggio di conferma.', // ours
    when: '{{day}} alle {{time}}', // ours
    people_one: '{{count}} persona', // ours
    people_other: '{{count}} persone', // ours
    cancelHint: 'Se non puoi venire, cancella la prenotazione da questo link:', // ours
    missing: 'Non troviamo la prenotazione confermata.', // ours
    notification: '{{when}}, {{people}}.', // ours (notification once the reservation is confirmed)
  },
  cancel: {
    title: 'Cancella la prenotazione',
    button: 'Cancella la prenotazione',
    alreadyCancelled: 'la prenotazione risulta già cancellata',
    wrongParameters: 'i parametri impostati per la cancellazione non sono corretti.',
    wrongPassword: 'la password impostata per la cancellazione non è corretta.',
    failure: 'purtroppo ci sono stati problemi durante la cancellazione della tua prenotazione.',
    success: 'la tua prenotazione è stata cancellata con successo',
    loadFailure: 'Non è stato possibile caricare la prenotazione. Controlla il link e riprova.', // ours
    missingParameters: 'Il link di cancellazione non è completo: usa il link che hai ricevuto con la conferma.', // ours
    day: 'Giorno', // ours
    time: 'Orario', // ours
    people: 'Persone', // ours
  },
  inProgress: {
    title: 'Prenotazioni in corso',
    entry_one: '{{day}}, {{time}}, {{count}} persona', // ours
    entry_other: '{{day}}, {{time}}, {{count}} persone', // ours
    confirmed: 'Confermata',
    toConfirm: 'Da confermare',
    error: 'In errore',
    cancelLink: 'Cancella', // ours
  },
};

export const en: typeof it = {
  title: 'Book a table',
  backToHome: 'Back to home',
  notEnabled: 'This restaurant is not taking online bookings at the moment. Please contact the restaurant to book.',
  noAvailability: 'Unfortunately we have no availability!',
  loadError: 'The availability could not be loaded. Please try again.',
  retry: 'Try again',
  fields: {
    day: 'Day',
    otherDates: 'Other dates...',
    people: 'People',
    peoplePlaceholder: 'How many people?',
    peopleOption_one: '{{count}} person',
    peopleOption_other: '{{count}} people',
    kitchen: 'Kitchen',
    band: 'Sitting',
    time: 'Time',
    name: 'Name',
    confirmationMode: 'Confirm the reservation with',
    phone: 'Phone',
    phoneHelp: 'The number you will send the confirmation message from. Without a prefix we add +39.',
    notes: 'Notes',
    book: 'Book',
  },
  days: {
    today: 'today',
    tomorrow: 'tomorrow',
  },
  shift: { lunch: 'Lunch', dinner: 'Dinner' },
  bandLabel: '{{shift}} {{from}} - {{to}}',
  fieldRequired: 'Required field',
  offer: 'Offer {{code}}: {{description}} ({{discount}})',
  calendar: {
    title: 'Choose a date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    close: 'Close',
    weekdays: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
  },
  info: {
    title: 'How to confirm the reservation',
    body: 'To confirm the reservation we will open {{mode}} with the message “{{text}}” ready: send it as it is from the phone given in the reservation. The reservation is confirmed when we receive the message.',
    bodyTelegram:
      'To confirm the reservation we will open our Telegram bot: tap “Start” and, if the bot asks, share your number. It must be the number given in the reservation.',
    continue: 'Continue',
    cancel: 'Cancel',
  },
  waiting: {
    title: 'Reservation confirmation',
    message: 'Waiting for the confirmation with {{mode}}...',
    openApp: 'Open {{mode}}',
    hint: 'If {{mode}} did not open, tap the button and send the message “{{text}}”.',
    hintTelegram: 'If Telegram did not open, tap the button, then “Start” in the bot chat.',
    cancel: 'Cancel',
  },
  errors: {
    add: '{{name}}, unfortunately there were problems while recording your reservation.',
    desktop: '{{name}}, unfortunately there were problems while confirming your reservation.',
  },
  confirmed: {
    title: 'Reservation confirmed!',
    messageSent: 'We sent a confirmation message to {{phone}}.',
    messageSentNoPhone: 'We sent you a confirmation message.',
    when: '{{day}} at {{time}}',
    people_one: '{{count}} person',
    people_other: '{{count}} people',
    cancelHint: 'If you cannot come, cancel the reservation with this link:',
    missing: 'We cannot find the confirmed reservation.',
    notification: '{{when}}, {{people}}.',
  },
  cancel: {
    title: 'Cancel the reservation',
    button: 'Cancel the reservation',
    alreadyCancelled: 'the reservation has already been cancelled',
    wrongParameters: 'the cancellation parameters are not correct.',
    wrongPassword: 'the cancellation password is not correct.',
    failure: 'unfortunately there were problems while cancelling your reservation.',
    success: 'your reservation has been cancelled',
    loadFailure: 'The reservation could not be loaded. Check the link and try again.',
    missingParameters: 'The cancellation link is incomplete: use the link you received with the confirmation.',
    day: 'Day',
    time: 'Time',
    people: 'People',
  },
  inProgress: {
    title: 'Reservations in progress',
    entry_one: '{{day}}, {{time}}, {{count}} person',
    entry_other: '{{day}}, {{time}}, {{count}} people',
    confirmed: 'Confirmed',
    toConfirm: 'To be confirmed',
    error: 'Error',
    cancelLink: 'Cancel',
  },
};
