// Demo data (issue #2 item 4): three companies that exercise every journey of the two spec
// documents on a fresh clone, with no network. Italian copy, realistic prices.
//
// Fixed ids, so settings, tests and e2e journeys can name them:
//   companies   1 'demo' (Trattoria Da Tavola), 2 'menu-digitale' (Bar Aperitivo), 3 'chiuso'
//   seat webs   1 Tavola Centro (all five order types), 2 Tavola Navigli (takeaway, delivery),
//               3 Tavola Isola (table booking, digital menu), 4 Bar Aperitivo Brera (digital
//               menu only), 5 Osteria Chiusa (company past end of service)
//   menus       1 'Menù alla carta' (digital menu + dine-in), 2 'Menù pranzo di lavoro'
//               (digital menu + dine-in), 3 'Asporto e consegna' (takeaway + delivery),
//               4 'Carta del bar' (company 2), 5 'Menù del giorno' (company 3)
//   time frames 1 Pranzo 11:30-15:00 and 2 Cena 18:30-23:30 (venue 1, every day),
//               3 Servizio continuato 00:00-23:59 (venue 2, every day: a slot at any hour)
//   languages   1 it, 2 en
// Extra fields: menu 3 holds free text/generic, options/generic, predefined/integer,
// predefined/money, free text/email; menu 1 predefined/integer, options/id resource,
// predefined/double, predefined/date; menu 2 free text/generic, predefined/email. Together
// every type (0, 1, 2) and every subtype (0-6) appears.
import { eq, sql } from 'drizzle-orm';
import { ExtraFieldSubtype, ExtraFieldType, MenuPublicationStatus } from '@tavola/domain/enums';
import type { Db, Tx } from './database';
import { seedBookingDemoData } from '../modules/booking/booking-seed';
import { seedStaffDemoData } from '../modules/staff-accounts/staff-seed';
import { seedDemoHistory } from './seed-history';
import { EU_ALLERGENS, addEnglishAllergenNames, type EuAllergenName } from '../modules/company-setup/eu-allergens';
import {
  allergens,
  companies,
  companyLanguages,
  features,
  groupVariationIngredients,
  groupVariations,
  ingredientAllergens,
  ingredients,
  languages,
  menuClassifiers,
  menuExtraFields,
  menuWebs,
  seatWebClosures,
  productAllergens,
  productFeatures,
  productIngredients,
  products,
  seatWebs,
  timeFrames,
  venueTables,
  type ExtraFieldValue,
} from './schema';

// Any fixed number: two seeds started together run one after the other.
const SEED_LOCK_KEY = 73_126_004;

export const DEMO_COMPANY_URL_NAME = 'demo';

/** Euros to integer cents, the unit of every money column. */
const euro = (amount: number) => Math.round(amount * 100);
const image = (file: string) => `/images/${file}`;

// ---------------------------------------------------------------------------------------------
// Shared catalogues

// The 14 allergens of Annex II, as every new company gets them (company-setup/eu-allergens.ts).
const ALLERGENS = EU_ALLERGENS.map((a) => a.it);
type AllergenName = EuAllergenName;

const FEATURES = [
  { name: 'Vegetariano', imageWebUrl: image('feature-vegetariano.svg') },
  { name: 'Vegano', imageWebUrl: image('feature-vegano.svg') },
  { name: 'Piccante', imageWebUrl: image('feature-piccante.svg') },
  { name: 'Senza glutine', imageWebUrl: image('feature-senza-glutine.svg') },
  { name: 'Novità', imageWebUrl: image('feature-novita.svg') },
] as const;
type FeatureName = (typeof FEATURES)[number]['name'];

const LANGUAGES = [
  { languageId: 1, languageCode: 'it', descriptionInLanguage: 'Italiano' },
  { languageId: 2, languageCode: 'en', descriptionInLanguage: 'English' },
];

// ---------------------------------------------------------------------------------------------
// Definition types

interface IngredientDef {
  description: string;
  price?: number;
  allergens?: AllergenName[];
  /** 1 = disabled. */
  properties?: number;
}

interface GroupDef {
  description: string;
  forceSelection: boolean;
  /** [ingredient key, priority]; priority 0 is the "none" option. */
  options: Array<[string, number]>;
}

interface ProductDef {
  description: string;
  price: number;
  extendedDescription?: string;
  image?: string;
  /** Ingredient keys in display order; a leading '-' marks an ingredient the customer may remove. */
  ingredients?: string[];
  /** Allergens beyond those of the ingredients (e.g. gluten of pasta and pizza dough). */
  allergens?: AllergenName[];
  features?: FeatureName[];
  /** Up to five variation groups, as groupVariation1..5. */
  groups?: string[];
  suggested?: boolean;
}

interface ExtraFieldDef {
  caption: string;
  type: ExtraFieldType;
  subtype: ExtraFieldSubtype;
  required?: boolean;
  maxLength?: number;
  values?: ExtraFieldValue[];
  rexValidate?: string;
}

interface MenuDef {
  menuWebId: number;
  seatWebId?: number;
  displayDescription: string;
  description: string;
  extendedDescription: string;
  publicationStatus: number;
  classifiers: Array<{
    name: string;
    description: string;
    image: string;
    useClassifierImage?: boolean;
    /** Product keys, or [key, price in euros] to price the same dish differently in this menu. */
    products: Array<string | [string, number]>;
  }>;
  extraFields?: ExtraFieldDef[];
}

interface SeatWebDef extends Omit<typeof seatWebs.$inferInsert, 'companyId'> {
  seatWebId: number;
  /** Dates without orders (issue #13); the weekly hours are the company's timeFrames. */
  closures?: Array<{ date: string; note?: string }>;
}

interface CompanyDef {
  company: typeof companies.$inferInsert & { companyId: number };
  seatWebs: SeatWebDef[];
  ingredients: Record<string, IngredientDef>;
  groups: Record<string, GroupDef>;
  products: Record<string, ProductDef>;
  menus: MenuDef[];
  timeFrames: Array<typeof timeFrames.$inferInsert & { timeFrameWebId: number }>;
}

const EVERY_DAY = 127;
const TUESDAY_TO_SUNDAY = 126;

/** OpenStreetMap embed: the venue map markup the info modal shows as given. */
function mapEmbed(name: string, latitude: number, longitude: number): string {
  const d = 0.004;
  const bbox = [longitude - d, latitude - d / 2, longitude + d, latitude + d / 2].map((n) => n.toFixed(4)).join('%2C');
  return (
    `<iframe title="Mappa di ${name}" width="100%" height="300" style="border:0" loading="lazy" ` +
    `src="https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&amp;layer=mapnik&amp;marker=${latitude}%2C${longitude}"></iframe>`
  );
}

// ---------------------------------------------------------------------------------------------
// Company 1: demo

