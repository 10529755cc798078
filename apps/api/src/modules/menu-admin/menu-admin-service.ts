// Back office, menus (spec 000 §3 entities): menus and their publication, classifiers,
// products, variation groups, ingredients, allergens, features, translations and venue tables.
// Input was validated by the domain's schemas at the route; this module checks what a schema
// cannot: that every id named is the company's, that the editor's role may touch it
// (menu-editor.ts), and that the version edited is the current one (409 otherwise). Each write
// runs in one transaction, so a refused edit changes nothing, and then reports the change in
// ONE place (menuChanged) so caches of the diners' menus are dropped.
import { badRequest, notFound, staleVersion } from '@tavola/domain/error-codes';
import type {
  AdminAllergen,
  AdminFeature,
  AdminGroupVariation,
  AdminIngredient,
  AdminMenuClassifier,
  AdminMenuWeb,
  AdminProduct,
  AdminSoldOutBoard,
  AdminTranslation,
  AdminVenueTable,
  FeatureInput,
  GroupVariationInput,
  IngredientInput,
  MenuClassifierInput,
  NameTranslations,
  MenuWebInput,
  ProductInput,
  TranslationInput,
  VenueTableInput,
} from '@tavola/domain/menu-admin';
import { MenuPublicationStatus } from '@tavola/domain/enums';
import { tableMenuLink } from '@tavola/domain/menu-admin';
import { toCents } from '@tavola/domain/money';
import { addEuAllergensIfNone } from '../company-setup/eu-allergens';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import * as repo from './menu-admin-repository';
import { assertMayEdit, assertMayToggleSoldOut, mayRead, type MenuEditor } from './menu-editor';

export interface MenuAdminContext {
  db: Db;
  now: () => Date;
  /** Told after every committed write; drops the diners' menu caches of the company. */
  menuChanged: (companyId: number) => void | Promise<void>;
}

export const STALE_VERSION_MESSAGE =
  'Qualcun altro ha modificato questo elemento mentre lo stavi modificando. Ricarica per vedere la versione attuale e ripeti la modifica.';

const stale = () => staleVersion('STALE_VERSION', STALE_VERSION_MESSAGE);
const missing = (what: string) => notFound(`${what.toUpperCase()}_NOT_FOUND`, 'Elemento del menù non trovato.');
const unknownReference = (path: string, message: string) =>
  badRequest('UNKNOWN_REFERENCE', message, [{ path, message }]);

/** Every write goes through here: one transaction, then the one cache invalidation. */
async function write<T>(ctx: MenuAdminContext, editor: MenuEditor, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(run);
  await invalidateMenuCaches(ctx, editor.companyId);
  return result;
}

/** The one place a menu change is reported (caches invalidated on every change). */
export async function invalidateMenuCaches(ctx: MenuAdminContext, companyId: number): Promise<void> {
  await ctx.menuChanged(companyId);
}

async function assertVenueOfCompany(db: DbOrTx, editor: MenuEditor, seatWebId: number | null, path = 'seatWebId') {
  if (seatWebId === null) return;
  const venues = await repo.listCompanySeatWebIds(db, editor.companyId);
  if (!venues.includes(seatWebId)) throw unknownReference(path, 'La sede indicata non esiste.');
}

/**
 * The name in other languages, in the transaction of the Italian name: a refused language
 * undoes the Italian change too. Only the company's languages but Italian are accepted.
 */
async function saveNameTranslations(
  db: DbOrTx,
  editor: MenuEditor,
  entityType: 'menuClassifier' | 'feature',
  entityId: number,
  names?: NameTranslations,
) {
  if (!names?.length) return;
  const languages = new Set((await repo.listTranslationLanguages(db, editor.companyId)).map((l) => l.languageId));
  for (const [index, { languageId, name }] of names.entries()) {
    if (!languages.has(languageId))
      throw unknownReference(
        `nameTranslations.${index}.languageId`,
        "La lingua indicata non è tra le lingue dell'azienda (l'italiano è il testo del menù).",
      );
    await repo.saveTranslations(db, editor.companyId, { entityType, entityId, languageId }, { name });
  }
}

async function assertAllOfCompany(
  db: DbOrTx,
  editor: MenuEditor,
  kind: Parameters<typeof repo.foreignIds>[2],
  ids: number[],
  path: string,
  message: string,
) {
  const foreign = await repo.foreignIds(db, editor.companyId, kind, ids);
  if (foreign.length > 0) throw unknownReference(path, `${message} (${foreign.join(', ')})`);
}

// ---------------------------------------------------------------------------------------------
// Menus

