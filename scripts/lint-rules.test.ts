// The architecture's lint rules fail where they should: a query outside a repository, an import
// cycle, a web feature importing app/. Each rule runs on small snippets named as files of the
// apps (the rules decide by path), and the project's own config is checked to turn them on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import boundaries from '../eslint/boundaries.js';
import noCycle from '../eslint/no-cycle.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = path.join(root, 'apps/api/src');
const web = path.join(root, 'apps/web/src');

// cwd '/': the config's globs match the temporary files of the cycle test too.
const linter = new Linter({ configType: 'flat', cwd: '/' });
const config: Linter.Config[] = [
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { tavola: { rules: { ...boundaries.rules, 'no-cycle': noCycle } } },
    rules: { 'tavola/boundaries': 'error', 'tavola/database-in-repositories': 'error', 'tavola/no-cycle': 'error' },
  },
];

/** The messages of the architecture's rules for `code` as the file `filename`. */
function lint(filename: string, code: string): string[] {
  return linter.verify(code, config, { filename }).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('only repositories touch the database', () => {
  it('fails on drizzle-orm or the schema imported by a service, a helper or a plugin', () => {
    expect(lint(path.join(api, 'modules/order/order-notes.ts'), "import { eq } from 'drizzle-orm';")).toEqual([
      expect.stringMatching(/^tavola\/database-in-repositories: only repositories touch the database/),
    ]);
    expect(
      lint(path.join(api, 'modules/order/order-state-service.ts'), "import { orders } from '../../db/schema';"),
    ).toHaveLength(1);
    expect(
      lint(
        path.join(api, 'modules/staff-accounts/staff-service.ts'),
        "import { staffMembers } from '../../db/schema-staff';",
      ),
    ).toHaveLength(1);
    expect(lint(path.join(api, 'plugins/session.ts'), "import { sql } from 'drizzle-orm';")).toHaveLength(1);
  });

  it('lets a repository, or a file in a repository/ folder, query', () => {
    const code = "import { eq } from 'drizzle-orm';\nimport { orders } from '../../db/schema';";
    expect(lint(path.join(api, 'modules/order/order-repository.ts'), code)).toEqual([]);
    expect(lint(path.join(api, 'modules/order/repository/notes.ts'), "import { eq } from 'drizzle-orm';")).toEqual([]);
    // The database handle's type is no query.
    expect(
      lint(path.join(api, 'modules/order/order-state-service.ts'), "import type { Db } from '../../db/database';"),
    ).toEqual([]);
  });
});

describe("a module does not import another module's repository", () => {
  it('fails on a service, a routes file or a repository reaching into another module', () => {
    expect(
      lint(
        path.join(api, 'modules/refund/refund-service.ts'),
        "import { findCustomer } from '../customer/customer-repository';",
      ),
    ).toEqual([
      expect.stringMatching(/^tavola\/boundaries: module 'refund' may not import module 'customer's repository/),
    ]);
    expect(
      lint(
        path.join(api, 'modules/maps/maps-routes.ts'),
        "import type { SeatWebRow } from '../company/company-repository';",
      ),
    ).toHaveLength(1);
    expect(
      lint(
        path.join(api, 'modules/events/events-repository.ts'),
        "import type { OrderRow } from '../order/order-repository';",
      ),
    ).toHaveLength(1);
    // A file of a repository/ folder is a repository too, and depth does not matter.
    expect(
      lint(
        path.join(api, 'modules/payment/online/start.ts'),
        "import { findOrderRow } from '../../order/repository/rows';",
      ),
    ).toHaveLength(1);
  });

  it('lets a module use another through its index.ts or service, and its own repository', () => {
    const file = path.join(api, 'modules/refund/refund-service.ts');
    expect(lint(file, "import { findCustomer } from '../customer';")).toEqual([]);
    expect(lint(file, "import { findCustomer } from '../customer/index';")).toEqual([]);
    expect(lint(file, "import { requireSessionCustomer } from '../customer/customer-service';")).toEqual([]);
    expect(lint(file, "import { listRefunds } from './refund-repository';")).toEqual([]);
    // The same names, from a repository file of another module: its index.ts, not its repository.
    const tabRepository = path.join(api, 'modules/table-tab/table-tab-repository.ts');
    expect(lint(tabRepository, "import type { OrderRow } from '../order';")).toEqual([]);
    expect(lint(tabRepository, "import type { OrderRow } from '../order/order-repository';")).toEqual([
      expect.stringMatching(/^tavola\/boundaries: module 'table-tab' may not import module 'order's repository/),
    ]);
  });
});

describe('web features do not import app/', () => {
  it('fails on a feature importing app/', () => {
    expect(
      lint(path.join(web, 'features/home/home-page.tsx'), "import { AppProviders } from '../../app/providers';"),
    ).toEqual([expect.stringMatching(/^tavola\/boundaries: features\/ may not import app\//)]);
  });

  it('lets a feature read the app context from lib/', () => {
    expect(
      lint(path.join(web, 'features/home/home-page.tsx'), "import { useAppContext } from '../../lib/app-context';"),
    ).toEqual([]);
  });
});

describe('the production code loads simulators/ only through simulated-mode.ts', () => {
  it('fails on a static import of a simulator, and on a dynamic one elsewhere', () => {
    expect(lint(path.join(api, 'app.ts'), "import { seedSimulatedPayments } from './simulators/index';")).toEqual([
      expect.stringMatching(/^tavola\/boundaries: simulators\/ is loaded only by simulated-mode\.ts/),
    ]);
    expect(
      lint(
        path.join(api, 'modules/payment/online/browser-scripts.ts'),
        "export { stripeJsStandIn } from '../../../simulators/payments/stripe-js-stand-in';",
      ),
    ).toHaveLength(1);
    expect(lint(path.join(api, 'server.ts'), "await import('./simulators/index');")).toHaveLength(1);
    expect(lint(path.join(api, 'simulated-mode.ts'), "import { x } from './simulators/index';")).toHaveLength(1);
  });

  it('lets simulated-mode.ts import it dynamically, and the simulators import each other', () => {
    expect(
      lint(path.join(api, 'simulated-mode.ts'), "export const load = () => import('./simulators/index');"),
    ).toEqual([]);
    expect(
      lint(
        path.join(api, 'simulators/index.ts'),
        "export { createPaymentSimulators } from './payments/payment-simulators';",
      ),
    ).toEqual([]);
  });
});

describe('no import cycles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tavola-no-cycle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, code: string) => {
    writeFileSync(path.join(dir, name), code);
    return [path.join(dir, name), code] as const;
  };

  it('fails on a cycle, type-only and lazy imports included', () => {
    const [provider, providerCode] = file(
      'maps-provider.ts',
      "import { Offline } from './offline';\nexport interface Provider { name: string }",
    );
    file('offline.ts', "import type { Provider } from './maps-provider';\nexport class Offline {}");
    expect(lint(provider, providerCode)).toEqual([
      'tavola/no-cycle: import cycle: maps-provider.ts -> offline.ts -> maps-provider.ts',
    ]);

    const [app, appCode] = file('app.tsx', "export const pages = () => import('./page');");
    file('page.tsx', "import { pages } from './app';\nexport const Page = pages;");
    expect(lint(app, appCode)).toHaveLength(1);
  });

  it('passes when the shared part has a file of its own', () => {
    file('types.ts', 'export interface Provider { name: string }');
    const [osm, osmCode] = file(
      'osm.ts',
      "import type { Provider } from './types';\nexport const osm: Provider = { name: 'osm' };",
    );
    const [choose, chooseCode] = file(
      'choose.ts',
      "import { osm } from './osm';\nimport type { Provider } from './types';\nexport const choose = (): Provider => osm;",
    );
    expect(lint(osm, osmCode)).toEqual([]);
    expect(lint(choose, chooseCode)).toEqual([]);
  });
});

describe('the project config', () => {
  const eslint = new ESLint({ cwd: root });
  const severity = (setting: unknown) => (Array.isArray(setting) ? setting[0] : setting);

  it('turns the rules on for the apps, and the promise rules with them', async () => {
    const service = await eslint.calculateConfigForFile(path.join(api, 'modules/order/order-save-service.ts'));
    expect(severity(service.rules['tavola/database-in-repositories'])).toBe(2);
    expect(severity(service.rules['tavola/no-cycle'])).toBe(2);
    expect(severity(service.rules['@typescript-eslint/no-floating-promises'])).toBe(2);
    expect(severity(service.rules['tavola/boundaries'])).toBe(2);
    const feature = await eslint.calculateConfigForFile(path.join(web, 'features/home/home-page.tsx'));
    expect(severity(feature.rules['tavola/boundaries'])).toBe(2);
    expect(severity(feature.rules['tavola/no-cycle'])).toBe(2);
    expect(severity(feature.rules['@typescript-eslint/no-misused-promises'])).toBe(2);
  }, 60_000);
});
