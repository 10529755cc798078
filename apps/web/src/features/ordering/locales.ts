// Copy of the ordering journey (spec 000). Italian strings quoted by the spec are verbatim;
// the others are ours and marked `// ours`. English mirrors the same shape.
import { DEFAULT_ERROR_MESSAGE } from '@tavola/domain/error-codes';

export const it = {
  common: {
    back: 'Indietro',
    confirm: 'Conferma',
    cancel: 'Annulla', // ours
    close: 'Chiudi',
    backHome: 'Torna alla home',
    unexpectedError: DEFAULT_ERROR_MESSAGE,
  },
  toolbar: {
    changeHint: 'torna alla scelta del servizio', // ours
    change: 'Cambia', // ours
    pickUp: 'Ritiro', // ours
    delivery: 'Consegna', // ours
    dayAtTime: '{{day}} alle {{time}}', // ours
    dayInFrame: '{{day}} · {{frame}} {{from}}-{{to}}', // ours
  },
  orderType: {
    mapOf: 'Dove trovarci: {{name}}', // ours
  },
  delivery: {
    formLabel: 'Indirizzo di consegna', // ours
    address: 'Indirizzo', // ours
    addressHint: "Inizia a scrivere la via e scegli l'indirizzo dall'elenco.", // ours
    number: 'N. civico', // ours
    city: 'Città', // ours
    suggestions: 'Indirizzi suggeriti', // ours
    noSuggestions: 'Nessun indirizzo trovato', // ours
    suggestionsError: 'Suggerimenti non disponibili al momento', // ours
    modalTitle: 'Sede più vicina', // ours
    deliverTo: 'Consegna a', // ours
    searching: 'Ricerca sede più vicina...',
    mapLabel: 'Mappa: {{address}}', // ours
    nearestVenue: 'Ti serviamo dalla sede:', // ours
    distance: 'Distanza: {{km}} km', // ours
    distanceEstimated: 'Distanza stimata: circa {{km}} km (stima, non calcolata sul percorso stradale reale)', // ours
    noVenue: 'Siamo spiacenti, ma non ci sono sedi disponibili nella tua zona.',
    mapsUnavailable: 'Il servizio mappe non risponde in questo momento. Riprova tra qualche istante.', // ours
  },
  day: {
    titleTakeaway: 'Quando vuoi ritirare?',
    titleDelivery: 'Quando vuoi la consegna?',
    day: 'Giorno', // ours
    timeFrame: 'Fascia oraria', // ours
    hoursTakeaway: 'Orari ritiro',
    hoursDelivery: 'Orari consegna',
    start: 'Comincia ad ordinare',
    noDays: 'Siamo spiacenti, il locale non effettua il servizio richiesto nei prossimi 3 giorni',
    noFrames: 'Siamo spiacenti, il servizio non è disponibile per il giorno scelto',
  },
  menuSelection: {
    // Spec 000 §2 writes 'preferisici': a typo, fixed here.
    title: 'Scegli il menù che preferisci',
    noMenus: 'Al momento non ci sono menù disponibili per questo servizio.', // ours
  },
  menu: {
    noMenu: 'Il menù non è disponibile.', // ours
    empty: 'Il menù non contiene ancora piatti.', // ours
    emptyClassifier: 'Nessun piatto in questa categoria.', // ours
    productNotFound: 'Questo piatto non è più nel menù.', // ours
    chooseSuffix: ', {{price}}: scegli', // ours (read after the product name)
    showInfoSuffix: ': informazioni', // ours
    soldOutSuffix: ': esaurito, non ordinabile; informazioni', // ours
    info: 'Informazioni su {{name}}', // ours
    browseOnlyHint: 'Tocca un piatto per vederne ingredienti e allergeni.', // ours
    search: 'Cerca nel menù', // ours
    searchPlaceholder: 'Cerca un piatto o un ingrediente', // ours
    categories: 'Categorie del menù', // ours
    noResults: 'Nessun piatto corrisponde alla ricerca.', // ours
  },
  legend: {
    open: 'Allergeni e legenda', // ours
    title: 'Legenda', // ours
    features: 'Caratteristiche', // ours
    allergens: 'Allergeni', // ours
    allergensNote: 'I 14 allergeni del Regolamento UE 1169/2011. Per informazioni chiedi al personale.', // ours
  },
  product: {
    backToMenu: 'Torna al menù', // ours
    chooseOne: 'scegline uno', // ours
    untickToRemove: 'togli la spunta per escluderli', // ours
    ingredients: 'Ingredienti', // ours
    features: 'Caratteristiche', // ours
    allergens: 'Allergeni', // ours
    noAllergens: 'Nessun allergene dichiarato.', // ours
    price: 'Prezzo', // ours
    addToCart: 'Aggiungi al carrello', // ours
    soldOut: 'Esaurito', // ours
  },
  quantity: {
    group: 'Quantità di {{name}}', // ours
    decrease: 'Diminuisci la quantità di {{name}}', // ours
    increase: 'Aumenta la quantità di {{name}}', // ours
    value: 'Quantità: {{quantity}}', // ours
  },
  cart: {
    openLead: 'Apri il carrello, {{count}} articoli:', // ours (read before the visible total)
    title: 'Il tuo ordine', // ours
    linesLabel: 'Prodotti nel carrello', // ours
    empty: 'Il carrello è vuoto.', // ours
    more: 'Più:',
    less: 'Meno:',
    remove: 'Rimuovi {{name}} dal carrello', // ours
    removeShort: 'Rimuovi', // ours
    products: 'Prodotti', // ours
    deliveryCost: 'Costo di consegna', // ours
    freeDeliveryFrom: 'Consegna gratuita da {{amount}}', // ours
    freeDelivery: 'Gratuita', // ours
    total: 'Totale', // ours
    minimumOrder: 'Ordine minimo: {{amount}} di prodotti.', // ours: a condition, shown apart from the totals
    minimumExcludesDelivery: 'Il costo di consegna non conta.', // ours
    minimumShortfall: 'Aggiungi prodotti per almeno {{amount}}.', // ours
    complete: "Completa l'ordine", // ours
    continueShopping: 'Continua ad ordinare', // ours
    suggestions: 'Ti consigliamo anche', // ours
  },
  questions: {
    title: "Completa l'ordine",
    choose: 'Scegli...', // ours
    table: 'Il tuo tavolo', // ours: the venue's tables (table-order-rules.ts)
    tableHelp: 'Il numero è sul tavolo, accanto al codice QR.', // ours
    tableFromLink: 'Tavolo {{number}}', // ours
    tableOption: 'Tavolo {{number}}', // ours
    tableOptionNamed: 'Tavolo {{number}} – {{name}}', // ours
    name: 'Il tuo nome', // ours
    nameHelpCounter: 'Lo useremo per chiamarti quando l’ordine è pronto.', // ours
    nameHelpTable: 'Il personale lo userà per confermare l’ordine al tavolo.', // ours
  },
  time: {
    titleTakeaway: 'A che ora vuoi ritirare?',
    titleDelivery: 'A che ora vuoi la consegna?',
    time: 'Orario', // ours
    noteLabel: 'Note', // ours
    notePlaceholder: 'Lascia una nota ...',
    noSlots: 'Siamo spiacenti, non ci sono più orari disponibili per la fascia scelta.', // ours
  },
  registration: {
    title: 'Come ti possiamo contattare?',
    email: 'Email', // ours
    phone: 'Telefono', // ours
    adult: 'Sono maggiorenne*',
    privacy: "Ho letto e accetto l'informativa sulla privacy*", // ours
    readPrivacy: "Leggi l'informativa", // ours
    privacyTitle: 'Informativa sulla privacy', // ours
    terms: 'Accetto le condizioni del servizio*', // ours
    error: 'Siamo spiacenti, si è verificato un errore imprevisto. Ti chiediamo di riprovare.',
  },
  payments: {
    title: 'Scegli il metodo di pagamento',
    cashLocal: 'Pagamento alla cassa',
    cashDelivery: 'Pagamento alla consegna',
    cashTakeaway: 'Pagamento al ritiro',
    // Same text as the domain's TEST_CARD_LABEL: it must say that it is a test.
    testCard: 'Carta di prova (ambiente di test, nessun addebito reale)',
    stripe: 'Carta di credito o debito',
    simulated: '(simulato, nessun addebito reale)', // ours: the demo's simulated provider
    simulatedHint:
      'Pagamento simulato: nessun addebito reale. Usa la carta 4242 4242 4242 4242 (4000 0000 0000 0002 viene rifiutata).', // ours
    paypal: 'PayPal',
    satispay: 'Satispay',
    simulatedPaypalHint:
      'PayPal simulato: nessun addebito reale. Premi il pulsante PayPal e approva o annulla il pagamento.', // ours
    simulatedSatispayHint:
      'Satispay simulato: nessun addebito reale. Premi il pulsante e conferma o rifiuta il pagamento.', // ours
    paypalCancelled: 'Transazione cancellata',
    satispayUnavailable:
      'Siamo spiacenti, ma al momento il pagamento con SatisSpay non è disponibile. Si prega di riprovare.',
    satispayPay: 'Paga con Satispay', // ours
    paying: 'Pagamento in corso...', // ours
    loadingWidget: 'Caricamento del pagamento...', // ours
    cardNumber: 'Numero della carta', // ours
    cardExpiry: 'Scadenza', // ours
    cardCvc: 'CCV',
    createError: 'Si è verificato un errore si prega di riprovare.',
    providerUnavailable:
      'Il servizio di pagamento non risponde: riprova tra qualche istante o scegli un altro metodo di pagamento.', // ours
    verificationUnavailable:
      'Non riusciamo a verificare il pagamento in questo momento: riprova tra qualche istante. Se il pagamento è già avvenuto, non verrà addebitato due volte.', // ours
    sumup: 'SumUp', // spec 001 method label
    sumupInvalid: 'Pagamento Sumup: transazione non valida',
    sumupError: 'Pagamento Sumup: errore {{detail}}',
    nexi: 'Carta di credito o debito (Nexi XPay)', // ours: the card label of §2, with the gateway's name when the card provider is offered too
    noMethods: 'Siamo spiacenti, al momento non ci sono metodi di pagamento disponibili.', // ours
    invoice: 'Vuoi la fattura?',
    billingAddress: 'Indirizzo di fatturazione', // ours
    chooseAddress: 'Scegli un indirizzo', // ours
    addAddress: 'Aggiungi indirizzo...',
    editAddress: 'Modifica', // ours
    saveError: "Non è possibile inviare l'ordine. {{detail}}",
    cashSaveError: "Si è verificato un errore durante la creazione dell'ordine, si prega di riprovare",
    completeError:
      "Siamo spiacenti, ma si è verificato un errore durante il completamento dell'ordine. Si prega di contattarci per confermare l'ordine. Numero ordine: {{number}}",
    placedHeader: 'Ordine inviato', // ours (notification once the order is placed)
    placed: 'Abbiamo ricevuto il tuo ordine n. {{number}}.', // ours
    placedByMail: 'Ordine n. {{number}} registrato: confermalo con il link che ti inviamo per e-mail.', // ours
  },
  testCard: {
    formLabel: 'Pagamento con carta di prova', // ours
    hint: 'Ambiente di prova: nessun addebito reale. Usa la carta {{number}}, una scadenza futura e un CVV qualsiasi.', // ours
    cardNumber: 'Numero della carta', // ours
    expiry: 'Scadenza (MM/AA)', // ours
    cvv: 'CVV', // ours
    pay: 'Paga', // ours
  },
  address: {
    addTitle: 'Nuovo indirizzo di fatturazione', // ours
    editTitle: 'Indirizzo di fatturazione', // ours
    save: 'Salva', // ours
    delete: 'Elimina', // ours
    deleteQuestion: 'Eliminare questo indirizzo?', // ours
    deleteYes: 'Sì, elimina', // ours
    deleteNo: 'No', // ours
    fields: {
      businessName: 'Ragione sociale', // ours
      vatNumber: 'Partita IVA', // ours
      fiscalCode: 'Codice fiscale', // ours
      address: 'Indirizzo', // ours
      zipCode: 'CAP', // ours
      city: 'Città', // ours
      province: 'Provincia', // ours
      country: 'Nazione', // ours
      pec: 'PEC', // ours
      feCode: 'Codice destinatario SDI', // ours
    },
  },
  pause: {
    // ours: the venue's pause of online orders, shown from the home page on
    title: 'Ordini online in pausa', // ours
    untilToday: 'Il ristorante non accetta ordini online fino alle {{time}}.', // ours
    untilDay: 'Il ristorante non accetta ordini online fino al {{date}} alle {{time}}.', // ours
    venue: '{{venue}}:', // ours (a company with several venues)
    reason: 'Motivo: {{reason}}', // ours
    later: 'Gli ordini per dopo le {{time}} restano aperti.', // ours
    table: 'Potrai ordinare dal tavolo dalle {{time}}.', // ours
  },
  current: {
    title: 'Il tuo ordine n. {{number}}', // ours: the order under way, until it is concluded
    open: 'Vedi il tuo ordine', // ours
    status: 'Stato: {{status}}', // ours
    checking: 'Stato in aggiornamento', // ours
  },
  // The status itself is worded by the domain (orderStatusText).
  live: {
    status: 'Stato:', // ours
  },
  summary: {
    title: "Riepilogo dell'ordine", // ours
    thanks: 'Grazie, abbiamo ricevuto il tuo ordine.', // ours
    orderNumber: 'Ordine n. {{number}}', // ours
    paid: 'Pagamento effettuato.', // ours
    refunded: 'Il pagamento ti è stato rimborsato.', // ours
    refundDue: 'Pagamento effettuato: il ristorante te lo rimborserà.', // ours
    nothingToPay: "Nulla da pagare: l'ordine non sarà preparato.", // ours
    payLater: 'Metodo di pagamento: {{method}}.', // ours
    requestedAt: 'Per il {{date}} alle {{time}}', // ours
    deliveryTo: 'Consegna a: {{address}}', // ours
    table: 'Tavolo {{number}}', // ours
    name: 'A nome di: {{name}}', // ours
    notes: 'Note: {{notes}}', // ours
    mailError: "Si è verificato un errore durante l'invio della mail di riepilogo. Ci scusiamo per l'inconveniente.",
  },
  toPay: {
    title: 'Conferma ordine via email',
    sending: 'Invio della mail di conferma...', // ours
    instructions:
      "Ti abbiamo inviato una mail all'indirizzo {{email}}: premi il pulsante nella mail per confermare l'ordine.", // ours
    missing: 'Non è stato possibile inviare la mail di conferma...',
    expired: "Ci dispiace, ma l'ordine è scaduto.",
    failed:
      "Non è stato possibile inviare la mail di conferma. Ti chiediamo di telefonarci per confermare l'ordine: {{phone}}", // ours (spec 000 §8 asks to phone)
  },
  confirmed: {
    title: 'Ordine confermato',
    success: "Grazie, l'ordine è stato confermato!", // the spec's sentence, with its missing comma
    confirming: "Conferma dell'ordine", // ours
    alreadyTitle: 'Ordine già confermato', // ours
    already: 'Questo ordine era già stato confermato: non serve fare altro.', // ours
    failedTitle: 'Ordine non confermato', // ours
    retry: "Non è stato possibile confermare l'ordine. Ti chiediamo di riprovare più tardi.", // ours (spec 000 §8: wording not shown)
    rejectedTitle: 'Ordine rifiutato', // ours
    rejected: "Il ristorante ha rifiutato l'ordine: non sarà preparato.", // ours
    reason: 'Motivo: {{reason}}', // ours
    cancelledTitle: 'Ordine annullato', // ours
    cancelled: "L'ordine è stato annullato perché il pagamento non è stato completato.", // ours
    expiredTitle: 'Ordine scaduto', // ours
  },
};