export async function listMenus(ctx: MenuAdminContext, editor: MenuEditor): Promise<AdminMenuWeb[]> {
  return (await repo.listMenus(ctx.db, editor.companyId)).filter((menu) => mayRead(editor, menu.seatWebId));
}

async function menuOf(db: DbOrTx, editor: MenuEditor, menuWebId: number) {
  const menu = await repo.findMenu(db, editor.companyId, menuWebId);
  if (!menu) throw missing('menu');
  return menu;
}

/** A menu to read: another venue's is not found, as another company's (menu-editor.ts). */
async function readableMenu(db: DbOrTx, editor: MenuEditor, menuWebId: number) {
  const menu = await menuOf(db, editor, menuWebId);
  if (!mayRead(editor, menu.seatWebId)) throw missing('menu');
  return menu;
}

async function checkMenuInput(db: DbOrTx, editor: MenuEditor, input: MenuWebInput) {
  assertMayEdit(editor, input.seatWebId);
  await assertVenueOfCompany(db, editor, input.seatWebId);
  await assertAllOfCompany(
    db,
    editor,
    'timeFrame',
    input.timeFrameWebIds,
    'timeFrameWebIds',
    'Fascia oraria inesistente',
  );
  // A venue's menu is served only by that venue's time frames.
  if (input.seatWebId !== null) {
    const frames = await repo.listTimeFrameVenues(db, input.timeFrameWebIds);
    if (frames.some((f) => f.seatWebId !== input.seatWebId)) {
      throw unknownReference('timeFrameWebIds', 'Le fasce orarie devono essere della sede del menù.');
    }
  }
}

const menuValues = (input: MenuWebInput): repo.MenuValues => ({
  displayDescription: input.displayDescription,
  description: input.description || null,
  extendedDescription: input.extendedDescription || null,
  seatWebId: input.seatWebId,
  publicationStatus: input.publicationStatus,
  enabled: input.enabled,
});

async function getMenu(db: DbOrTx, editor: MenuEditor, menuWebId: number): Promise<AdminMenuWeb> {
  const [menu] = await repo.listMenus(db, editor.companyId, menuWebId);
  if (!menu) throw missing('menu');
  return menu;
}

export async function createMenu(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  input: MenuWebInput,
): Promise<AdminMenuWeb> {
  return write(ctx, editor, async (tx) => {
    await checkMenuInput(tx, editor, input);
    const id = await repo.insertMenu(tx, editor.companyId, menuValues(input));
    await repo.replaceExtraFields(tx, id, input.extraFields);
    await repo.setMenuTimeFrames(tx, id, input.timeFrameWebIds);
    return getMenu(tx, editor, id);
  });
}

export async function updateMenu(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  menuWebId: number,
  input: MenuWebInput & { version: number },
): Promise<AdminMenuWeb> {
  return write(ctx, editor, async (tx) => {
    const current = await menuOf(tx, editor, menuWebId);
    // Both where it is and where it goes must be the editor's.
    assertMayEdit(editor, current.seatWebId);
    await checkMenuInput(tx, editor, input);
    if (!(await repo.updateMenu(tx, menuWebId, input.version, menuValues(input)))) throw stale();
    await repo.replaceExtraFields(tx, menuWebId, input.extraFields);
    await repo.setMenuTimeFrames(tx, menuWebId, input.timeFrameWebIds);
    return getMenu(tx, editor, menuWebId);
  });
}

export async function listTimeFrames(ctx: MenuAdminContext, editor: MenuEditor) {
  return (await repo.listCompanyTimeFrames(ctx.db, editor.companyId)).filter((frame) =>
    mayRead(editor, frame.seatWebId),
  );
}

/** The ids must be exactly a set of rows the editor may reorder, all of one list. */
/**
 * A new order names every row of the list. With `previousIds` (the order the editor saw) it is
 * also a version check: when someone else reordered in between, 409 instead of silently
 * overwriting their order.
 */
function assertSameSet(given: number[], existing: number[], previousIds?: number[]) {
  if (previousIds && (previousIds.length !== existing.length || previousIds.some((id, i) => id !== existing[i])))
    throw stale();
  const known = new Set(existing);
  if (given.length !== existing.length || given.some((id) => !known.has(id))) {
    throw badRequest('REORDER_MISMATCH', "L'elenco da riordinare non corrisponde: ricarica la pagina e riprova.", [
      { path: 'ids', message: 'Elenco non aggiornato' },
    ]);
  }
}

