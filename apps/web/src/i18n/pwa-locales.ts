// Copy of the installable app (all ours): the offline state, the refusal to send offline, and the
// diner's "tell me when it is ready" notifications.
export const it = {
  offline: {
    title: 'Sei offline.',
    detail: 'Stai vedendo l’ultimo menu caricato. Per ordinare o pagare serve la connessione.',
    actionRefused:
      'Sei offline: l’ordine non è stato inviato e nessun pagamento è stato fatto. Riprova quando sei di nuovo connesso.',
  },
  notify: {
    button: 'Avvisami quando è pronto',
    asking: 'Attivazione...',
    on: 'Ti avviseremo con una notifica quando l’ordine viene accettato, è pronto o è in consegna.',
    stop: 'Non avvisarmi',
    denied: 'Le notifiche sono bloccate per questo sito: abilitale dalle impostazioni del browser per essere avvisato.',
    unsupported: 'Questo browser non può ricevere notifiche. Su iPhone aggiungi prima l’app alla schermata Home.',
    failed: 'Non è stato possibile attivare le notifiche. Riprova.',
  },
};

export const en: typeof it = {
  offline: {
    title: 'You are offline.',
    detail: 'You are seeing the last menu loaded. Ordering or paying needs a connection.',
    actionRefused:
      'You are offline: the order was not sent and no payment was made. Try again when you are back online.',
  },
  notify: {
    button: 'Tell me when it is ready',
    asking: 'Turning on...',
    on: 'We will notify you when the order is accepted, ready or on its way.',
    stop: 'Stop notifying me',
    denied: 'Notifications are blocked for this site: allow them in the browser settings to be told.',
    unsupported: 'This browser cannot receive notifications. On iPhone, add the app to the Home Screen first.',
    failed: 'Notifications could not be turned on. Please try again.',
  },
};
