// Builders of the shared entities for component and unit tests.
import type { AppSettings, Company, Customer, Language, SeatWeb } from '@tavola/domain/entities';
import type { AppState } from '../lib/app-context';

export function makeSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  const booking = 'http://localhost:3000/booking/';
  return {
    env: 'dev',
    webApiUrls: {
      backend: 'http://localhost:3000/api/',
      bookTableInfo: `${booking}GetInfo`,
      bookTableDatesAvailability: `${booking}ProssimiDisponibili`,
      bookTableTimesAvailability: `${booking}GetOrariDisponibiliCapacita`,
      bookTableAddReservation: `${booking}AddPrenotazione`,
      bookTableDesktopReservation: `${booking}ConfermaDesktop`,
      bookTableCheckReservationStatus: `${booking}GetStatoPrenotazione`,
      bookTableOffer: `${booking}GetOfferta`,
      bookTableReservation: `${booking}GetPrenotazione`,
      bookTableCancelReservation: `${booking}Disdetta`,
    },
    tableReservation: { whatsAppNumber: '', smsNumber: '', telegramBot: '' },
    app: { clientId: 'web' },
    demo: { seatWebId: null, companyUrlName: 'demo', menuWebId: null },
    ...overrides,
  };
}

export function makeSeatWeb(overrides: Partial<SeatWeb> = {}): SeatWeb {
  return {
    seatWebId: 1,
    name: 'Sede Centro',
    address: 'Via Roma 1',
    zipCode: '20100',
    city: 'Milano',
    province: 'MI',
    phone: '02 1234567',
    logo: null,
    googleMaps: null,
    enabled: true,
    tableReservationEnabled: false,
    digitalMenuEnabled: false,
    localOrderEnabled: false,
    takeawayEnabled: false,
    deliveryEnabled: false,
    takeawayMinimumOrder: 0,
    deliveryMinimumOrder: 0,
    deliveryCost: 0,
    freeDeliveryThreshold: 0,
    deliveryRadius: 0,
    latitude: null,
    longitude: null,
    satisPayTrialMode: false,
    digitalMenuTitle: null,
    digitalMenuSubtitle: null,
    localOrderTitle: null,
    localOrderSubtitle: null,
    takeawayTitle: null,
    takeawaySubtitle: null,
    deliveryTitle: null,
    deliverySubtitle: null,
    localOrderAcceptedPayments: 'All',
    takeawayAcceptedPayments: 'All',
    deliveryAcceptedPayments: 'All',
    enableImmediatePaymentLocalOrder: false,
    enableImmediatePaymentTakeaway: false,
    enableImmediatePaymentDelivery: false,
    allowCODLocalOrder: true,
    allowCODTakeaway: true,
    allowCODDelivery: true,
    tableOrdersConfirmedByStaff: false,
    tableReservationId: null,
    openingDays: [],
    ...overrides,
  };
}

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    companyId: 1,
    urlName: 'demo',
    tradeName: 'Trattoria Demo',
    businessName: null,
    description: null,
    information: null,
    logo: '/images/logo-demo.svg',
    homePageImage: null,
    homePageBanner: '/images/banner-demo.svg',
    slogan: null,
    introduction: null,
    privacyPolicy: null,
    serviceTerms: null,
    vatNumber: null,
    registeredOffice: null,
    whatsAppNumber: null,
    smsNumber: null,
    telegramBot: null,
    brandColour: null,
    brandBackgroundColour: null,
    endOfService: null,
    companyType: 0,
    obsolete: false,
    seatWebs: [],
    tableReservation: [],
    digitalMenu: [],
    local: [],
    takeAway: [],
    delivery: [],
    isCompanyEndOfService: false,
    daysPastEndOfService: 0,
    ...overrides,
  };
}

export const italian: Language = { languageId: 1, languageCode: 'it', descriptionInLanguage: 'Italiano' };

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    customerId: 7,
    firstName: 'Giulia',
    lastName: 'Rossi',
    email: 'giulia@example.com',
    confirmed: true,
    isAnonymous: false,
    hasAccount: true,
    birthDate: null,
    gender: null,
    language: 'it',
    telephoneNumber1: null,
    telephoneNumber2: null,
    province: null,
    addresses: [],
    ...overrides,
  };
}

/** A fetch Response with a JSON body. */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function makeAppState(overrides: Partial<AppState> = {}): AppState {
  return {
    settings: makeSettings(),
    company: makeCompany(),
    seatWeb: null,
    canChangeSeatWeb: true,
    customer: null,
    language: italian,
    orderType: null,
    ...overrides,
  };
}