export async function reorderMenus(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  ids: number[],
  previousIds?: number[],
): Promise<AdminMenuWeb[]> {
  // The order of the menus is company-wide: the owner's.
  assertMayEdit(editor, null);
  await write(ctx, editor, async (tx) => {
    const menus = await repo.listMenus(tx, editor.companyId);
    assertSameSet(
      ids,
      menus.map((m) => m.menuWebId),
      previousIds,
    );
    await repo.reorder(tx, 'menuWeb', ids);
  });
  return repo.listMenus(ctx.db, editor.companyId);
}

// ---------------------------------------------------------------------------------------------
// Classifiers

export async function listClassifiers(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  menuWebId: number,
): Promise<AdminMenuClassifier[]> {
  await readableMenu(ctx.db, editor, menuWebId);
  return repo.listClassifiers(ctx.db, menuWebId);
}

export async function createClassifier(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  input: MenuClassifierInput,
): Promise<AdminMenuClassifier> {
  return write(ctx, editor, async (tx) => {
    const menu = await repo.findMenu(tx, editor.companyId, input.menuWebId);
    if (!menu) throw unknownReference('menuWebId', 'Il menù indicato non esiste.');
    assertMayEdit(editor, menu.seatWebId);
    const id = await repo.insertClassifier(tx, {
      menuWebId: input.menuWebId,
      name: input.name,
      description: input.description || null,
      useClassifierImage: input.useClassifierImage,
    });
    await saveNameTranslations(tx, editor, 'menuClassifier', id, input.nameTranslations);
    return repo.getClassifier(tx, id);
  });
}

async function classifierOf(db: DbOrTx, editor: MenuEditor, menuClassifierId: number) {
  const found = await repo.findClassifier(db, editor.companyId, menuClassifierId);
  if (!found) throw missing('classifier');
  return found;
}

export async function updateClassifier(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  menuClassifierId: number,
  input: MenuClassifierInput & { version: number },
): Promise<AdminMenuClassifier> {
  return write(ctx, editor, async (tx) => {
    const { menu } = await classifierOf(tx, editor, menuClassifierId);
    assertMayEdit(editor, menu.seatWebId);
    const target = await repo.findMenu(tx, editor.companyId, input.menuWebId);
    if (!target) throw unknownReference('menuWebId', 'Il menù indicato non esiste.');
    assertMayEdit(editor, target.seatWebId);
    const ok = await repo.updateClassifier(tx, menuClassifierId, input.version, {
      menuWebId: input.menuWebId,
      name: input.name,
      description: input.description || null,
      useClassifierImage: input.useClassifierImage,
    });
    if (!ok) throw stale();
    await saveNameTranslations(tx, editor, 'menuClassifier', menuClassifierId, input.nameTranslations);
    return repo.getClassifier(tx, menuClassifierId);
  });
}

export async function assertMayEditClassifier(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  menuClassifierId: number,
): Promise<void> {
  const { menu } = await classifierOf(ctx.db, editor, menuClassifierId);
  assertMayEdit(editor, menu.seatWebId);
}

/** Sets (or with null removes) a classifier's picture; `previous` is the replaced one's URL, for the caller to delete. */
export async function setClassifierImage(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  menuClassifierId: number,
  imageWebUrl: string | null,
) {
  return write(ctx, editor, async (tx) => {
    const { menu, classifier } = await classifierOf(tx, editor, menuClassifierId);
    assertMayEdit(editor, menu.seatWebId);
    await repo.updateClassifier(tx, menuClassifierId, classifier.version, { imageWebUrl });
    return { classifier: await repo.getClassifier(tx, menuClassifierId), previous: classifier.imageWebUrl };
  });
}

export async function reorderClassifiers(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  menuWebId: number,
  ids: number[],
  previousIds?: number[],
) {
  await write(ctx, editor, async (tx) => {
    const menu = await menuOf(tx, editor, menuWebId);
    assertMayEdit(editor, menu.seatWebId);
    assertSameSet(
      ids,
      (await repo.listClassifiers(tx, menuWebId)).map((c) => c.menuClassifierId),
      previousIds,
    );
    await repo.reorder(tx, 'menuClassifier', ids);
  });
  return repo.listClassifiers(ctx.db, menuWebId);
}

export const CLASSIFIER_NOT_EMPTY_MESSAGE =
  'La categoria contiene ancora dei prodotti: spostali o eliminali prima di eliminarla.';
export const CLASSIFIER_IN_OPEN_ORDER_MESSAGE =
  'Un prodotto tolto da questa categoria è ancora in un ordine non concluso: potrai eliminarla quando l’ordine sarà concluso.';

