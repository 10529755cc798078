// The menu back office's forms for allergens, features and categories, against a fake API: the
// product and ingredient forms choose allergens by name (English names in an English back
// office) and send their ids; with no features the product form says how to add them; the
// owner creates a feature with its English name; a category is renamed in Italian and English
// and deleted, and a category still holding dishes is refused with a message saying what to do.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminFeature, AdminIngredient, AdminMenuClassifier, AdminProduct } from '@tavola/domain/menu-admin';
import { AppProviders } from '../../app/providers';
import { i18n } from '../../i18n/i18n';
import { FeaturesSection } from './features-section';
import { ProductForm } from './product-form';
import { ProductsPage } from './products-page';
import { VariationsPage } from './variations-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ALLERGENS = [
  { allergenId: 1, description: 'Glutine' },
  { allergenId: 7, description: 'Latte' },
];
const classifier = (id: number, name: string): AdminMenuClassifier => ({
  menuClassifierId: id,
  menuWebId: 1,
  name,
  description: null,
  imageWebUrl: null,
  useClassifierImage: false,
  sortOrder: id,
  version: 3,
});
const margherita: AdminProduct = {
  productWebId: 50,
  menuClassifierId: 10,
  description: 'Margherita',
  extendedDescription: null,
  unitPrice: 8,
  imageWebUrl: null,
  imageSmallWebUrl: null,
  enabled: true,
  suggested: false,
  soldOut: false,
  sortOrder: 0,
  version: 0,
  allergenIds: [],
  featureIds: [],
  ingredients: [],
  groupVariationIds: [],
};

let features: AdminFeature[];
let ingredients: AdminIngredient[];
let classifiers: AdminMenuClassifier[];
let englishTranslations: Array<{
  entityType: string;
  entityId: number;
  languageId: number;
  field: string;
  value: string;
}>;
let deleteAnswer: () => Response;
let sent: Array<{ method: string; url: string; body: unknown }>;

beforeEach(() => {
  features = [];
  ingredients = [];
  classifiers = [classifier(10, 'Pizze'), classifier(11, 'Fritti')];
  englishTranslations = [
    { entityType: 'allergen', entityId: 1, languageId: 2, field: 'description', value: 'Gluten' },
    { entityType: 'allergen', entityId: 7, languageId: 2, field: 'description', value: 'Milk' },
  ];
  deleteAnswer = () => json(true);
  sent = [];
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== 'GET') sent.push({ method, url, body });
      const path = url.replace('/api/staff/menu/', '');
      if (method === 'GET') {
        if (path === 'allergens') return json(ALLERGENS);
        if (path === 'features') return json(features);
        if (path === 'groupVariations') return json([]);
        if (path === 'ingredients') return json(ingredients);
        if (path === 'menus')
          return json([
            {
              menuWebId: 1,
              displayDescription: 'Menù alla carta',
              description: null,
              extendedDescription: null,
              seatWebId: null,
              publicationStatus: 1,
              enabled: true,
              sortOrder: 0,
              version: 0,
              timeFrameWebIds: [],
              extraFields: [],
            },
          ]);
        if (path === 'menus/1/classifiers') return json(classifiers);
        if (path === 'products?menuWebId=1') return json([margherita]);
        if (path === 'translations/languages')
          return json([{ languageId: 2, languageCode: 'en', description: 'English' }]);
        if (path === 'translations?languageId=2') return json({ translations: englishTranslations, extraFields: [] });
      }
      if (path === 'products' && method === 'POST') return json({ ...margherita, ...body, productWebId: 51 });
      if (path === 'ingredients' && method === 'POST')
        return json({ ...body, ingredientId: 90, soldOut: false, version: 0 });
      if (path === 'features' && method === 'POST') {
        const created = { featureId: 30, name: body.name, imageWebUrl: null };
        features = [...features, created];
        return json(created);
      }
      // Another feature already has the name the rename asks for.
      if (/^features\/\d+$/.test(path) && method === 'PUT') {
        return json(
          {
            code: 'ALREADY_EXISTS',
            message: 'Esiste già un elemento con questo nome.',
            fields: [{ path: 'name', message: 'Esiste già' }],
          },
          400,
        );
      }
      const classifierPut = /^classifiers\/(\d+)$/.exec(path);
      if (classifierPut && method === 'PUT') {
        const id = Number(classifierPut[1]);
        classifiers = classifiers.map((c) =>
          c.menuClassifierId === id ? { ...c, name: body.name, version: c.version + 1 } : c,
        );
        return json(classifiers.find((c) => c.menuClassifierId === id));
      }
      if (classifierPut && method === 'DELETE') return deleteAnswer();
      return json({ message: `unexpected ${method} ${url}` }, 500);
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('it');
});

const show = (node: ReactNode) =>
  render(
    <AppProviders>
      <MemoryRouter>{node}</MemoryRouter>
    </AppProviders>,
  );

