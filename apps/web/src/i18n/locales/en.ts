import type { Translation } from './it';
import { en as accountEn } from '../../features/account/locales';
import { en as orderingEn } from '../../features/ordering/locales';
import { en as appShellEn } from '../../features/shell/locales';
import { en as bookingEn } from '../../features/booking/locales';
import { en as tabPaymentEn } from '../../features/table-tab/split-bill/locales';
import { en as pwaEn } from '../pwa-locales';
import { en as tableTabEn } from '../../features/table-tab/locales';

export const en: Translation = {
  account: accountEn,
  ordering: orderingEn,
  appShell: appShellEn,
  booking: bookingEn,
  tabPayment: tabPaymentEn,
  pwa: pwaEn,
  tableTab: tableTabEn,
  common: {
    loading: 'Loading...',
    continue: 'Continue',
    retry: 'Try again',
    mapOf: 'Map of {{name}}',
  },
  startup: {
    missingCompany: "No company given. Add the 'company' parameter to the address, for example ?company=company-name.",
    noCompanyData: 'There is no data for this company',
    notAuthenticated: 'Application not authenticated!',
    problemTitle: 'Something went wrong',
    unexpectedError: 'Sorry, an unexpected error occurred. Please try again.',
  },
  shell: {
    bannerAlt: 'Cover image of {{name}}',
    logoAlt: '{{name}} logo',
    backToHome: 'Back to home',
    greeting: 'Hi {{firstName}}',
    selectedVenue: 'Venue: {{name}}',
    language: 'Language',
  },
  home: {
    orderTypesTitle: 'What would you like to do?',
    venueLabel: 'Venue',
    venuePlaceholder: 'Choose a venue',
    venueMissing: 'Select a venue before continuing',
    venueChosen: 'You chose {{name}}.',
    noOrderTypes: 'No services are available at the moment.',
  },
  orderType: {
    PrenotaUnTavolo: { title: 'Book a table', subtitle: 'Reserve your table in a few steps' },
    DigitalMenu: { title: 'Digital menu', subtitle: 'Browse our digital menu' },
    AlTavolo: { title: 'Order at the table', subtitle: 'Order right from your table' },
    Asporto: { title: 'Takeaway', subtitle: 'Come by and pick up our dishes!' },
    Consegna: { title: 'Delivery', subtitle: "Sit back, we're on our way!" },
  },
  startError: {
    CompanyEndOfService: 'The service is not available at the moment',
    SeatWebNotEnabled: 'This venue is not enabled',
    phone: 'For information call us at',
    chooseAnotherVenue: 'Choose another venue',
  },
};