export async function deleteClassifier(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  menuClassifierId: number,
): Promise<void> {
  await write(ctx, editor, async (tx) => {
    const { menu } = await classifierOf(tx, editor, menuClassifierId);
    assertMayEdit(editor, menu.seatWebId);
    // Refused rather than moving its dishes somewhere the editor did not choose.
    const contents = await repo.classifierContents(tx, menuClassifierId);
    if (contents.products > 0) throw badRequest('CLASSIFIER_NOT_EMPTY', CLASSIFIER_NOT_EMPTY_MESSAGE);
    if (contents.inOpenOrders > 0) throw badRequest('CLASSIFIER_IN_OPEN_ORDER', CLASSIFIER_IN_OPEN_ORDER_MESSAGE);
    await repo.deleteClassifier(tx, editor.companyId, menuClassifierId);
  });
}

// ---------------------------------------------------------------------------------------------
// Products

export async function listProducts(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  filter: { menuWebId?: number; menuClassifierId?: number },
): Promise<AdminProduct[]> {
  if (filter.menuWebId !== undefined) await readableMenu(ctx.db, editor, filter.menuWebId);
  if (filter.menuClassifierId !== undefined) {
    const { menu } = await classifierOf(ctx.db, editor, filter.menuClassifierId);
    if (!mayRead(editor, menu.seatWebId)) throw missing('classifier');
  }
  if (filter.menuWebId === undefined && filter.menuClassifierId === undefined) {
    throw badRequest('FILTER_REQUIRED', 'Indica il menù o la categoria.', [{ path: 'menuWebId', message: 'required' }]);
  }
  return repo.listProducts(ctx.db, filter);
}

async function productOf(db: DbOrTx, editor: MenuEditor, productWebId: number) {
  const found = await repo.findProduct(db, editor.companyId, productWebId);
  if (!found) throw missing('product');
  return found;
}

async function getProduct(db: DbOrTx, productWebId: number): Promise<AdminProduct> {
  const [product] = await repo.listProducts(db, { productWebId });
  return product;
}

/** Checks the references of a product and returns the menu it goes in. */
async function checkProductInput(db: DbOrTx, editor: MenuEditor, input: ProductInput) {
  const target = await repo.findClassifier(db, editor.companyId, input.menuClassifierId);
  if (!target) throw unknownReference('menuClassifierId', 'La categoria indicata non esiste.');
  assertMayEdit(editor, target.menu.seatWebId);
  await assertAllOfCompany(db, editor, 'allergen', input.allergenIds, 'allergenIds', 'Allergene inesistente');
  await assertAllOfCompany(db, editor, 'feature', input.featureIds, 'featureIds', 'Caratteristica inesistente');
  await assertAllOfCompany(
    db,
    editor,
    'ingredient',
    input.ingredients.map((i) => i.ingredientId),
    'ingredients',
    'Ingrediente inesistente',
  );
  await assertAllOfCompany(
    db,
    editor,
    'groupVariation',
    input.groupVariationIds,
    'groupVariationIds',
    'Gruppo di varianti inesistente',
  );
  // A venue's group serves only that venue's menus.
  const groups = await repo.listGroupVenues(db, input.groupVariationIds);
  if (groups.some((g) => g.seatWebId !== null && g.seatWebId !== target.menu.seatWebId)) {
    throw unknownReference(
      'groupVariationIds',
      'Un gruppo di varianti di una sede può essere usato solo nei menù di quella sede.',
    );
  }
  return target.menu;
}

const productValues = (input: ProductInput): repo.ProductValues => ({
  menuClassifierId: input.menuClassifierId,
  description: input.description,
  extendedDescription: input.extendedDescription || null,
  unitPriceCents: toCents(input.unitPrice),
  enabled: input.enabled,
  suggested: input.suggested,
  groupVariationIds: input.groupVariationIds,
});

export async function createProduct(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  input: ProductInput,
): Promise<AdminProduct> {
  return write(ctx, editor, async (tx) => {
    await checkProductInput(tx, editor, input);
    const id = await repo.insertProduct(tx, productValues(input));
    await repo.replaceProductLinks(tx, id, input);
    return getProduct(tx, id);
  });
}

export async function updateProduct(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  productWebId: number,
  input: ProductInput & { version: number },
): Promise<AdminProduct> {
  return write(ctx, editor, async (tx) => {
    const { menu } = await productOf(tx, editor, productWebId);
    assertMayEdit(editor, menu.seatWebId);
    await checkProductInput(tx, editor, input);
    if (!(await repo.updateProduct(tx, productWebId, input.version, productValues(input)))) throw stale();
    await repo.replaceProductLinks(tx, productWebId, input);
    return getProduct(tx, productWebId);
  });
}