describe('allergens in the product and ingredient forms', () => {
  it('the product form lists the allergens by name and saves the ticked ones; without features it says how to add them', async () => {
    const onSaved = vi.fn();
    show(
      <ProductForm
        product={null}
        classifiers={[classifier(10, 'Pizze')]}
        classifierId={10}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo prodotto' });
    const allergens = await within(dialog).findByRole('group', { name: 'Allergeni' });
    fireEvent.click(await within(allergens).findByLabelText('Latte'));
    const featuresGroup = within(dialog).getByRole('group', { name: 'Caratteristiche' });
    expect(await within(featuresGroup).findByText(/il titolare le aggiunge in «Varianti e ingredienti»/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Pizza bianca' } });
    fireEvent.change(within(dialog).getByLabelText('Prezzo (€)'), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/staff/menu/products',
        body: expect.objectContaining({ allergenIds: [7], featureIds: [] }),
      }),
    ]);
  });

  it('an English back office names the allergens in English', async () => {
    await i18n.changeLanguage('en');
    show(
      <ProductForm
        product={null}
        classifiers={[classifier(10, 'Pizze')]}
        classifierId={10}
        onClose={() => undefined}
        onSaved={() => undefined}
      />,
    );
    const allergens = await screen.findByRole('group', { name: 'Allergens' });
    expect(await within(allergens).findByLabelText('Milk')).toBeTruthy();
    expect(within(allergens).getByLabelText('Gluten')).toBeTruthy();
  });

  it("the ingredient form saves the ingredient's allergens", async () => {
    show(<VariationsPage venues={[]} isOwner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovo ingrediente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo ingrediente' });
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Burrata' } });
    fireEvent.click(await within(within(dialog).getByRole('group', { name: 'Allergeni' })).findByLabelText('Latte'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/staff/menu/ingredients',
      body: { description: 'Burrata', allergenIds: [7] },
    });
  });
});

describe('features', () => {
  it('the owner adds a feature with its English name; without any the list says how', async () => {
    show(<FeaturesSection isOwner />);
    expect(await screen.findByText('Nessuna caratteristica: aggiungine una con «Nuova caratteristica».')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nuova caratteristica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova caratteristica' });
    fireEvent.change(await within(dialog).findByLabelText('Nome (italiano)'), { target: { value: 'Km zero' } });
    fireEvent.change(within(dialog).getByLabelText(/Nome in English/), { target: { value: 'Locally sourced' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByTestId('feature-30')).toBeTruthy();
    // One request: the server saves the Italian and the English name together or neither.
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/staff/menu/features',
        body: { name: 'Km zero', nameTranslations: [{ languageId: 2, name: 'Locally sourced' }] },
      },
    ]);
  });

  it('a rename to a name another feature has is refused in the language of the screen; the dialog stays open', async () => {
    await i18n.changeLanguage('en');
    features = [
      { featureId: 3, name: 'Piccante', imageWebUrl: null },
      { featureId: 4, name: 'Vegano', imageWebUrl: null },
    ];
    show(<FeaturesSection isOwner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Piccante' }));
    const dialog = await screen.findByRole('dialog', { name: /Piccante/ });
    fireEvent.change(await within(dialog).findByLabelText('Name (Italian)'), { target: { value: 'Vegano' } });
    fireEvent.change(within(dialog).getByLabelText(/Name in English/), { target: { value: 'Vegan' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This name is already in use: choose another. Nothing was saved.',
    );
    expect(within(dialog).getByLabelText('Name (Italian)').className).toContain('is-invalid');
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/staff/menu/features/3',
        body: { name: 'Vegano', nameTranslations: [{ languageId: 2, name: 'Vegan' }] },
      },
    ]);
  });

  it('a manager reads the features but cannot change them', async () => {
    features = [{ featureId: 3, name: 'Piccante', imageWebUrl: null }];
    show(<FeaturesSection isOwner={false} />);
    expect(await screen.findByText('Piccante')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nuova caratteristica' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Elimina/ })).toBeNull();
  });
});

describe('categories', () => {
  it('renames a category in Italian and English, naming the version it read', async () => {
    show(<ProductsPage canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rinomina la categoria: Fritti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rinomina la categoria: Fritti' });
    const italian = await within(dialog).findByLabelText('Nome (italiano)');
    fireEvent.change(italian, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Compila il campo prima di continuare')).toBeTruthy();
    fireEvent.change(italian, { target: { value: 'Fritti e stuzzichini' } });
    fireEvent.change(within(dialog).getByLabelText(/Nome in English/), { target: { value: 'Fried starters' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await screen.findByRole('region', { name: 'Fritti e stuzzichini' })).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/staff/menu/classifiers/11',
        body: {
          menuWebId: 1,
          name: 'Fritti e stuzzichini',
          description: null,
          useClassifierImage: false,
          version: 3,
          nameTranslations: [{ languageId: 2, name: 'Fried starters' }],
        },
      },
    ]);
  });

  it('a category holding dishes is not deleted, and the message says what to do', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    show(<ProductsPage canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina la categoria: Pizze' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'La categoria «Pizze» contiene ancora dei prodotti: non viene eliminata. Spostali',
    );
    expect(confirm).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('an empty category is deleted after a confirmation; a refusal of the server is said in the language of the screen', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    show(<ProductsPage canEdit />);
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina la categoria: Fritti' }));
    expect(await screen.findByText('Categoria eliminata.')).toBeTruthy();
    expect(sent).toEqual([{ method: 'DELETE', url: '/api/staff/menu/classifiers/11', body: undefined }]);

    deleteAnswer = () => json({ code: 'CLASSIFIER_IN_OPEN_ORDER', message: 'Un prodotto tolto...' }, 400);
    fireEvent.click(screen.getByRole('button', { name: 'Elimina la categoria: Fritti' }));
    expect(await screen.findByText(/è ancora in un ordine non concluso: potrai eliminarla/)).toBeTruthy();
    expect(screen.queryByText('Categoria eliminata.')).toBeNull();
  });
});