const demoIngredients: Record<string, IngredientDef> = {
  pomodoro: { description: 'Pomodoro San Marzano', price: 0.5 },
  pomodorini: { description: 'Pomodorini datterini', price: 1 },
  mozzarella: { description: 'Mozzarella fior di latte', price: 1, allergens: ['Latte'] },
  bufala: { description: 'Mozzarella di bufala campana DOP', price: 2, allergens: ['Latte'] },
  burrata: { description: 'Burrata pugliese', price: 3, allergens: ['Latte'] },
  basilico: { description: 'Basilico fresco' },
  origano: { description: 'Origano' },
  aglio: { description: 'Aglio' },
  prezzemolo: { description: 'Prezzemolo' },
  rosmarino: { description: 'Rosmarino' },
  olio: { description: 'Olio extravergine di oliva' },
  peperoncino: { description: 'Peperoncino' },
  pepe: { description: 'Pepe nero' },
  acciughe: { description: 'Acciughe di Cetara', price: 1.5, allergens: ['Pesce'] },
  capperi: { description: 'Capperi', price: 0.5 },
  olive: { description: 'Olive taggiasche', price: 1 },
  cotto: { description: 'Prosciutto cotto', price: 1.5 },
  crudo: { description: 'Prosciutto crudo di Parma', price: 2.5 },
  salamePiccante: { description: 'Salame piccante', price: 1.5 },
  nduja: { description: "'Nduja di Spilinga", price: 1.5 },
  funghi: { description: 'Funghi champignon', price: 1 },
  porcini: { description: 'Funghi porcini', price: 3 },
  carciofi: { description: 'Carciofini', price: 1.5 },
  gorgonzola: { description: 'Gorgonzola DOP', price: 1.5, allergens: ['Latte'] },
  parmigiano: { description: 'Parmigiano Reggiano 24 mesi', price: 1, allergens: ['Latte'] },
  pecorino: { description: 'Pecorino romano DOP', price: 1, allergens: ['Latte'] },
  guanciale: { description: 'Guanciale croccante', price: 2 },
  uova: { description: 'Uova', price: 0.5, allergens: ['Uova'] },
  rucola: { description: 'Rucola', price: 0.5 },
  salsiccia: { description: 'Salsiccia', price: 2 },
  zucchine: { description: 'Zucchine grigliate', price: 1 },
  melanzane: { description: 'Melanzane', price: 1 },
  peperoni: { description: 'Peperoni', price: 1 },
  cipolla: { description: 'Cipolla di Tropea', price: 0.5 },
  tonno: { description: 'Tonno', price: 1.5, allergens: ['Pesce'] },
  // Shown but not selectable: out of season (properties = 1).
  tartufo: { description: 'Tartufo nero (non disponibile)', price: 4, properties: 1 },
  vongole: { description: 'Vongole veraci', allergens: ['Molluschi'] },
  calamari: { description: 'Calamari', allergens: ['Molluschi'] },
  gamberi: { description: 'Gamberi', price: 3, allergens: ['Crostacei'] },
  brodo: { description: 'Brodo vegetale', allergens: ['Sedano'] },
  ragu: { description: 'Ragù di manzo', allergens: ['Sedano'] },
  besciamella: { description: 'Besciamella', allergens: ['Latte', 'Glutine'] },
  pesto: { description: 'Pesto genovese', allergens: ['Frutta a guscio', 'Latte'] },
  patate: { description: 'Patate' },
  insalata: { description: 'Insalata gentile' },
  spinaci: { description: 'Spinaci' },
  limone: { description: 'Limone' },
  ghiaccio: { description: 'Ghiaccio' },
  maionese: { description: 'Maionese della casa', price: 0.5, allergens: ['Uova', 'Senape'] },
  ketchup: { description: 'Ketchup', price: 0.5 },
  salsaBbq: { description: 'Salsa barbecue', price: 0.5, allergens: ['Senape', 'Soia'] },
  senzaSalsa: { description: 'Senza salsa' },
  sesamo: { description: 'Pane al sesamo', allergens: ['Glutine', 'Sesamo'] },
  cheddar: { description: 'Cheddar', price: 1, allergens: ['Latte'] },
  bacon: { description: 'Bacon croccante', price: 1.5 },
  mascarpone: { description: 'Mascarpone', allergens: ['Latte'] },
  savoiardi: { description: 'Savoiardi', allergens: ['Glutine', 'Uova'] },
  caffe: { description: 'Caffè' },
  cacao: { description: 'Cacao amaro' },
  panna: { description: 'Panna', allergens: ['Latte'] },
  fruttiDiBosco: { description: 'Frutti di bosco' },
  ricotta: { description: 'Ricotta di pecora', allergens: ['Latte'] },
  pistacchio: { description: 'Granella di pistacchio', allergens: ['Frutta a guscio'] },
  mandorle: { description: 'Mandorle', allergens: ['Frutta a guscio'] },
  zafferano: { description: 'Zafferano' },
  pollo: { description: 'Petto di pollo' },
  lupini: { description: 'Lupini', allergens: ['Lupini'] },
  // Options of the forced groups.
  alSangue: { description: 'Al sangue' },
  mediaCottura: { description: 'Cottura media' },
  benCotta: { description: 'Ben cotta' },
  impastoClassico: { description: 'Impasto classico', allergens: ['Glutine'] },
  impastoIntegrale: { description: 'Impasto integrale', price: 1, allergens: ['Glutine'] },
  impastoKamut: { description: 'Impasto al kamut', price: 1.5, allergens: ['Glutine'] },
  impastoSenzaGlutine: { description: 'Impasto senza glutine', price: 2.5 },
};

const demoGroups: Record<string, GroupDef> = {
  cottura: {
    description: 'Cottura',
    forceSelection: true,
    options: [
      ['alSangue', 1],
      ['mediaCottura', 2],
      ['benCotta', 3],
    ],
  },
  impasto: {
    description: 'Impasto',
    forceSelection: true,
    options: [
      ['impastoClassico', 1],
      ['impastoIntegrale', 2],
      ['impastoKamut', 3],
      ['impastoSenzaGlutine', 4],
    ],
  },
  // Forced, with a priority-0 option that clears the choice (spec 000 §4).
  salsa: {
    description: 'Salsa',
    forceSelection: true,
    options: [
      ['maionese', 1],
      ['ketchup', 2],
      ['salsaBbq', 3],
      ['senzaSalsa', 0],
    ],
  },
  aggiuntePizza: {
    description: 'Aggiunte',
    forceSelection: false,
    options: [
      ['bufala', 1],
      ['burrata', 2],
      ['crudo', 3],
      ['funghi', 4],
      ['salamePiccante', 5],
      ['nduja', 6],
      ['olive', 7],
      ['acciughe', 8],
      ['rucola', 9],
      ['tartufo', 10],
    ],
  },
  aggiuntePasta: {
    description: 'Aggiunte',
    forceSelection: false,
    options: [
      ['parmigiano', 1],
      ['pecorino', 2],
      ['peperoncino', 3],
      ['guanciale', 4],
    ],
  },
  aggiunteHamburger: {
    description: 'Aggiunte',
    forceSelection: false,
    options: [
      ['bacon', 1],
      ['cheddar', 2],
      ['cipolla', 3],
      ['uova', 4],
    ],
  },
  ghiaccioLimone: {
    description: 'Ghiaccio e limone',
    forceSelection: false,
    options: [
      ['ghiaccio', 1],
      ['limone', 2],
    ],
  },
};

const pizza = (def: Omit<ProductDef, 'image' | 'groups'>): ProductDef => ({
  ...def,
  image: 'product-pizza.svg',
  allergens: ['Glutine', ...(def.allergens ?? [])],
  groups: ['impasto', 'aggiuntePizza'],
  extendedDescription: def.extendedDescription ?? 'Impasto a lunga lievitazione (48 ore), cotta nel forno a legna.',
});

