// Copy of the kitchen printers screen, Italian and English, as the i18next namespace "printers".
import { addNamespace } from '../../i18n/i18n';

const it = {
  title: 'Stampanti di cucina',
  link: 'Stampanti di cucina',
  intro:
    'Stampanti termiche di rete (ESC/POS, porta 9100 come Epson TM e Star). Ogni ordine confermato esce sulle stampanti che lo stampano, con le righe delle loro categorie.',
  loading: 'Caricamento...',
  retry: 'Riprova',
  notFound: 'Sede non trovata o non tra le tue.',
  notAllowed: 'Le stampanti di una sede le gestiscono il titolare e i responsabili della sede.',
  empty: 'Nessuna stampante: gli ordini si stampano solo dal browser ("Stampa" sulla lavagna).',
  add: 'Aggiungi stampante',
  edit: 'Modifica',
  remove: 'Elimina',
  confirmRemove: 'Eliminare la stampante "{{name}}"? I biglietti non ancora stampati si perdono.',
  test: 'Stampa di prova',
  testing: 'Stampa in corso...',
  testPrinted: 'Stampa di prova inviata a "{{name}}".',
  testFailed: 'Stampante non raggiungibile: {{error}}',
  failedBadge: '{{n}} biglietti non stampati',
  save: 'Salva',
  saving: 'Salvataggio...',
  cancel: 'Annulla',
  saved: 'Stampante salvata.',
  removed: 'Stampante eliminata.',
  newHeading: 'Nuova stampante',
  editHeading: 'Modifica stampante',
  fields: {
    name: 'Nome (es. Cucina, Bar)',
    address: 'Indirizzo IP o nome della stampante',
    addressHelp:
      'Sulla rete del ristorante, es. 192.168.1.50: lo stampa la stampante all’accensione tenendo premuto FEED.',
    port: 'Porta',
    paperWidth: 'Larghezza carta',
    mm: '{{n}} mm',
    copies: 'Copie',
    events: 'Cosa stampa',
    printNewOrders: 'Nuovi ordini (appena confermati)',
    printAcceptedOrders: 'Ordini accettati',
    printBookingsOfToday: 'Prenotazioni per oggi',
    categories: 'Categorie del menu',
    categoriesHelp: 'Nessuna scelta: stampa tutte le righe. Es. "Bevande" al bar, le altre alla cucina.',
    allCategories: 'Tutte le categorie',
    language: 'Lingua dei biglietti',
    languageDefault: 'Lingua predefinita dell’azienda',
  },
  summary: {
    where: '{{address}}:{{port}} · {{width}} mm · copie: {{copies}}',
    events: 'Stampa: {{list}}',
    none: 'nessun evento',
    categories: 'Categorie: {{list}}',
  },
};

type Copy = typeof it;

const en: Copy = {
  title: 'Kitchen printers',
  link: 'Kitchen printers',
  intro:
    'Network thermal printers (ESC/POS, port 9100 like Epson TM and Star). Each confirmed order comes out on the printers that print it, with the lines of their categories.',
  loading: 'Loading...',
  retry: 'Retry',
  notFound: 'Venue not found or not one of yours.',
  notAllowed: 'A venue’s printers are managed by the owner and the venue’s managers.',
  empty: 'No printer: orders print only from the browser ("Print" on the board).',
  add: 'Add printer',
  edit: 'Edit',
  remove: 'Delete',
  confirmRemove: 'Delete the printer "{{name}}"? Tickets not printed yet are lost.',
  test: 'Test print',
  testing: 'Printing...',
  testPrinted: 'Test page sent to "{{name}}".',
  testFailed: 'Printer unreachable: {{error}}',
  failedBadge: '{{n}} tickets not printed',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'Printer saved.',
  removed: 'Printer deleted.',
  newHeading: 'New printer',
  editHeading: 'Edit printer',
  fields: {
    name: 'Name (e.g. Kitchen, Bar)',
    address: 'IP address or host name of the printer',
    addressHelp: 'On the restaurant’s network, e.g. 192.168.1.50: the printer prints it when switched on holding FEED.',
    port: 'Port',
    paperWidth: 'Paper width',
    mm: '{{n}} mm',
    copies: 'Copies',
    events: 'What it prints',
    printNewOrders: 'New orders (once confirmed)',
    printAcceptedOrders: 'Accepted orders',
    printBookingsOfToday: 'Bookings for today',
    categories: 'Menu categories',
    categoriesHelp: 'None chosen: it prints every line. E.g. "Drinks" at the bar, the others in the kitchen.',
    allCategories: 'All categories',
    language: 'Ticket language',
    languageDefault: 'The company’s default language',
  },
  summary: {
    where: '{{address}}:{{port}} · {{width}} mm · copies: {{copies}}',
    events: 'Prints: {{list}}',
    none: 'no event',
    categories: 'Categories: {{list}}',
  },
};

declare module '../../i18n/i18n' {
  interface Namespaces {
    printers: Copy;
  }
}

/** The screen's i18next namespace, registered when this module loads. */
export const printersNs = addNamespace('printers', { it, en });