export async function reorderProducts(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  menuClassifierId: number,
  ids: number[],
  previousIds?: number[],
) {
  await write(ctx, editor, async (tx) => {
    const { menu } = await classifierOf(tx, editor, menuClassifierId);
    assertMayEdit(editor, menu.seatWebId);
    assertSameSet(
      ids,
      (await repo.listProducts(tx, { menuClassifierId })).map((p) => p.productWebId),
      previousIds,
    );
    await repo.reorder(tx, 'product', ids);
  });
  return repo.listProducts(ctx.db, { menuClassifierId });
}

/** Esaurito: one tap, also by staff, from the products screen or the order board. */
export async function setProductSoldOut(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  productWebId: number,
  soldOut: boolean,
): Promise<AdminProduct> {
  return write(ctx, editor, async (tx) => {
    const { menu } = await productOf(tx, editor, productWebId);
    assertMayToggleSoldOut(editor, menu.seatWebId);
    await repo.setProductColumns(tx, productWebId, { soldOut });
    return getProduct(tx, productWebId);
  });
}

/** The order board's sold-out panel: what the venue serves (staff-access has checked the venue). */
export async function venueSoldOutBoard(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  seatWebId: number,
): Promise<AdminSoldOutBoard> {
  return repo.listVenueSoldOutBoard(ctx.db, editor.companyId, seatWebId);
}

/** Before an upload is stored: the product exists and the editor may change it. */
export async function assertMayEditProduct(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  productWebId: number,
): Promise<void> {
  const { menu } = await productOf(ctx.db, editor, productWebId);
  assertMayEdit(editor, menu.seatWebId);
}

export async function setProductImages(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  productWebId: number,
  images: { imageWebUrl: string; imageSmallWebUrl: string },
): Promise<{ product: AdminProduct; previous: (string | null)[] }> {
  return write(ctx, editor, async (tx) => {
    const { menu, product } = await productOf(tx, editor, productWebId);
    assertMayEdit(editor, menu.seatWebId);
    await repo.setProductColumns(tx, productWebId, images);
    return { product: await getProduct(tx, productWebId), previous: [product.imageWebUrl, product.imageSmallWebUrl] };
  });
}

/** What happened to a product the editor removed. */
export type ProductRemoval = 'deleted' | 'archived';

/**
 * A product still named by an unfinished order is archived (hidden from diners and from the
 * back office, kept for the kitchen and the order board); otherwise it is deleted. Either way
 * past orders keep their descriptions and amounts (order_details holds its own copy).
 */
export async function removeProduct(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  productWebId: number,
): Promise<ProductRemoval> {
  return write(ctx, editor, async (tx) => {
    const { menu } = await productOf(tx, editor, productWebId);
    assertMayEdit(editor, menu.seatWebId);
    if (await repo.productInUnfinishedOrder(tx, productWebId)) {
      await repo.archiveProduct(tx, productWebId, ctx.now());
      return 'archived';
    }
    await repo.deleteProduct(tx, productWebId);
    return 'deleted';
  });
}

// ---------------------------------------------------------------------------------------------
// Variation groups

export async function listGroupVariations(ctx: MenuAdminContext, editor: MenuEditor): Promise<AdminGroupVariation[]> {
  return (await repo.listGroupVariations(ctx.db, editor.companyId)).filter((group) => mayRead(editor, group.seatWebId));
}

async function checkGroupInput(db: DbOrTx, editor: MenuEditor, input: GroupVariationInput) {
  assertMayEdit(editor, input.seatWebId);
  await assertVenueOfCompany(db, editor, input.seatWebId);
  await assertAllOfCompany(
    db,
    editor,
    'ingredient',
    input.options.map((o) => o.ingredientId),
    'options',
    'Ingrediente inesistente',
  );
}

const groupValues = (input: GroupVariationInput): repo.GroupValues => ({
  description: input.description,
  forceSelection: input.forceSelection,
  seatWebId: input.seatWebId,
});

async function getGroup(db: DbOrTx, editor: MenuEditor, id: number): Promise<AdminGroupVariation> {
  const [group] = await repo.listGroupVariations(db, editor.companyId, id);
  return group;
}

export async function createGroupVariation(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  input: GroupVariationInput,
): Promise<AdminGroupVariation> {
  return write(ctx, editor, async (tx) => {
    await checkGroupInput(tx, editor, input);
    const id = await repo.insertGroupVariation(tx, editor.companyId, groupValues(input));
    await repo.replaceGroupOptions(tx, id, input.options);
    return getGroup(tx, editor, id);
  });
}