const demoProducts: Record<string, ProductDef> = {
  // Antipasti
  bruschette: {
    description: 'Bruschette al pomodoro',
    price: 6,
    extendedDescription: 'Pane casereccio tostato, pomodorini datterini, basilico, aglio e olio extravergine.',
    image: 'product-antipasto.svg',
    ingredients: ['-pomodorini', '-aglio', '-basilico', 'olio'],
    allergens: ['Glutine'],
    features: ['Vegetariano', 'Vegano'],
  },
  tagliere: {
    description: 'Tagliere di salumi e formaggi',
    price: 14,
    extendedDescription:
      'Prosciutto crudo di Parma, salame piccante, gorgonzola e Parmigiano Reggiano 24 mesi, con miele e confetture.',
    image: 'product-antipasto.svg',
    ingredients: ['crudo', 'salamePiccante', '-gorgonzola', 'parmigiano'],
  },
  burrataPomodorini: {
    description: 'Burrata con pomodorini',
    price: 9.5,
    extendedDescription: 'Burrata pugliese, pomodorini datterini, basilico e olio extravergine.',
    image: 'product-antipasto.svg',
    ingredients: ['burrata', '-pomodorini', '-basilico', 'olio'],
    features: ['Vegetariano', 'Senza glutine'],
  },
  frittura: {
    description: 'Frittura di calamari',
    price: 12,
    extendedDescription: 'Calamari in pastella leggera, con limone e maionese della casa.',
    image: 'product-pesce.svg',
    ingredients: ['calamari', '-limone', '-maionese'],
    allergens: ['Glutine'],
  },
  vitelloTonnato: {
    description: 'Vitello tonnato',
    price: 11,
    extendedDescription: 'Girello di vitello cotto rosa, salsa tonnata con capperi e acciughe.',
    image: 'product-carne.svg',
    ingredients: ['tonno', '-capperi', 'acciughe', 'uova'],
    features: ['Senza glutine'],
  },
  parmigiana: {
    description: 'Parmigiana di melanzane',
    price: 9,
    extendedDescription:
      'Melanzane fritte, passata di pomodoro, fior di latte, Parmigiano e basilico, gratinata al forno.',
    image: 'product-antipasto.svg',
    ingredients: ['melanzane', 'pomodoro', 'mozzarella', 'parmigiano', '-basilico'],
    features: ['Vegetariano'],
  },
  caprese: {
    description: 'Caprese di bufala',
    price: 10,
    extendedDescription: 'Mozzarella di bufala campana DOP, pomodoro cuore di bue, basilico e origano.',
    image: 'product-antipasto.svg',
    ingredients: ['bufala', '-pomodoro', '-basilico', '-origano', 'olio'],
    features: ['Vegetariano', 'Senza glutine'],
  },
  // Primi
  carbonara: {
    description: 'Spaghetti alla carbonara',
    price: 12,
    extendedDescription:
      "Guanciale croccante, tuorlo d'uovo, pecorino romano e pepe nero: la ricetta romana, senza panna.",
    image: 'product-pasta.svg',
    ingredients: ['guanciale', 'uova', '-pecorino', '-pepe'],
    allergens: ['Glutine'],
    groups: ['aggiuntePasta'],
    suggested: true,
  },
  amatriciana: {
    description: "Bucatini all'amatriciana",
    price: 11.5,
    extendedDescription: 'Guanciale, pomodoro San Marzano, pecorino romano e un pizzico di peperoncino.',
    image: 'product-pasta.svg',
    ingredients: ['guanciale', 'pomodoro', '-pecorino', '-peperoncino'],
    allergens: ['Glutine'],
    groups: ['aggiuntePasta'],
  },
  cacioEPepe: {
    description: 'Tonnarelli cacio e pepe',
    price: 11,
    extendedDescription: 'Tonnarelli freschi, crema di pecorino romano e pepe nero tostato.',
    image: 'product-pasta.svg',
    ingredients: ['pecorino', '-pepe'],
    allergens: ['Glutine', 'Uova'],
    features: ['Vegetariano'],
    groups: ['aggiuntePasta'],
  },
  risottoPorcini: {
    description: 'Risotto ai funghi porcini',
    price: 14,
    extendedDescription: 'Riso Carnaroli mantecato al Parmigiano, funghi porcini trifolati e prezzemolo.',
    image: 'product-pasta.svg',
    ingredients: ['porcini', 'brodo', '-parmigiano', '-prezzemolo'],
    features: ['Vegetariano', 'Senza glutine'],
  },
  spaghettiVongole: {
    description: 'Spaghetti alle vongole',
    price: 15,
    extendedDescription: 'Vongole veraci, aglio, olio extravergine, prezzemolo e un filo di peperoncino.',
    image: 'product-pesce.svg',
    ingredients: ['vongole', '-aglio', '-prezzemolo', '-peperoncino', 'olio'],
    allergens: ['Glutine'],
  },
  lasagne: {
    description: 'Lasagne alla bolognese',
    price: 12.5,
    extendedDescription: "Sfoglia all'uovo tirata a mano, ragù di manzo cotto sei ore, besciamella e Parmigiano.",
    image: 'product-pasta.svg',
    ingredients: ['ragu', 'besciamella', 'parmigiano'],
    allergens: ['Glutine', 'Uova'],
  },
  trofiePesto: {
    description: 'Trofie al pesto genovese',
    price: 11,
    extendedDescription: 'Pesto genovese al basilico DOP, pinoli, Parmigiano e pecorino, con patate.',
    image: 'product-pasta.svg',
    ingredients: ['pesto', '-patate'],
    allergens: ['Glutine'],
    features: ['Vegetariano'],
  },
  gnocchiSorrentina: {
    description: 'Gnocchi alla sorrentina',
    price: 10.5,
    extendedDescription: 'Gnocchi di patate, sugo di pomodoro, fior di latte filante e basilico.',
    image: 'product-pasta.svg',
    ingredients: ['pomodoro', '-mozzarella', '-basilico'],
    allergens: ['Glutine'],
    features: ['Vegetariano'],
  },
  // Secondi
  tagliata: {
    description: 'Tagliata di manzo, rucola e grana',
    price: 19,
    extendedDescription: 'Controfiletto di manzo alla griglia, rucola, scaglie di Parmigiano e olio extravergine.',
    image: 'product-carne.svg',
    ingredients: ['-rucola', '-parmigiano', 'olio'],
    features: ['Senza glutine'],
    groups: ['cottura'],
    suggested: true,
  },
  fiorentina: {
    description: 'Bistecca alla fiorentina (1 kg circa)',
    price: 55,
    extendedDescription: 'Frollata 30 giorni, cotta alla brace, con rosmarino e sale grosso. Per due persone.',
    image: 'product-carne.svg',
    ingredients: ['-rosmarino', 'olio'],
    features: ['Senza glutine'],
    groups: ['cottura'],
  },
  cotoletta: {
    description: 'Cotoletta alla milanese',
    price: 18,
    extendedDescription:
      "Costoletta di vitello con l'osso, impanata e fritta nel burro chiarificato, con patate al forno.",
    image: 'product-carne.svg',
    ingredients: ['uova', '-patate', '-limone'],
    allergens: ['Glutine', 'Latte'],
  },
  ossobuco: {
    description: 'Ossobuco con risotto allo zafferano',
    price: 22,
    extendedDescription: 'Ossobuco di vitello in gremolada, servito con risotto alla milanese.',
    image: 'product-carne.svg',
    ingredients: ['brodo', 'zafferano', 'parmigiano'],
  },
  salmone: {
    description: 'Salmone alla griglia',
    price: 17,
    extendedDescription: 'Trancio di salmone norvegese alla griglia, zucchine e limone.',
    image: 'product-pesce.svg',
    ingredients: ['-zucchine', '-limone', 'olio'],
    allergens: ['Pesce'],
    features: ['Senza glutine'],
  },
  polpette: {
    description: 'Polpette al sugo',
    price: 12,
    extendedDescription: 'Polpette di manzo e maiale al sugo di pomodoro, come le faceva la nonna.',
    image: 'product-carne.svg',
    ingredients: ['pomodoro', 'uova', 'parmigiano', '-basilico'],
    allergens: ['Glutine'],
  },
  hamburger: {
    description: 'Hamburger della casa',
    price: 15,
    extendedDescription: 'Manzo 200 g, pane al sesamo, insalata, pomodoro e cheddar, con patatine fritte.',
    image: 'product-carne.svg',
    ingredients: ['sesamo', '-cheddar', '-pomodoro', '-insalata', 'patate'],
    features: ['Novità'],
    groups: ['cottura', 'salsa', 'aggiunteHamburger'],
  },
  // Pizze
  margherita: pizza({
    description: 'Margherita',
    price: 7,
    ingredients: ['-pomodoro', '-mozzarella', '-basilico', 'olio'],
    features: ['Vegetariano'],
    suggested: true,
  }),
  marinara: pizza({
    description: 'Marinara',
    price: 6,
    ingredients: ['-pomodoro', '-aglio', '-origano', 'olio'],
    features: ['Vegetariano', 'Vegano'],
  }),
  diavola: pizza({
    description: 'Diavola',
    price: 8.5,
    ingredients: ['pomodoro', '-mozzarella', 'salamePiccante'],
    features: ['Piccante'],
  }),
  quattroFormaggi: pizza({
    description: 'Quattro formaggi',
    price: 9.5,
    extendedDescription: 'Pizza bianca con fior di latte, gorgonzola, Parmigiano e pecorino.',
    ingredients: ['mozzarella', '-gorgonzola', '-parmigiano', '-pecorino'],
    features: ['Vegetariano'],
  }),
  capricciosa: pizza({
    description: 'Capricciosa',
    price: 10,
    ingredients: ['pomodoro', '-mozzarella', '-cotto', '-funghi', '-carciofi', '-olive'],
  }),
  prosciuttoFunghi: pizza({
    description: 'Prosciutto e funghi',
    price: 9,
    ingredients: ['pomodoro', '-mozzarella', '-cotto', '-funghi'],
  }),
  bufalina: pizza({
    description: 'Bufalina',
    price: 10.5,
    ingredients: ['pomodoro', 'bufala', '-basilico', 'olio'],
    features: ['Vegetariano'],
  }),
  napoli: pizza({
    description: 'Napoli',
    price: 8,
    ingredients: ['pomodoro', '-mozzarella', 'acciughe', '-capperi', '-origano'],
  }),
  ortolana: pizza({
    description: 'Ortolana',
    price: 9,
    ingredients: ['pomodoro', '-mozzarella', '-zucchine', '-melanzane', '-peperoni'],
    features: ['Vegetariano'],
  }),
  crudoRucola: pizza({
    description: 'Crudo e rucola',
    price: 11,
    ingredients: ['pomodoro', '-mozzarella', 'crudo', '-rucola', '-parmigiano'],
  }),
  tonnoCipolla: pizza({
    description: 'Tonno e cipolla',
    price: 9,
    ingredients: ['pomodoro', '-mozzarella', 'tonno', '-cipolla'],
  }),
  ndujaBurrata: pizza({
    description: "'Nduja e burrata",
    price: 12,
    extendedDescription: "Pomodoro, 'nduja di Spilinga e burrata pugliese aggiunta a crudo.",
    ingredients: ['pomodoro', 'nduja', 'burrata', '-basilico'],
    features: ['Piccante', 'Novità'],
  }),
  // Contorni
  patateForno: {
    description: 'Patate al forno',
    price: 5,
    extendedDescription: 'Patate al forno con rosmarino e aglio in camicia.',
    image: 'product-contorno.svg',
    ingredients: ['patate', '-rosmarino', 'olio'],
    features: ['Vegetariano', 'Vegano', 'Senza glutine'],
  },
  patatine: {
    description: 'Patatine fritte',
    price: 4.5,
    extendedDescription: 'Patate tagliate a mano e fritte in olio di semi di girasole.',
    image: 'product-contorno.svg',
    ingredients: ['patate'],
    features: ['Vegetariano', 'Vegano'],
    groups: ['salsa'],
    suggested: true,
  },
  insalataMista: {
    description: 'Insalata mista',
    price: 4.5,
    extendedDescription: 'Insalata gentile, pomodorini e lupini, con olio e aceto a parte.',
    image: 'product-contorno.svg',
    ingredients: ['-insalata', '-pomodorini', '-lupini'],
    features: ['Vegetariano', 'Vegano', 'Senza glutine'],
  },
  verdureGrigliate: {
    description: 'Verdure grigliate',
    price: 6,
    extendedDescription: 'Zucchine, melanzane e peperoni alla griglia con olio extravergine.',
    image: 'product-contorno.svg',
    ingredients: ['-zucchine', '-melanzane', '-peperoni', 'olio'],
    features: ['Vegetariano', 'Vegano', 'Senza glutine'],
  },
  spinaci: {
    description: 'Spinaci saltati',
    price: 5,
    extendedDescription: 'Spinaci freschi saltati in padella con aglio e olio.',
    image: 'product-contorno.svg',
    ingredients: ['spinaci', '-aglio', 'olio'],
    features: ['Vegetariano', 'Vegano', 'Senza glutine'],
  },
  // Dolci
  tiramisu: {
    description: 'Tiramisù',
    price: 6,
    extendedDescription: 'Savoiardi inzuppati nel caffè, crema al mascarpone e cacao amaro.',
    image: 'product-dolce.svg',
    ingredients: ['savoiardi', 'mascarpone', 'uova', 'caffe', '-cacao'],
    features: ['Vegetariano'],
    suggested: true,
  },
  pannaCotta: {
    description: 'Panna cotta ai frutti di bosco',
    price: 5.5,
    extendedDescription: 'Panna cotta alla vaniglia con coulis di frutti di bosco.',
    image: 'product-dolce.svg',
    ingredients: ['panna', '-fruttiDiBosco'],
    features: ['Vegetariano', 'Senza glutine'],
  },
  cannolo: {
    description: 'Cannolo siciliano',
    price: 5,
    extendedDescription: 'Cialda croccante riempita al momento con ricotta di pecora e granella di pistacchio.',
    image: 'product-dolce.svg',
    ingredients: ['ricotta', '-pistacchio'],
    allergens: ['Glutine'],
    features: ['Vegetariano'],
  },
  tortaCaprese: {
    description: 'Torta caprese',
    price: 6,
    extendedDescription: 'Torta al cioccolato fondente e mandorle, senza farina.',
    image: 'product-dolce.svg',
    ingredients: ['mandorle', 'cacao', 'uova'],
    features: ['Vegetariano', 'Senza glutine'],
  },
  sorbetto: {
    description: 'Sorbetto al limone',
    price: 4.5,
    extendedDescription: 'Sorbetto artigianale ai limoni di Amalfi.',
    image: 'product-dolce.svg',
    ingredients: ['limone'],
    features: ['Vegetariano', 'Vegano', 'Senza glutine'],
  },
  // Bevande
  acquaNaturale: { description: 'Acqua naturale 75 cl', price: 2.5, image: 'product-bevanda.svg' },
  acquaFrizzante: { description: 'Acqua frizzante 75 cl', price: 2.5, image: 'product-bevanda.svg' },
  cola: {
    description: 'Coca-Cola 33 cl',
    price: 3.5,
    image: 'product-bevanda.svg',
    groups: ['ghiaccioLimone'],
  },
  birra: {
    description: 'Birra artigianale 50 cl',
    price: 6.5,
    extendedDescription: 'Bionda non filtrata di un birrificio lombardo.',
    image: 'product-bevanda.svg',
    allergens: ['Glutine'],
  },
  vinoRosso: {
    description: 'Calice di vino rosso',
    price: 6,
    extendedDescription: "Barbera d'Alba DOC.",
    image: 'product-bevanda.svg',
    allergens: ['Anidride solforosa e solfiti'],
  },
  vinoBianco: {
    description: 'Calice di vino bianco',
    price: 6,
    extendedDescription: 'Lugana DOC.',
    image: 'product-bevanda.svg',
    allergens: ['Anidride solforosa e solfiti'],
  },
  caffeEspresso: { description: 'Caffè espresso', price: 1.5, image: 'product-bevanda.svg', ingredients: ['caffe'] },
  limoncello: {
    description: 'Limoncello della casa',
    price: 4,
    extendedDescription: 'Preparato da noi con limoni della costiera.',
    image: 'product-bevanda.svg',
  },
  // Pranzo di lavoro
  pennePomodoro: {
    description: 'Penne al pomodoro e basilico',
    price: 8,
    extendedDescription: 'Penne rigate, sugo di pomodoro fresco e basilico.',
    image: 'product-pasta.svg',
    ingredients: ['pomodoro', '-basilico', '-parmigiano'],
    allergens: ['Glutine'],
    features: ['Vegetariano'],
    groups: ['aggiuntePasta'],
  },
  risottoZafferano: {
    description: 'Risotto alla milanese',
    price: 9,
    extendedDescription: 'Riso Carnaroli allo zafferano mantecato al Parmigiano.',
    image: 'product-pasta.svg',
    ingredients: ['zafferano', 'brodo', '-parmigiano'],
    features: ['Vegetariano', 'Senza glutine'],
  },
  pollo: {
    description: 'Petto di pollo alla piastra con verdure',
    price: 10,
    extendedDescription: 'Petto di pollo alla piastra con verdure grigliate.',
    image: 'product-carne.svg',
    ingredients: ['pollo', '-zucchine', '-melanzane', 'olio'],
    features: ['Senza glutine'],
  },
  menuCompleto: {
    description: 'Menù completo',
    price: 14,
    extendedDescription: 'Un primo e un secondo del giorno, contorno, acqua e caffè.',
    image: 'product-pasta.svg',
    allergens: ['Glutine'],
  },
};

