// Copy of the hours and booking-capacity screens (issue #13; the spec has none: all ours),
// Italian and English. Kept in the lazy chunk; the language is the app's (/en prefix).
import { useTranslation } from 'react-i18next';

const it = {
  loading: 'Caricamento...',
  retry: 'Riprova',
  save: 'Salva',
  saving: 'Salvataggio...',
  saved: 'Salvato.',
  remove: 'Elimina',
  venues: 'Sedi',
  nav: { hours: 'Orari', booking: 'Capacità prenotazioni', board: 'Ordini' },
  notFound: 'Sede non trovata.',
  orderTypes: { 1: 'Menù digitale', 8: 'Ordine al tavolo', 4: 'Asporto', 2: 'Consegna' } as Record<number, string>,
  weekdaysShort: ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'],
  weekdays: ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'],
  hours: {
    title: 'Orari di {{venue}}',
    intro:
      'Un solo orario per sede: le fasce qui sotto decidono i giorni e gli orari offerti ai clienti per ordinare e gli orari mostrati nelle informazioni della sede.',
    weekly: 'Settimana per tipo di ordine',
    noService: 'Nessun orario',
    windows: 'Fasce orarie',
    window: 'Fascia {{n}}',
    name: 'Nome',
    types: 'Tipi di ordine',
    days: 'Giorni',
    begin: 'Dalle',
    end: 'Alle',
    slotMinutes: 'Minuti per turno',
    ordersPerSlot: 'Ordini massimi per turno',
    addWindow: 'Aggiungi fascia',
    newWindow: 'Nuova fascia',
    noWindows: 'Nessuna fascia: la sede non offre orari ai clienti.',
    closures: 'Chiusure e eccezioni',
    closuresHelp: 'In queste date i clienti non possono scegliere un orario per i tipi di ordine indicati.',
    date: 'Data',
    note: 'Nota (facoltativa)',
    addClosure: 'Aggiungi chiusura',
    noClosures: 'Nessuna chiusura.',
    capTitle: 'Ordini massimi per turno',
    capHelp: 'Imposta lo stesso limite su tutte le fasce di un tipo di ordine (una fascia per asporto e consegna ha un solo limite per entrambi).',
    capType: 'Tipo di ordine',
    capValue: 'Ordini per turno',
    capApply: 'Applica',
    invalid: 'Controlla i campi evidenziati.',
  },
};

type Copy = typeof it;

const en: Copy = {
  loading: 'Loading...',
  retry: 'Retry',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved.',
  remove: 'Delete',
  venues: 'Venues',
  nav: { hours: 'Hours', booking: 'Booking capacity', board: 'Orders' },
  notFound: 'Venue not found.',
  orderTypes: { 1: 'Digital menu', 8: 'Order at the table', 4: 'Takeaway', 2: 'Delivery' },
  weekdaysShort: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  hours: {
    title: 'Hours of {{venue}}',
    intro: 'One set of hours per venue: the windows below decide the days and times diners may order for and the hours shown in the venue information.',
    weekly: 'Week by order type',
    noService: 'No hours',
    windows: 'Service windows',
    window: 'Window {{n}}',
    name: 'Name',
    types: 'Order types',
    days: 'Days',
    begin: 'From',
    end: 'To',
    slotMinutes: 'Minutes per slot',
    ordersPerSlot: 'Most orders per slot',
    addWindow: 'Add window',
    newWindow: 'New window',
    noWindows: 'No windows: the venue offers diners no times.',
    closures: 'Closures and exceptions',
    closuresHelp: 'On these dates diners cannot choose a time for the order types ticked.',
    date: 'Date',
    note: 'Note (optional)',
    addClosure: 'Add closure',
    noClosures: 'No closures.',
    capTitle: 'Most orders per slot',
    capHelp: 'Sets the same limit on every window of an order type (a window for takeaway and delivery has one limit for both).',
    capType: 'Order type',
    capValue: 'Orders per slot',
    capApply: 'Apply',
    invalid: 'Check the highlighted fields.',
  },
};

export type VenueSettingsCopy = Copy;

export function useVenueSettingsCopy(): Copy {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? en : it;
}

/** '{{venue}}' placeholders. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
