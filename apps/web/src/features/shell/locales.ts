// Copy of the app shell (spec 001 §2, §8): toolbar, side panel, venue info modal,
// notifications, loader. Strings quoted by the spec are verbatim; the others are ours and
// marked so.
export const it = {
  toolbar: {
    menu: 'Apri il menu', // ours (aria label of the menu button)
    info: 'Informazioni sulla sede', // ours (aria label of the info button)
  },
  sidePanel: {
    title: 'Menu', // ours
    login: 'Accedi', // ours
    home: 'Home', // ours
    orders: 'I tuoi ordini',
    profile: 'I tuoi dati',
    info: 'Info', // ours
    changePassword: 'Cambio password',
    venueInfo: 'Info sede', // ours
    logout: 'Esci', // ours
    close: 'Chiudi',
  },
  footer: {
    privacy: 'Informativa sulla privacy', // ours
    terms: 'Condizioni del servizio', // ours
  },
  companyInfo: {
    privacy: 'Privacy', // ours
  },
  venueInfo: {
    services: 'I nostri servizi', // ours ('Our services', 001 §2)
    contacts: 'Contatti', // ours ('Contacts', 001 §2)
    close: 'Chiudi',
    phone: 'Telefono', // ours
    map: 'Mappa di {{name}}', // ours
    localOrderTitle: 'Ordina al tavolo',
    localOrderSubtitle: 'Consulta il nostro menu digitale',
    takeawayTitle: 'Asporto',
    takeawaySubtitle: 'Passa e ritira i nostri piatti!',
    deliveryTitle: 'Consegna',
    deliverySubtitle: 'Mettiti comodo, stiamo arrivando!',
    hoursLocal: 'Orari apertura',
    hoursTakeaway: 'Orari ritiro',
    hoursDelivery: 'Orari consegna',
  },
  notifications: {
    close: 'Chiudi', // ours
    closeNamed: 'Chiudi la notifica: {{title}}', // ours (the close button's name)
    label: 'Notifiche', // ours (the stack's region)
    errorHeader: 'Si è verificato un problema',
    errorMessage: "Riprova. Se il problema persiste contatta l'amministratore.",
    sessionReloadedHeader: 'Sessione scaduta', // ours
    sessionReloaded: 'La sessione era scaduta: abbiamo ricaricato la pagina per riprenderla.', // ours
  },
  loader: {
    loading: 'Caricamento...',
  },
  startup: {
    // Spec 001 §4 sends these companies to the marketing site; shown while leaving.
    redirecting: 'Ti stiamo portando al sito del servizio...', // ours
  },
};

export const en: typeof it = {
  toolbar: {
    menu: 'Open the menu',
    info: 'Venue information',
  },
  sidePanel: {
    title: 'Menu',
    login: 'Sign in',
    home: 'Home',
    orders: 'Your orders',
    profile: 'Your details',
    info: 'Info',
    changePassword: 'Change password',
    venueInfo: 'Venue info',
    logout: 'Sign out',
    close: 'Close',
  },
  footer: {
    privacy: 'Privacy policy',
    terms: 'Terms of service',
  },
  companyInfo: {
    privacy: 'Privacy',
  },
  venueInfo: {
    services: 'Our services',
    contacts: 'Contacts',
    close: 'Close',
    phone: 'Phone',
    map: 'Map of {{name}}',
    localOrderTitle: 'Order at the table',
    localOrderSubtitle: 'Browse our digital menu',
    takeawayTitle: 'Takeaway',
    takeawaySubtitle: 'Come by and pick up our dishes!',
    deliveryTitle: 'Delivery',
    deliverySubtitle: "Sit back, we're on our way!",
    hoursLocal: 'Opening hours',
    hoursTakeaway: 'Pick-up hours',
    hoursDelivery: 'Delivery hours',
  },
  notifications: {
    close: 'Close',
    closeNamed: 'Close the notification: {{title}}',
    label: 'Notifications',
    errorHeader: 'Something went wrong',
    errorMessage: 'Please try again. If the problem persists, contact the administrator.',
    sessionReloadedHeader: 'Session expired',
    sessionReloaded: 'Your session had expired, so we reloaded the page to start a new one.',
  },
  loader: {
    loading: 'Loading...',
  },
  startup: {
    redirecting: 'Taking you to the service website...',
  },
};
