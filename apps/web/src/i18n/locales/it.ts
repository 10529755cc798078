// Italian copy, the default locale. Strings quoted by the spec are verbatim (spec 000, 001);
// the others are ours and marked so.
import { DEFAULT_ERROR_MESSAGE } from '@tavola/domain/error-codes';
import { it as accountIt } from '../../features/account/locales';
import { it as orderingIt } from '../../features/ordering/locales';
import { it as appShellIt } from '../../features/shell/locales';
import { it as bookingIt } from '../../features/booking/locales';
import { it as tabPaymentIt } from '../../features/table-tab/split-bill/locales';
import { it as pwaIt } from '../pwa-locales';
import { it as tableTabIt } from '../../features/table-tab/locales';

export const it = {
  account: accountIt,
  ordering: orderingIt,
  appShell: appShellIt,
  booking: bookingIt,
  tabPayment: tabPaymentIt,
  pwa: pwaIt,
  tableTab: tableTabIt,
  common: {
    loading: 'Caricamento...',
    continue: 'Continua',
    retry: 'Riprova', // ours
    mapOf: 'Mappa di {{name}}', // ours
  },
  startup: {
    // Spec 001 §8 asks for the 'company' query parameter without giving the text: ours.
    missingCompany:
      "Nessuna company indicata. Aggiungi all'indirizzo il parametro 'company', ad esempio ?company=nome-della-company.",
    noCompanyData: 'Non ci sono dati per la Company',
    notAuthenticated: 'Applicazione non autenticata!',
    problemTitle: 'Si è verificato un problema',
    unexpectedError: DEFAULT_ERROR_MESSAGE,
  },
  shell: {
    bannerAlt: 'Immagine di copertina di {{name}}', // ours
    logoAlt: 'Logo di {{name}}', // ours
    backToHome: 'Torna alla home',
    greeting: 'Ciao {{firstName}}', // ours
    selectedVenue: 'Sede: {{name}}', // ours
    language: 'Lingua', // ours
  },
  home: {
    orderTypesTitle: 'Cosa desideri fare?', // ours (heading of the order-type cards)
    venueLabel: 'Sede', // ours
    venuePlaceholder: 'Scegli una sede', // ours
    venueMissing: 'Seleziona una sede prima di continuare',
    venueChosen: 'Hai scelto {{name}}.', // ours (spoken status line)
    noOrderTypes: 'Al momento non ci sono servizi disponibili.', // ours
  },
  // Default card texts per order type (names as the OrderType enum). Subtitles for takeaway,
  // delivery and digital menu are spec 001 §2's; the other two are ours.
  orderType: {
    PrenotaUnTavolo: { title: 'Prenota un tavolo', subtitle: 'Riserva il tuo tavolo in pochi passi' },
    DigitalMenu: { title: 'Menù digitale', subtitle: 'Consulta il nostro menu digitale' },
    AlTavolo: { title: 'Ordina al tavolo', subtitle: 'Ordina direttamente dal tuo tavolo' },
    Asporto: { title: 'Asporto', subtitle: 'Passa e ritira i nostri piatti!' },
    Consegna: { title: 'Consegna', subtitle: 'Mettiti comodo, stiamo arrivando!' },
  },
  startError: {
    CompanyEndOfService: 'Il servizio al momento non è disponibile',
    SeatWebNotEnabled: 'La sede non è abilitata',
    phone: 'Per informazioni chiamaci al numero', // ours
    chooseAnotherVenue: "Scegli un'altra sede", // ours
  },
};

export type Translation = typeof it;