const demoExtraFieldsTakeaway: ExtraFieldDef[] = [
  {
    caption: 'Citofono, scala e piano, o indicazioni per il ritiro',
    type: ExtraFieldType.FreeText,
    subtype: ExtraFieldSubtype.Generic,
    maxLength: 100,
  },
  {
    caption: 'Vuoi posate e tovaglioli?',
    type: ExtraFieldType.Options,
    subtype: ExtraFieldSubtype.Generic,
    required: true,
    values: [
      { value: 'S', caption: 'Sì, grazie' },
      { value: 'N', caption: 'No, grazie: meno plastica' },
    ],
  },
  {
    caption: 'Per quante persone?',
    type: ExtraFieldType.Predefined,
    subtype: ExtraFieldSubtype.Integer,
    required: true,
    maxLength: 2,
    rexValidate: '^[0-9]{1,2}$',
  },
  {
    caption: 'Se paghi in contanti, con quale banconota? (€)',
    type: ExtraFieldType.Predefined,
    subtype: ExtraFieldSubtype.Money,
    maxLength: 7,
  },
  {
    caption: 'E-mail per la ricevuta, se diversa dalla tua',
    type: ExtraFieldType.FreeText,
    subtype: ExtraFieldSubtype.Email,
    maxLength: 255,
  },
];