export async function updateGroupVariation(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  groupVariationId: number,
  input: GroupVariationInput & { version: number },
): Promise<AdminGroupVariation> {
  return write(ctx, editor, async (tx) => {
    const current = await repo.findGroupVariation(tx, editor.companyId, groupVariationId);
    if (!current) throw missing('groupVariation');
    assertMayEdit(editor, current.seatWebId);
    await checkGroupInput(tx, editor, input);
    if (!(await repo.updateGroupVariation(tx, groupVariationId, input.version, groupValues(input)))) throw stale();
    await repo.replaceGroupOptions(tx, groupVariationId, input.options);
    return getGroup(tx, editor, groupVariationId);
  });
}

// ---------------------------------------------------------------------------------------------
// Ingredients (and variation options), allergens, features: company-wide, the owner's

export async function listIngredients(ctx: MenuAdminContext, editor: MenuEditor): Promise<AdminIngredient[]> {
  return repo.listIngredients(ctx.db, editor.companyId);
}

const ingredientValues = (input: IngredientInput): repo.IngredientValues => ({
  description: input.description,
  unitPriceCents: toCents(input.unitPrice),
  properties: input.properties,
  priority: input.priority,
});

async function getIngredient(db: DbOrTx, editor: MenuEditor, id: number): Promise<AdminIngredient> {
  const [ingredient] = await repo.listIngredients(db, editor.companyId, id);
  return ingredient;
}

export async function createIngredient(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  input: IngredientInput,
): Promise<AdminIngredient> {
  assertMayEdit(editor, null);
  return write(ctx, editor, async (tx) => {
    await assertAllOfCompany(tx, editor, 'allergen', input.allergenIds, 'allergenIds', 'Allergene inesistente');
    const id = await repo.insertIngredient(tx, editor.companyId, ingredientValues(input));
    await repo.replaceIngredientAllergens(tx, id, input.allergenIds);
    return getIngredient(tx, editor, id);
  });
}

export async function updateIngredient(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  ingredientId: number,
  input: IngredientInput & { version: number },
): Promise<AdminIngredient> {
  return write(ctx, editor, async (tx) => {
    if (!(await repo.findIngredient(tx, editor.companyId, ingredientId))) throw missing('ingredient');
    assertMayEdit(editor, null);
    await assertAllOfCompany(tx, editor, 'allergen', input.allergenIds, 'allergenIds', 'Allergene inesistente');
    if (!(await repo.updateIngredient(tx, ingredientId, input.version, ingredientValues(input)))) throw stale();
    await repo.replaceIngredientAllergens(tx, ingredientId, input.allergenIds);
    return getIngredient(tx, editor, ingredientId);
  });
}

/** Esaurito on an option or ingredient: every venue of the company stops offering it. */
export async function setIngredientSoldOut(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  ingredientId: number,
  soldOut: boolean,
): Promise<AdminIngredient> {
  return write(ctx, editor, async (tx) => {
    if (!(await repo.findIngredient(tx, editor.companyId, ingredientId))) throw missing('ingredient');
    assertMayToggleSoldOut(editor, null);
    await repo.setIngredientSoldOut(tx, ingredientId, soldOut);
    return getIngredient(tx, editor, ingredientId);
  });
}

/**
 * A company created before every new company got the 14 allergens of Annex II gets them the
 * first time its back office asks for the list (every allergen screen starts here); one that
 * already has any keeps its own list.
 */
export async function listAllergens(ctx: MenuAdminContext, editor: MenuEditor): Promise<AdminAllergen[]> {
  if ((await addEuAllergensIfNone(ctx.db, editor.companyId)) > 0) await invalidateMenuCaches(ctx, editor.companyId);
  return repo.listAdminAllergens(ctx.db, editor.companyId);
}

const alreadyExists = (path: string) =>
  badRequest('ALREADY_EXISTS', 'Esiste già un elemento con questo nome.', [{ path, message: 'Esiste già' }]);

/**
 * The unique name index is the one judge of a taken name: two saves of the same name at the
 * same moment both pass any check made before writing, and the index refuses the second
 * (23505). That refusal is the editor's "name taken", not a server failure.
 */
async function nameTaken<T>(path: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(path);
    throw error;
  }
}

export async function createAllergen(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  description: string,
): Promise<AdminAllergen> {
  assertMayEdit(editor, null);
  return nameTaken('description', () =>
    write(ctx, editor, async (tx) => {
      const created = await repo.insertAllergen(tx, editor.companyId, description);
      if (!created) throw alreadyExists('description');
      return created;
    }),
  );
}

