// "Copy the demo menu" of the setup checklist: a new restaurant starts from the demo
// company's company-wide menus (classifiers, products, options, ingredients, allergens,
// features, extra questions) and edits them in the menu back office. One transaction: a copy
// is whole or absent. Rows are copied with new ids and every reference remapped; venue menus,
// archived products and translations stay behind (venues differ; translations follow edits).
import { notFound } from '@tavola/domain/error-codes';
import type { Db } from '../../db/database';
import { DEMO_COMPANY_URL_NAME } from '../../db/seed';
import { findCompanyRowByUrlName } from '../company';
import { copyCompanyWideMenus } from './company-setup-repository';

export const DEMO_MENU_MISSING_MESSAGE = 'Il menù dimostrativo non è disponibile su questa installazione.';

/** Copies the demo menus into the company; answers how many menus were copied. */
export async function copyDemoMenu(db: Db, companyId: number): Promise<{ menus: number }> {
  const demo = await findCompanyRowByUrlName(db, DEMO_COMPANY_URL_NAME);
  if (!demo || demo.companyId === companyId) throw notFound('DEMO_MENU_MISSING', DEMO_MENU_MISSING_MESSAGE);
  const from = demo.companyId;
  return db.transaction(async (tx) => {
    const menus = await copyCompanyWideMenus(tx, from, companyId);
    if (menus === 0) throw notFound('DEMO_MENU_MISSING', DEMO_MENU_MISSING_MESSAGE);
    return { menus };
  });
}