const demoExtraFieldsCarta: ExtraFieldDef[] = [
  {
    caption: 'Numero del tavolo',
    type: ExtraFieldType.Predefined,
    subtype: ExtraFieldSubtype.Integer,
    required: true,
    maxLength: 3,
    rexValidate: '^[0-9]{1,3}$',
  },
  {
    caption: 'Sala',
    type: ExtraFieldType.Options,
    subtype: ExtraFieldSubtype.IdResource,
    values: [
      { value: '1', caption: 'Sala interna' },
      { value: '2', caption: 'Dehors' },
      { value: '3', caption: 'Saletta privata' },
    ],
  },
  {
    caption: 'Peso desiderato della fiorentina (kg)',
    type: ExtraFieldType.Predefined,
    subtype: ExtraFieldSubtype.Double,
    maxLength: 5,
  },
  {
    caption: 'Festeggi una ricorrenza? Indica la data',
    type: ExtraFieldType.Predefined,
    subtype: ExtraFieldSubtype.Date,
    maxLength: 10,
  },
];

const demoExtraFieldsPranzo: ExtraFieldDef[] = [
  {
    caption: 'Azienda (per il buono pasto)',
    type: ExtraFieldType.FreeText,
    subtype: ExtraFieldSubtype.Generic,
    maxLength: 60,
  },
  {
    caption: 'E-mail aziendale per la fattura',
    type: ExtraFieldType.Predefined,
    subtype: ExtraFieldSubtype.Email,
    maxLength: 255,
  },
];

const DINE_IN = MenuPublicationStatus.DigitalMenu | MenuPublicationStatus.LocalOrder;
const TAKEAWAY_DELIVERY = MenuPublicationStatus.TakeAwayMenu | MenuPublicationStatus.DeliveryMenu;
const ALL_STATUSES =
  MenuPublicationStatus.DigitalMenu |
  MenuPublicationStatus.DeliveryMenu |
  MenuPublicationStatus.TakeAwayMenu |
  MenuPublicationStatus.LocalOrder;

const classifier = {
  antipasti: { name: 'Antipasti', description: 'Per cominciare', image: 'classifier-antipasti.svg' },
  primi: { name: 'Primi', description: 'Pasta fresca e risotti', image: 'classifier-primi.svg' },
  secondi: { name: 'Secondi', description: 'Carne e pesce', image: 'classifier-secondi.svg' },
  pizze: {
    name: 'Pizze',
    description: 'Cotte nel forno a legna',
    image: 'classifier-pizze.svg',
    useClassifierImage: true,
  },
  contorni: { name: 'Contorni', description: 'Verdure di stagione', image: 'classifier-contorni.svg' },
  dolci: { name: 'Dolci', description: 'Fatti in casa ogni giorno', image: 'classifier-dolci.svg' },
  bevande: { name: 'Bevande', description: 'Acqua, bibite, birra e vino', image: 'classifier-bevande.svg' },
};

const centro = { latitude: 45.4613, longitude: 9.1851 };
const navigli = { latitude: 45.4514, longitude: 9.1733 };
const isola = { latitude: 45.4887, longitude: 9.1889 };

