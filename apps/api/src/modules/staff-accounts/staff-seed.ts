// Demo staff: an owner and a kitchen member per demo company, so the boards can be
// tried at once (README "Demo credentials"). Idempotent; the passwords are public demo
// values, stored as precomputed scrypt hashes so seeding stays fast.
import type { Tx } from '../../db/database';
import { companyHasStaff, insertDemoStaff, listCompaniesForDemoStaff } from './staff-accounts-repository';

export const DEMO_OWNER_PASSWORD = 'titolare1';
export const DEMO_KITCHEN_PASSWORD = 'cucina123';
const OWNER_HASH = 'scrypt$32768$8$1$DMktcfzERtr4Lc8I-yNVTw$YwD5twU1_FGmPgr1l_N0KLogaGIbkvA1UpZkL34VZpU';
const KITCHEN_HASH = 'scrypt$32768$8$1$Azd_AHzXfnRK6WNzZm4pBA$JXEEAmxwDh7qg51HMRUx86DY5E_AyIVou2sGFNBgQQA';

export const demoOwnerEmail = (urlName: string) => `titolare@${urlName}.tavola.test`;
export const demoKitchenEmail = (urlName: string) => `cucina@${urlName}.tavola.test`;

export async function seedStaffDemoData(tx: Tx): Promise<void> {
  const rows = await listCompaniesForDemoStaff(tx);
  for (const company of rows) {
    if (await companyHasStaff(tx, company.companyId)) continue;
    await insertDemoStaff(
      tx,
      company.companyId,
      { email: demoOwnerEmail(company.urlName), name: 'Titolare', role: 'owner', passwordHash: OWNER_HASH },
      { email: demoKitchenEmail(company.urlName), name: 'Cucina', role: 'staff', passwordHash: KITCHEN_HASH },
    );
  }
}