export async function listFeatures(ctx: MenuAdminContext, editor: MenuEditor): Promise<AdminFeature[]> {
  return repo.listAdminFeatures(ctx.db, editor.companyId);
}

export async function createFeature(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  input: FeatureInput,
): Promise<AdminFeature> {
  assertMayEdit(editor, null);
  return nameTaken('name', () =>
    write(ctx, editor, async (tx) => {
      const created = await repo.insertFeature(tx, editor.companyId, input.name);
      if (!created) throw alreadyExists('name');
      await saveNameTranslations(tx, editor, 'feature', created.featureId, input.nameTranslations);
      return created;
    }),
  );
}

/**
 * Features have no version column: a rename is a last-write-wins of one short name and its
 * translations, all in one transaction. A name another feature holds, even one renamed at the
 * same moment, is ALREADY_EXISTS and leaves everything as it was.
 */
export async function renameFeature(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  featureId: number,
  input: FeatureInput,
): Promise<AdminFeature> {
  assertMayEdit(editor, null);
  return nameTaken('name', () =>
    write(ctx, editor, async (tx) => {
      if ((await repo.foreignIds(tx, editor.companyId, 'feature', [featureId])).length > 0) throw missing('feature');
      const renamed = await repo.renameFeature(tx, editor.companyId, featureId, input.name);
      if (!renamed) throw missing('feature');
      await saveNameTranslations(tx, editor, 'feature', featureId, input.nameTranslations);
      return renamed;
    }),
  );
}

/** The dishes that showed it lose it (their link rows go with it); its translations too. */
export async function deleteFeature(ctx: MenuAdminContext, editor: MenuEditor, featureId: number): Promise<void> {
  assertMayEdit(editor, null);
  await write(ctx, editor, async (tx) => {
    if ((await repo.foreignIds(tx, editor.companyId, 'feature', [featureId])).length > 0) throw missing('feature');
    await repo.deleteFeature(tx, editor.companyId, featureId);
  });
}

// ---------------------------------------------------------------------------------------------
// Translations

export async function listTranslationLanguages(ctx: MenuAdminContext, editor: MenuEditor) {
  return repo.listTranslationLanguages(ctx.db, editor.companyId);
}

export async function listTranslations(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  languageId: number,
): Promise<AdminTranslation[]> {
  const translations = await repo.listTranslations(ctx.db, editor.companyId, languageId);
  if (editor.role === 'owner') return translations;
  const venues = await repo.venueOfTranslatableRows(ctx.db, editor.companyId);
  return translations.filter((t) => mayRead(editor, venues.get(`${t.entityType}:${t.entityId}`) ?? null));
}

export async function listExtraFieldIds(ctx: MenuAdminContext, editor: MenuEditor) {
  const readable = new Set((await listMenus(ctx, editor)).map((menu) => menu.menuWebId));
  return (await repo.listExtraFieldIds(ctx.db, editor.companyId)).filter((field) => readable.has(field.menuWebId));
}

/** Translations follow the text they translate: whoever may edit the entity may translate it. */
async function translatedEntityVenue(db: DbOrTx, editor: MenuEditor, input: TranslationInput): Promise<number | null> {
  switch (input.entityType) {
    case 'menuWeb':
      return (await repo.findMenu(db, editor.companyId, input.entityId))?.seatWebId ?? null;
    case 'menuClassifier':
      return (await repo.findClassifier(db, editor.companyId, input.entityId))?.menu.seatWebId ?? null;
    case 'product':
      return (await repo.findProduct(db, editor.companyId, input.entityId))?.menu.seatWebId ?? null;
    case 'groupVariation':
      return (await repo.findGroupVariation(db, editor.companyId, input.entityId))?.seatWebId ?? null;
    default:
      return null;
  }
}

export async function saveTranslation(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  input: TranslationInput,
): Promise<AdminTranslation[]> {
  await write(ctx, editor, async (tx) => {
    const languages = await repo.listTranslationLanguages(tx, editor.companyId);
    if (!languages.some((l) => l.languageId === input.languageId)) {
      throw unknownReference(
        'languageId',
        "La lingua indicata non è tra le lingue dell'azienda (l'italiano è il testo del menù).",
      );
    }
    if (!(await repo.entityOfCompany(tx, editor.companyId, input.entityType, input.entityId)))
      throw missing(input.entityType);
    assertMayEdit(editor, await translatedEntityVenue(tx, editor, input));
    await repo.saveTranslations(tx, editor.companyId, input, input.fields);
  });
  return (await repo.listTranslations(ctx.db, editor.companyId, input.languageId)).filter(
    (t) => t.entityType === input.entityType && t.entityId === input.entityId,
  );
}