const demo: CompanyDef = {
  company: {
    companyId: 1,
    urlName: DEMO_COMPANY_URL_NAME,
    tradeName: 'Trattoria Da Tavola',
    businessName: 'Da Tavola S.r.l.',
    description:
      'Cucina italiana di tradizione e pizza a lunga lievitazione cotta nel forno a legna, in tre locali a Milano.',
    // The footer prints business name — P. IVA — registered office, then this line (issue #13).
    information: 'info@datavola.example',
    vatNumber: '01234567897',
    registeredOffice: 'Via Torino 21, 20123 Milano',
    logo: image('logo-demo.svg'),
    homePageImage: image('home-demo.svg'),
    homePageBanner: image('banner-demo.svg'),
    slogan: 'Sapori di casa, dal 1987',
    introduction:
      'Benvenuti! Ordina dal tavolo, prenota, ritira da asporto o ricevi a casa i piatti della nostra trattoria: pasta fresca, pizza e dolci fatti in casa.',
    privacyPolicy:
      'Da Tavola S.r.l. tratta i tuoi dati personali solo per gestire ordini e prenotazioni e per le comunicazioni che ci chiedi. Puoi chiedere in ogni momento di accedere ai tuoi dati, correggerli o cancellarli scrivendo a privacy@datavola.example.',
    serviceTerms:
      "Gli ordini sono confermati da Da Tavola S.r.l. quando ricevi la conferma. I prezzi comprendono l'IVA; la consegna ha il costo indicato nel carrello. Puoi annullare un ordine non ancora in preparazione telefonando al locale. Per reclami scrivi a info@datavola.example.",
    endOfService: null,
    allowedOrigins: [],
  },
  seatWebs: [
    {
      seatWebId: 1,
      name: 'Tavola Centro',
      address: 'Via Torino 21',
      zipCode: '20123',
      city: 'Milano',
      province: 'MI',
      phone: '+39 02 1234 5678',
      logo: image('logo-demo.svg'),
      googleMaps: mapEmbed('Tavola Centro', centro.latitude, centro.longitude),
      ...centro,
      enabled: true,
      tableReservationEnabled: true,
      digitalMenuEnabled: true,
      localOrderEnabled: true,
      takeawayEnabled: true,
      deliveryEnabled: true,
      takeawayMinimumOrderCents: 0,
      deliveryMinimumOrderCents: euro(15),
      deliveryCostCents: euro(2.5),
      freeDeliveryThresholdCents: euro(30),
      deliveryRadius: 5,
      localOrderAcceptedPayments: 'All',
      takeawayAcceptedPayments: 'All',
      deliveryAcceptedPayments: 'All',
      tableReservationId: 'demo-centro',
      tableReservationPassword: 'centro-prenota',
      sortOrder: 1,
      // The shared tab at the table (docs/table-tab.md): its tables' QR codes open the table's tab.
      tableTabEnabled: true,
    },
    {
      seatWebId: 2,
      name: 'Tavola Navigli',
      address: 'Alzaia Naviglio Grande 36',
      zipCode: '20144',
      city: 'Milano',
      province: 'MI',
      phone: '+39 02 2345 6789',
      logo: image('logo-demo.svg'),
      googleMaps: mapEmbed('Tavola Navigli', navigli.latitude, navigli.longitude),
      ...navigli,
      enabled: true,
      takeawayEnabled: true,
      deliveryEnabled: true,
      takeawayMinimumOrderCents: euro(15),
      deliveryMinimumOrderCents: euro(20),
      deliveryCostCents: euro(3.5),
      freeDeliveryThresholdCents: euro(35),
      deliveryRadius: 8,
      takeawayTitle: 'Asporto dai Navigli',
      takeawaySubtitle: 'Ordina online e ritira in 20 minuti, a qualsiasi ora',
      deliveryTitle: 'Consegna a domicilio',
      deliverySubtitle: 'Entro 8 km dai Navigli, gratis sopra i 35 €',
      localOrderAcceptedPayments: 'C,T',
      takeawayAcceptedPayments: 'C,T,P,S', // card provider, wallet and mobile payment provider (issue #9 journeys)
      deliveryAcceptedPayments: 'C,T',
      sortOrder: 2,
    },
    {
      seatWebId: 3,
      name: 'Tavola Isola',
      address: 'Via Pietro Borsieri 12',
      zipCode: '20159',
      city: 'Milano',
      province: 'MI',
      phone: '+39 02 3456 7890',
      logo: image('logo-demo.svg'),
      googleMaps: mapEmbed('Tavola Isola', isola.latitude, isola.longitude),
      ...isola,
      enabled: true,
      tableReservationEnabled: true,
      digitalMenuEnabled: true,
      digitalMenuTitle: 'Il menù in sala',
      digitalMenuSubtitle: 'Sfoglia i piatti del giorno dal tuo telefono',
      tableReservationId: 'demo-isola',
      tableReservationPassword: 'isola-prenota',
      sortOrder: 3,
      // Closed on Christmas Day: a closure, skipped by the weekly hours list.
      closures: [{ date: `${new Date().getFullYear()}-12-25`, note: 'Natale' }],
    },
  ],
  ingredients: demoIngredients,
  groups: demoGroups,
  products: demoProducts,
  menus: [
    {
      menuWebId: 1,
      displayDescription: 'Menù alla carta',
      description: 'Menù alla carta',
      extendedDescription: 'Tutti i nostri piatti: antipasti, primi, secondi, pizze, contorni e dolci.',
      publicationStatus: DINE_IN,
      classifiers: [
        {
          ...classifier.antipasti,
          products: [
            'bruschette',
            'tagliere',
            'burrataPomodorini',
            'frittura',
            'vitelloTonnato',
            'parmigiana',
            'caprese',
          ],
        },
        {
          ...classifier.primi,
          products: [
            'carbonara',
            'amatriciana',
            'cacioEPepe',
            'risottoPorcini',
            'spaghettiVongole',
            'lasagne',
            'trofiePesto',
            'gnocchiSorrentina',
          ],
        },
        {
          ...classifier.secondi,
          products: ['tagliata', 'fiorentina', 'cotoletta', 'ossobuco', 'salmone', 'polpette', 'hamburger'],
        },
        {
          ...classifier.pizze,
          products: [
            'margherita',
            'marinara',
            'diavola',
            'quattroFormaggi',
            'capricciosa',
            'prosciuttoFunghi',
            'bufalina',
            'napoli',
            'ortolana',
            'crudoRucola',
            'tonnoCipolla',
            'ndujaBurrata',
          ],
        },
        {
          ...classifier.contorni,
          products: ['patateForno', 'patatine', 'insalataMista', 'verdureGrigliate', 'spinaci'],
        },
        { ...classifier.dolci, products: ['tiramisu', 'pannaCotta', 'cannolo', 'tortaCaprese', 'sorbetto'] },
        {
          ...classifier.bevande,
          products: [
            'acquaNaturale',
            'acquaFrizzante',
            'cola',
            'birra',
            'vinoRosso',
            'vinoBianco',
            'caffeEspresso',
            'limoncello',
          ],
        },
      ],
      extraFields: demoExtraFieldsCarta,
    },
    {
      menuWebId: 2,
      displayDescription: 'Menù pranzo di lavoro',
      description: 'Pranzo di lavoro',
      extendedDescription: 'Dal lunedì al venerdì a pranzo: piatti del giorno veloci, a prezzo fisso.',
      publicationStatus: DINE_IN,
      classifiers: [
        {
          name: 'Menù completo',
          description: 'Primo, secondo, contorno, acqua e caffè',
          image: 'classifier-primi.svg',
          products: ['menuCompleto'],
        },
        {
          name: 'Primi del giorno',
          description: 'Pronti in 10 minuti',
          image: 'classifier-primi.svg',
          products: ['pennePomodoro', 'risottoZafferano', ['carbonara', 10]],
        },
        {
          name: 'Secondi del giorno',
          description: 'Con contorno',
          image: 'classifier-secondi.svg',
          products: ['pollo', ['cotoletta', 14], ['polpette', 10]],
        },
        {
          ...classifier.bevande,
          products: [
            ['acquaNaturale', 2],
            ['caffeEspresso', 1.2],
          ],
        },
      ],
      extraFields: demoExtraFieldsPranzo,
    },
    {
      menuWebId: 3,
      displayDescription: 'Asporto e consegna',
      description: 'Menù asporto e consegna',
      extendedDescription:
        'I piatti che viaggiano bene: pizze, primi, secondi e dolci, confezionati per arrivare caldi.',
      publicationStatus: TAKEAWAY_DELIVERY,
      classifiers: [
        {
          ...classifier.pizze,
          products: [
            'margherita',
            'marinara',
            'diavola',
            'quattroFormaggi',
            'capricciosa',
            'bufalina',
            'ortolana',
            'ndujaBurrata',
          ],
        },
        { ...classifier.primi, products: ['carbonara', 'amatriciana', 'lasagne', 'trofiePesto'] },
        { ...classifier.secondi, products: ['hamburger', 'cotoletta', 'polpette'] },
        { ...classifier.contorni, products: ['patatine', 'patateForno', 'insalataMista'] },
        { ...classifier.dolci, products: ['tiramisu', 'pannaCotta', 'cannolo'] },
        { ...classifier.bevande, products: ['acquaNaturale', 'cola', 'birra', 'vinoRosso'] },
      ],
      extraFields: demoExtraFieldsTakeaway,
    },
  ],
  timeFrames: [
    {
      timeFrameWebId: 1,
      seatWebId: 1,
      description: 'Pranzo',
      beginTime: '11:30',
      endTime: '15:00',
      daysOfWeek: EVERY_DAY,
      menuPublicationStatus: ALL_STATUSES,
      slotMinutes: 15,
      ordersPerSlot: 5,
    },
    {
      timeFrameWebId: 2,
      seatWebId: 1,
      description: 'Cena',
      beginTime: '18:30',
      endTime: '23:30',
      daysOfWeek: EVERY_DAY,
      menuPublicationStatus: ALL_STATUSES,
      slotMinutes: 15,
      ordersPerSlot: 5,
    },
    {
      timeFrameWebId: 3,
      seatWebId: 2,
      description: 'Servizio continuato',
      beginTime: '00:00',
      endTime: '23:59',
      daysOfWeek: EVERY_DAY,
      menuPublicationStatus: TAKEAWAY_DELIVERY,
      menuWebId: 3,
      slotMinutes: 15,
      ordersPerSlot: 10,
    },
    // Tavola Isola serves only the digital menu: its windows give the info modal's hours.
    {
      timeFrameWebId: 4,
      seatWebId: 3,
      description: 'Pranzo',
      beginTime: '12:00',
      endTime: '15:00',
      daysOfWeek: TUESDAY_TO_SUNDAY,
      menuPublicationStatus: MenuPublicationStatus.DigitalMenu,
    },
    {
      timeFrameWebId: 5,
      seatWebId: 3,
      description: 'Cena',
      beginTime: '19:00',
      endTime: '23:00',
      daysOfWeek: TUESDAY_TO_SUNDAY,
      menuPublicationStatus: MenuPublicationStatus.DigitalMenu,
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Company 2: menu-digitale (only the digital menu)

const brera = { latitude: 45.4719, longitude: 9.1879 };

const menuDigitale: CompanyDef = {
  company: {
    companyId: 2,
    urlName: 'menu-digitale',
    tradeName: 'Bar Aperitivo',
    businessName: 'Bar Aperitivo S.n.c.',
    description: 'Cocktail, spritz e stuzzichini nel cuore di Brera.',
    information: null,
    vatNumber: '09876543217',
    registeredOffice: 'Via Fiori Chiari 8, 20121 Milano',
    logo: image('logo-bar.svg'),
    homePageImage: image('banner-bar.svg'),
    homePageBanner: image('banner-bar.svg'),
    slogan: "L'aperitivo come una volta",
    introduction: 'Sfoglia la nostra carta: ordina direttamente al cameriere.',
    privacyPolicy: 'Bar Aperitivo S.n.c. non raccoglie dati personali attraverso il menù digitale.',
    serviceTerms: 'Il menù digitale è informativo: prezzi e disponibilità possono cambiare; chiedi al personale.',
    endOfService: null,
    allowedOrigins: [],
  },
  seatWebs: [
    {
      seatWebId: 4,
      name: 'Bar Aperitivo Brera',
      address: 'Via Fiori Chiari 8',
      zipCode: '20121',
      city: 'Milano',
      province: 'MI',
      phone: '+39 02 4567 8901',
      logo: image('logo-bar.svg'),
      googleMaps: mapEmbed('Bar Aperitivo Brera', brera.latitude, brera.longitude),
      ...brera,
      enabled: true,
      digitalMenuEnabled: true,
      digitalMenuTitle: 'La carta del bar',
      digitalMenuSubtitle: 'Drink e stuzzichini',
    },
  ],
  ingredients: {},
  groups: {},
  products: {
    spritz: {
      description: 'Spritz Aperol',
      price: 7,
      extendedDescription: "Aperol, prosecco, soda e una fetta d'arancia.",
      image: 'product-cocktail.svg',
      allergens: ['Anidride solforosa e solfiti'],
      features: ['Vegano'],
    },
    negroni: {
      description: 'Negroni',
      price: 8,
      extendedDescription: 'Gin, bitter e vermouth rosso in parti uguali.',
      image: 'product-cocktail.svg',
      allergens: ['Anidride solforosa e solfiti'],
    },
    americano: {
      description: 'Americano',
      price: 7.5,
      extendedDescription: 'Bitter, vermouth rosso e soda.',
      image: 'product-cocktail.svg',
      allergens: ['Anidride solforosa e solfiti'],
    },
    hugo: {
      description: 'Hugo',
      price: 7,
      extendedDescription: 'Prosecco, sciroppo di sambuco, menta fresca e soda.',
      image: 'product-cocktail.svg',
      allergens: ['Anidride solforosa e solfiti'],
      features: ['Novità'],
    },
    analcolico: { description: 'Aperitivo analcolico', price: 4, image: 'product-bevanda.svg', features: ['Vegano'] },
    spremuta: {
      description: "Spremuta d'arancia",
      price: 4.5,
      image: 'product-bevanda.svg',
      features: ['Vegano', 'Senza glutine'],
    },
    tonica: { description: 'Acqua tonica', price: 3, image: 'product-bevanda.svg' },
    oliveAscolane: {
      description: 'Olive ascolane',
      price: 6,
      extendedDescription: 'Olive verdi ripiene di carne, impanate e fritte.',
      image: 'product-antipasto.svg',
      allergens: ['Glutine', 'Uova', 'Latte'],
    },
    taglierino: {
      description: 'Taglierino misto',
      price: 12,
      extendedDescription: 'Salumi e formaggi lombardi con focaccia.',
      image: 'product-antipasto.svg',
      allergens: ['Glutine', 'Latte'],
    },
    noccioline: {
      description: 'Patatine e arachidi',
      price: 3,
      image: 'product-antipasto.svg',
      allergens: ['Arachidi'],
      features: ['Piccante'],
    },
  },
  menus: [
    {
      menuWebId: 4,
      displayDescription: 'Carta del bar',
      description: 'Carta del bar',
      extendedDescription: 'Aperitivi, analcolici e stuzzichini.',
      publicationStatus: MenuPublicationStatus.DigitalMenu,
      classifiers: [
        {
          name: 'Aperitivi',
          description: 'I grandi classici',
          image: 'classifier-aperitivi.svg',
          products: ['spritz', 'negroni', 'americano', 'hugo'],
        },
        {
          name: 'Analcolici',
          description: 'Senza alcol',
          image: 'classifier-bevande.svg',
          products: ['analcolico', 'spremuta', 'tonica'],
        },
        {
          name: 'Stuzzichini',
          description: 'Da condividere',
          image: 'classifier-antipasti.svg',
          products: ['oliveAscolane', 'taglierino', 'noccioline'],
        },
      ],
    },
  ],
  timeFrames: [
    {
      timeFrameWebId: 6,
      seatWebId: 4,
      description: 'Aperitivo',
      beginTime: '17:00',
      endTime: '23:59',
      daysOfWeek: EVERY_DAY,
      menuPublicationStatus: MenuPublicationStatus.DigitalMenu,
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Company 3: chiuso (past end of service: start-error page type 1, with the venue phone)

const chiuso: CompanyDef = {
  company: {
    companyId: 3,
    urlName: 'chiuso',
    tradeName: 'Osteria Chiusa',
    businessName: 'Osteria Chiusa S.r.l.',
    description: 'Osteria milanese.',
    logo: image('logo-chiuso.svg'),
    slogan: 'Grazie a tutti i nostri clienti',
    introduction: 'Il servizio online di questo locale è terminato.',
    endOfService: '2025-01-31',
    allowedOrigins: [],
  },
  seatWebs: [
    {
      seatWebId: 5,
      name: 'Osteria Chiusa',
      address: 'Via Paolo Sarpi 40',
      zipCode: '20154',
      city: 'Milano',
      province: 'MI',
      phone: '+39 02 5678 9012',
      logo: image('logo-chiuso.svg'),
      latitude: 45.4802,
      longitude: 9.1762,
      enabled: true,
      digitalMenuEnabled: true,
      takeawayEnabled: true,
    },
  ],
  ingredients: {},
  groups: {},
  products: {
    risotto: {
      description: 'Risotto alla milanese',
      price: 12,
      image: 'product-pasta.svg',
      allergens: ['Latte', 'Sedano'],
    },
    cotoletta: {
      description: 'Cotoletta alla milanese',
      price: 18,
      image: 'product-carne.svg',
      allergens: ['Glutine', 'Uova', 'Latte'],
    },
  },
  menus: [
    {
      menuWebId: 5,
      displayDescription: 'Menù del giorno',
      description: 'Menù del giorno',
      extendedDescription: 'I piatti della tradizione milanese.',
      publicationStatus: MenuPublicationStatus.DigitalMenu | MenuPublicationStatus.TakeAwayMenu,
      classifiers: [
        {
          name: 'Piatti del giorno',
          description: 'Cucina milanese',
          image: 'classifier-secondi.svg',
          products: ['risotto', 'cotoletta'],
        },
      ],
    },
  ],
  timeFrames: [
    {
      timeFrameWebId: 7,
      seatWebId: 5,
      description: 'Cena',
      beginTime: '19:00',
      endTime: '23:00',
      daysOfWeek: TUESDAY_TO_SUNDAY,
      menuPublicationStatus: MenuPublicationStatus.DigitalMenu,
    },
  ],
};

const COMPANIES: CompanyDef[] = [demo, menuDigitale, chiuso];

// ---------------------------------------------------------------------------------------------
// Seeding

/** Tavola Centro's tables in use (their QR codes: Back office → Menù → Tavoli e codici QR). */
const DEMO_TABLES: Array<{ number: number; name: string | null }> = [
  { number: 10, name: null },
  { number: 11, name: null },
  { number: 12, name: 'Finestra' },
  { number: 13, name: null },
  { number: 14, name: 'Dehors' },
];

/**
 * Creates the demo data once. Idempotent: when the company 'demo' exists nothing is written.
 * Runs in one transaction, so a failure leaves no partial data. Expects the fixed ids above to
 * be free (a fresh database, or one holding only data this seed wrote).
 */
export async function seedDemoData(db: Db, options: { history?: boolean } = {}): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx
      .select({ companyId: companies.companyId })
      .from(companies)
      .where(eq(companies.urlName, DEMO_COMPANY_URL_NAME))
      .limit(1);
    if (existing.length > 0) await seedBookingDemoData(tx); // booking rows for databases seeded before #5
    if (existing.length > 0) await seedStaffDemoData(tx); // demo staff for databases seeded before #11
    if (existing.length > 0) return { created: false };

    await tx.insert(languages).values(LANGUAGES).onConflictDoNothing();
    const languageRows = await tx.select().from(languages);
    const languageIdByCode = new Map(languageRows.map((l) => [l.languageCode, l.languageId]));

    for (const def of COMPANIES) await seedCompany(tx, def, languageIdByCode);
    // Tavola Centro's tables, with the shared tab on (docs/table-tab.md).
    await tx.insert(venueTables).values(DEMO_TABLES.map((t) => ({ seatWebId: 1, ...t })));

    // Explicit ids leave the identity sequences behind: move them past the seeded rows.
    for (const [table, column] of [
      ['languages', 'language_id'],
      ['companies', 'company_id'],
      ['seat_webs', 'seat_web_id'],
      ['menu_webs', 'menu_web_id'],
      ['time_frames', 'time_frame_web_id'],
    ] as const) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest((select max(${column}) from ${table}), 1))`,
        ),
      );
    }
    await seedBookingDemoData(tx);
    await seedStaffDemoData(tx);
    if (options.history) await seedDemoHistory(tx, new Date()); // four past weeks of orders and bookings (the demo command only)
    return { created: true };
  });
}

async function seedCompany(tx: Tx, def: CompanyDef, languageIdByCode: Map<string, number>): Promise<void> {
  const { companyId } = def.company;
  await tx.insert(companies).values(def.company);

  await tx.insert(companyLanguages).values(
    ['it', 'en'].map((code, index) => ({
      companyId,
      languageId: required(languageIdByCode.get(code), `language ${code}`),
      isDefault: index === 0,
      sortOrder: index,
    })),
  );

  for (const { closures, ...seatWeb } of def.seatWebs) {
    await tx.insert(seatWebs).values({ ...seatWeb, companyId });
    if (closures?.length) {
      await tx
        .insert(seatWebClosures)
        .values(closures.map((c) => ({ seatWebId: seatWeb.seatWebId, closureDate: c.date, note: c.note ?? null })));
    }
  }

  const allergenRows = await tx
    .insert(allergens)
    .values(ALLERGENS.map((description, index) => ({ companyId, description, sortOrder: index })))
    .returning();
  const allergenId = new Map(allergenRows.map((a) => [a.description as AllergenName, a.allergenId]));
  await addEnglishAllergenNames(tx, companyId, allergenRows);

  const featureRows = await tx
    .insert(features)
    .values(FEATURES.map((feature, index) => ({ companyId, ...feature, sortOrder: index })))
    .returning();
  const featureId = new Map(featureRows.map((f) => [f.name as FeatureName, f.featureId]));

  const ingredientId = new Map<string, number>();
  const ingredientKeys = Object.keys(def.ingredients);
  if (ingredientKeys.length > 0) {
    const rows = await tx
      .insert(ingredients)
      .values(
        ingredientKeys.map((key) => {
          const ingredient = def.ingredients[key];
          return {
            companyId,
            description: ingredient.description,
            unitPriceCents: euro(ingredient.price ?? 0),
            properties: ingredient.properties ?? 0,
          };
        }),
      )
      .returning({ ingredientId: ingredients.ingredientId });
    ingredientKeys.forEach((key, index) => ingredientId.set(key, rows[index].ingredientId));
    const links = ingredientKeys.flatMap((key) =>
      (def.ingredients[key].allergens ?? []).map((name) => ({
        ingredientId: ingredientId.get(key)!,
        allergenId: required(allergenId.get(name), `allergen ${name}`),
      })),
    );
    if (links.length > 0) await tx.insert(ingredientAllergens).values(links);
  }
  const ingredientOf = (key: string) =>
    required(ingredientId.get(key), `ingredient '${key}' of company ${def.company.urlName}`);

  const groupId = new Map<string, number>();
  for (const [key, group] of Object.entries(def.groups)) {
    const [row] = await tx
      .insert(groupVariations)
      .values({ companyId, description: group.description, forceSelection: group.forceSelection })
      .returning({ groupVariationId: groupVariations.groupVariationId });
    groupId.set(key, row.groupVariationId);
    await tx.insert(groupVariationIngredients).values(
      group.options.map(([ingredientKey, priority], index) => ({
        groupVariationId: row.groupVariationId,
        ingredientId: ingredientOf(ingredientKey),
        priority,
        sortOrder: index,
      })),
    );
  }

  for (const menu of def.menus) {
    await tx.insert(menuWebs).values({
      menuWebId: menu.menuWebId,
      companyId,
      seatWebId: menu.seatWebId ?? null,
      displayDescription: menu.displayDescription,
      description: menu.description,
      extendedDescription: menu.extendedDescription,
      publicationStatus: menu.publicationStatus,
      sortOrder: menu.menuWebId,
    });

    for (const [classifierIndex, cls] of menu.classifiers.entries()) {
      const [classifierRow] = await tx
        .insert(menuClassifiers)
        .values({
          menuWebId: menu.menuWebId,
          name: cls.name,
          description: cls.description,
          imageWebUrl: image(cls.image),
          useClassifierImage: cls.useClassifierImage ?? false,
          sortOrder: classifierIndex,
        })
        .returning({ menuClassifierId: menuClassifiers.menuClassifierId });

      const entries = cls.products.map((entry) =>
        typeof entry === 'string' ? { key: entry, price: undefined } : { key: entry[0], price: entry[1] },
      );
      const productDefs = entries.map(({ key }) =>
        required(def.products[key], `product '${key}' of company ${def.company.urlName}`),
      );
      const productRows = await tx
        .insert(products)
        .values(
          productDefs.map((product, index) => {
            const groups = (product.groups ?? []).map((key) => required(groupId.get(key), `group '${key}'`));
            const productImage = product.image ? image(product.image) : null;
            return {
              menuClassifierId: classifierRow.menuClassifierId,
              description: product.description,
              extendedDescription: product.extendedDescription ?? null,
              unitPriceCents: euro(entries[index].price ?? product.price),
              imageWebUrl: productImage,
              imageSmallWebUrl: productImage,
              sortOrder: index,
              suggested: product.suggested ?? false,
              groupVariation1Id: groups[0] ?? null,
              groupVariation2Id: groups[1] ?? null,
              groupVariation3Id: groups[2] ?? null,
              groupVariation4Id: groups[3] ?? null,
              groupVariation5Id: groups[4] ?? null,
            };
          }),
        )
        .returning({ productWebId: products.productWebId });

      const ingredientLinks: Array<typeof productIngredients.$inferInsert> = [];
      const allergenLinks: Array<typeof productAllergens.$inferInsert> = [];
      const featureLinks: Array<typeof productFeatures.$inferInsert> = [];
      productDefs.forEach((product, index) => {
        const productWebId = productRows[index].productWebId;
        const productAllergenNames = new Set<AllergenName>(product.allergens ?? []);
        (product.ingredients ?? []).forEach((entry, sortOrder) => {
          const removable = entry.startsWith('-');
          const key = removable ? entry.slice(1) : entry;
          ingredientLinks.push({ productWebId, ingredientId: ingredientOf(key), removable, sortOrder });
          for (const name of def.ingredients[key].allergens ?? []) productAllergenNames.add(name);
        });
        for (const name of productAllergenNames) {
          allergenLinks.push({ productWebId, allergenId: required(allergenId.get(name), `allergen ${name}`) });
        }
        for (const name of product.features ?? []) {
          featureLinks.push({ productWebId, featureId: required(featureId.get(name), `feature ${name}`) });
        }
      });
      if (ingredientLinks.length > 0) await tx.insert(productIngredients).values(ingredientLinks);
      if (allergenLinks.length > 0) await tx.insert(productAllergens).values(allergenLinks);
      if (featureLinks.length > 0) await tx.insert(productFeatures).values(featureLinks);
    }

    if (menu.extraFields && menu.extraFields.length > 0) {
      if (menu.extraFields.length > 5) throw new Error(`Menu ${menu.menuWebId} has more than 5 extra fields`);
      await tx.insert(menuExtraFields).values(
        menu.extraFields.map((field, index) => ({
          menuWebId: menu.menuWebId,
          position: index + 1,
          required: field.required ?? false,
          caption: field.caption,
          type: field.type,
          subtype: field.subtype,
          maxLength: field.maxLength ?? null,
          values: field.values ?? [],
          rexValidate: field.rexValidate ?? null,
        })),
      );
    }
  }

  if (def.timeFrames.length > 0) await tx.insert(timeFrames).values(def.timeFrames);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo seed: unknown ${what}`);
  return value;
}