export type OrderingTranslation = typeof it;

export const en: OrderingTranslation = {
  common: {
    back: 'Back',
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
    backHome: 'Back to home',
    unexpectedError: 'Sorry, an unexpected error occurred. Please try again.',
  },
  toolbar: {
    changeHint: 'back to the choice of service',
    change: 'Change',
    pickUp: 'Pick-up',
    delivery: 'Delivery',
    dayAtTime: '{{day}} at {{time}}',
    dayInFrame: '{{day}} · {{frame}} {{from}}-{{to}}',
  },
  orderType: {
    mapOf: 'Where to find us: {{name}}',
  },
  delivery: {
    formLabel: 'Delivery address',
    address: 'Address',
    addressHint: 'Start typing the street and pick the address from the list.',
    number: 'No.',
    city: 'City',
    suggestions: 'Suggested addresses',
    noSuggestions: 'No address found',
    suggestionsError: 'Suggestions are not available right now',
    modalTitle: 'Nearest venue',
    deliverTo: 'Deliver to',
    searching: 'Looking for the nearest venue...',
    mapLabel: 'Map: {{address}}',
    nearestVenue: 'We will serve you from:',
    distance: 'Distance: {{km}} km',
    distanceEstimated: 'Estimated distance: about {{km}} km (an estimate, not the actual road route)',
    noVenue: 'Sorry, there are no venues available in your area.',
    mapsUnavailable: 'The maps service is not answering right now. Please try again in a moment.',
  },
  day: {
    titleTakeaway: 'When do you want to pick up?',
    titleDelivery: 'When do you want the delivery?',
    day: 'Day',
    timeFrame: 'Time frame',
    hoursTakeaway: 'Pick-up hours',
    hoursDelivery: 'Delivery hours',
    start: 'Start ordering',
    noDays: 'Sorry, the venue does not offer this service in the next 3 days',
    noFrames: 'Sorry, the service is not available on the chosen day',
  },
  menuSelection: {
    title: 'Choose the menu you prefer',
    noMenus: 'There are no menus available for this service right now.',
  },
  menu: {
    noMenu: 'The menu is not available.',
    empty: 'The menu has no dishes yet.',
    emptyClassifier: 'No dishes in this category.',
    productNotFound: 'This dish is no longer on the menu.',
    chooseSuffix: ', {{price}}: choose',
    showInfoSuffix: ': information',
    soldOutSuffix: ': sold out, cannot be ordered; information',
    search: 'Search the menu',
    searchPlaceholder: 'Search a dish or an ingredient',
    categories: 'Menu categories',
    noResults: 'No dish matches the search.',
    info: 'Information about {{name}}',
    browseOnlyHint: 'Tap a dish to see its ingredients and allergens.',
  },
  legend: {
    open: 'Allergens and legend',
    title: 'Legend',
    features: 'Features',
    allergens: 'Allergens',
    allergensNote: 'The 14 allergens of EU Regulation 1169/2011. Ask our staff for details.',
  },
  product: {
    backToMenu: 'Back to the menu',
    chooseOne: 'choose one',
    untickToRemove: 'untick to leave out',
    ingredients: 'Ingredients',
    features: 'Features',
    allergens: 'Allergens',
    noAllergens: 'No allergens declared.',
    price: 'Price',
    addToCart: 'Add to cart',
    soldOut: 'Sold out',
  },
  quantity: {
    group: 'Quantity of {{name}}',
    decrease: 'Decrease the quantity of {{name}}',
    increase: 'Increase the quantity of {{name}}',
    value: 'Quantity: {{quantity}}',
  },
  cart: {
    openLead: 'Open the cart, {{count}} items:',
    title: 'Your order',
    linesLabel: 'Products in the cart',
    empty: 'The cart is empty.',
    more: 'Plus:',
    less: 'Without:',
    remove: 'Remove {{name}} from the cart',
    removeShort: 'Remove',
    products: 'Products',
    deliveryCost: 'Delivery cost',
    freeDeliveryFrom: 'Free delivery from {{amount}}',
    freeDelivery: 'Free',
    total: 'Total',
    minimumOrder: 'Minimum order: {{amount}} of products.',
    minimumExcludesDelivery: 'The delivery cost does not count.',
    minimumShortfall: 'Add products worth at least {{amount}}.',
    complete: 'Complete the order',
    continueShopping: 'Keep ordering',
    suggestions: 'You may also like',
  },
  questions: {
    title: 'Complete the order',
    choose: 'Choose...',
    table: 'Your table',
    tableHelp: 'The number is on the table, next to the QR code.',
    tableFromLink: 'Table {{number}}',
    tableOption: 'Table {{number}}',
    tableOptionNamed: 'Table {{number}} – {{name}}',
    name: 'Your name',
    nameHelpCounter: 'We will use it to call you when the order is ready.',
    nameHelpTable: 'The staff will use it to confirm the order at your table.',
  },
  time: {
    titleTakeaway: 'At what time do you want to pick up?',
    titleDelivery: 'At what time do you want the delivery?',
    time: 'Time',
    noteLabel: 'Notes',
    notePlaceholder: 'Leave a note ...',
    noSlots: 'Sorry, there are no more times available in the chosen time frame.',
  },
  registration: {
    title: 'How can we contact you?',
    email: 'Email',
    phone: 'Phone',
    adult: 'I am of legal age*',
    privacy: 'I have read and accept the privacy policy*',
    readPrivacy: 'Read the policy',
    privacyTitle: 'Privacy policy',
    terms: 'I accept the terms of service*',
    error: 'Sorry, an unexpected error occurred. Please try again.',
  },
  payments: {
    title: 'Choose the payment method',
    cashLocal: 'Pay at the counter',
    cashDelivery: 'Pay on delivery',
    cashTakeaway: 'Pay at pick-up',
    testCard: 'Test card (test environment, no real charge)',
    stripe: 'Credit or debit card',
    simulated: '(simulated, no real charge)',
    simulatedHint:
      'Simulated payment: no real charge. Use the card 4242 4242 4242 4242 (4000 0000 0000 0002 is declined).',
    paypal: 'PayPal',
    satispay: 'Satispay',
    simulatedPaypalHint:
      'Simulated PayPal: no real charge. Press the PayPal button, then approve or cancel the payment.',
    simulatedSatispayHint: 'Simulated Satispay: no real charge. Press the button, then confirm or refuse the payment.',
    paypalCancelled: 'Transaction cancelled',
    satispayUnavailable: 'Sorry, paying with Satispay is not available at the moment. Please try again.',
    satispayPay: 'Pay with Satispay',
    paying: 'Payment in progress...',
    loadingWidget: 'Loading the payment...',
    cardNumber: 'Card number',
    cardExpiry: 'Expiry',
    cardCvc: 'CVC',
    createError: 'An error occurred, please try again.',
    providerUnavailable:
      'The payment service is not answering: try again in a moment or choose another payment method.',
    verificationUnavailable:
      'We cannot check the payment right now: try again in a moment. If the payment went through, you will not be charged twice.',
    sumup: 'SumUp',
    sumupInvalid: 'SumUp payment: invalid transaction',
    sumupError: 'SumUp payment: error {{detail}}',
    nexi: 'Credit or debit card (Nexi XPay)',
    noMethods: 'Sorry, there are no payment methods available right now.',
    invoice: 'Do you want an invoice?',
    billingAddress: 'Billing address',
    chooseAddress: 'Choose an address',
    addAddress: 'Add address...',
    editAddress: 'Edit',
    saveError: 'The order cannot be sent. {{detail}}',
    cashSaveError: 'An error occurred while creating the order, please try again',
    completeError:
      'Sorry, an error occurred while completing the order. Please contact us to confirm the order. Order number: {{number}}',
    placedHeader: 'Order sent',
    placed: 'We have received your order no. {{number}}.',
    placedByMail: 'Order no. {{number}} saved: confirm it with the link we are sending you by e-mail.',
  },
  testCard: {
    formLabel: 'Payment with the test card',
    hint: 'Test environment: no real charge. Use the card {{number}}, any future expiry date and any CVV.',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'CVV',
    pay: 'Pay',
  },
  address: {
    addTitle: 'New billing address',
    editTitle: 'Billing address',
    save: 'Save',
    delete: 'Delete',
    deleteQuestion: 'Delete this address?',
    deleteYes: 'Yes, delete',
    deleteNo: 'No',
    fields: {
      businessName: 'Company name',
      vatNumber: 'VAT number',
      fiscalCode: 'Tax code',
      address: 'Address',
      zipCode: 'Postcode',
      city: 'City',
      province: 'Province',
      country: 'Country',
      pec: 'Certified e-mail (PEC)',
      feCode: 'SDI recipient code',
    },
  },
  pause: {
    title: 'Online orders paused',
    untilToday: 'The restaurant is not taking online orders until {{time}}.',
    untilDay: 'The restaurant is not taking online orders until {{date}} at {{time}}.',
    venue: '{{venue}}:',
    reason: 'Reason: {{reason}}',
    later: 'Orders for after {{time}} stay open.',
    table: 'You can order from your table from {{time}}.',
  },
  current: {
    title: 'Your order no. {{number}}',
    open: 'See your order',
    status: 'Status: {{status}}',
    checking: 'Status being updated',
  },
  // The status itself is worded by the domain (orderStatusText).
  live: {
    status: 'Status:',
  },
  summary: {
    title: 'Order summary',
    thanks: 'Thank you, we have received your order.',
    orderNumber: 'Order no. {{number}}',
    paid: 'Payment made.',
    refunded: 'Your payment has been refunded.',
    refundDue: 'Payment made: the restaurant will refund it.',
    nothingToPay: 'Nothing to pay: the order will not be prepared.',
    payLater: 'Payment method: {{method}}.',
    requestedAt: 'For {{date}} at {{time}}',
    deliveryTo: 'Delivery to: {{address}}',
    table: 'Table {{number}}',
    name: 'In the name of: {{name}}',
    notes: 'Notes: {{notes}}',
    mailError: 'An error occurred while sending the summary e-mail. We apologise for the inconvenience.',
  },
  toPay: {
    title: 'Confirm the order by e-mail',
    sending: 'Sending the confirmation e-mail...',
    instructions: 'We sent an e-mail to {{email}}: press the button in the e-mail to confirm the order.',
    missing: 'The confirmation e-mail could not be sent...',
    expired: 'Sorry, the order has expired.',
    failed: 'The confirmation e-mail could not be sent. Please phone us to confirm the order: {{phone}}',
  },
  confirmed: {
    title: 'Order confirmed',
    success: 'Thank you, the order has been confirmed!',
    confirming: 'Confirming the order',
    alreadyTitle: 'Order already confirmed',
    already: 'This order was already confirmed: nothing else to do.',
    failedTitle: 'Order not confirmed',
    retry: 'The order could not be confirmed. Please try again later.',
    rejectedTitle: 'Order declined',
    rejected: 'The restaurant declined the order: it will not be prepared.',
    reason: 'Reason: {{reason}}',
    cancelledTitle: 'Order cancelled',
    cancelled: 'The order was cancelled because the payment was not completed.',
    expiredTitle: 'Order expired',
  },
};