// ---------------------------------------------------------------------------------------------
// Venue tables

export async function listVenueTables(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  seatWebId: number,
): Promise<AdminVenueTable[]> {
  const venues = await repo.listCompanySeatWebIds(ctx.db, editor.companyId);
  if (!venues.includes(seatWebId)) throw missing('seatWeb');
  return repo.listVenueTables(ctx.db, seatWebId);
}

export const TABLE_NUMBER_TAKEN_MESSAGE = 'La sede ha già un tavolo con questo numero.';
const tableNumberTaken = () =>
  badRequest('TABLE_NUMBER_TAKEN', TABLE_NUMBER_TAKEN_MESSAGE, [
    { path: 'number', message: TABLE_NUMBER_TAKEN_MESSAGE },
  ]);

const tableValues = (input: VenueTableInput): repo.VenueTableValues => ({
  seatWebId: input.seatWebId,
  number: input.number,
  name: input.name || null,
  enabled: input.enabled,
});

export async function createVenueTable(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  input: VenueTableInput,
): Promise<AdminVenueTable> {
  return write(ctx, editor, async (tx) => {
    await assertVenueOfCompany(tx, editor, input.seatWebId);
    assertMayEdit(editor, input.seatWebId);
    const id = await repo.insertVenueTable(tx, tableValues(input));
    if (id === null) throw tableNumberTaken();
    return repo.getVenueTable(tx, id);
  });
}

export async function updateVenueTable(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  venueTableId: number,
  input: VenueTableInput & { version: number },
): Promise<AdminVenueTable> {
  return write(ctx, editor, async (tx) => {
    const current = await repo.findVenueTable(tx, editor.companyId, venueTableId);
    if (!current) throw missing('table');
    assertMayEdit(editor, current.seatWebId);
    await assertVenueOfCompany(tx, editor, input.seatWebId);
    assertMayEdit(editor, input.seatWebId);
    if (await repo.tableNumberTaken(tx, input.seatWebId, input.number, venueTableId)) throw tableNumberTaken();
    if (!(await repo.updateVenueTable(tx, venueTableId, input.version, tableValues(input)))) throw stale();
    return repo.getVenueTable(tx, venueTableId);
  });
}

export async function deleteVenueTable(ctx: MenuAdminContext, editor: MenuEditor, venueTableId: number): Promise<void> {
  await write(ctx, editor, async (tx) => {
    const current = await repo.findVenueTable(tx, editor.companyId, venueTableId);
    if (!current) throw missing('table');
    assertMayEdit(editor, current.seatWebId);
    await repo.deleteVenueTable(tx, venueTableId);
  });
}

// ---------------------------------------------------------------------------------------------
// Printable QR sheet

export const QR_MENU_NOT_AT_TABLE_MESSAGE = 'Il menù scelto non è un menù per ordinare al tavolo in questa sede.';

/**
 * One link per enabled table of the venue, opening the chosen dine-in menu with the table
 * number set. The menu must be enabled, serve LocalOrder, and be the venue's or company-wide.
 */
export async function tableQrSheet(
  ctx: MenuAdminContext,
  editor: MenuEditor,
  args: { seatWebId: number; menuWebId: number; origin: string },
) {
  const venues = await repo.listCompanySeatWebIds(ctx.db, editor.companyId);
  if (!venues.includes(args.seatWebId)) throw missing('seatWeb');
  assertMayEdit(editor, args.seatWebId);
  const menu = await repo.findMenu(ctx.db, editor.companyId, args.menuWebId);
  if (!menu) throw unknownReference('menuWebId', 'Il menù indicato non esiste.');
  if (
    !menu.enabled ||
    (menu.publicationStatus & MenuPublicationStatus.LocalOrder) === 0 ||
    (menu.seatWebId !== null && menu.seatWebId !== args.seatWebId)
  ) {
    throw unknownReference('menuWebId', QR_MENU_NOT_AT_TABLE_MESSAGE);
  }
  const companyUrlName = await repo.findCompanyUrlName(ctx.db, editor.companyId);
  const tables = (await repo.listVenueTables(ctx.db, args.seatWebId)).filter((t) => t.enabled);
  return {
    seatWebId: args.seatWebId,
    menuWebId: menu.menuWebId,
    menuName: menu.displayDescription,
    tables: tables.map((t) => ({
      number: t.number,
      name: t.name,
      url: tableMenuLink(args.origin, {
        companyUrlName: companyUrlName!,
        seatWebId: args.seatWebId,
        menuWebId: menu.menuWebId,
        table: t.number,
      }),
    })),
  };
}
