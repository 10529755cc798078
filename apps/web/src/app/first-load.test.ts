// What the first load evaluates ("a light, fast first load"): every module the entry
// reaches through static imports is downloaded, parsed and run before the first page shows,
// and each zod schema a module builds costs main-thread time on a slow phone. This walks the
// static imports from main.tsx (type-only imports and import() excluded, as the bundler does)
// and keeps out what only later screens need.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '..');
const domain = path.resolve(web, '../../../packages/domain/src');

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@tavola/domain/')) base = path.join(domain, specifier.slice('@tavola/domain/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else
    return `package:${specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]}`;
  for (const suffix of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The specifiers a module imports for its values (what the bundled module runs). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/** The modules a file reaches through static imports (what loading it runs). */
function reachedFrom(entry: string): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (file.startsWith('package:') || !/\.tsx?$/.test(file)) continue;
    for (const specifier of valueImports(file)) {
      const target = resolveImport(file, specifier);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

const repoPaths = (modules: Set<string>) =>
  [...modules].map((m) => (m.startsWith('package:') ? m : path.relative(path.resolve(web, '../../..'), m)));

it('keeps the booking and account features, the staff schemas and the phone rules out of the first load', () => {
  const modules = repoPaths(reachedFrom(path.join(web, 'main.tsx')));
  // The walk itself works: the entry reaches the router, the home page and the domain's entities.
  expect(modules).toEqual(
    expect.arrayContaining([
      'apps/web/src/app/router.tsx',
      'apps/web/src/features/home/home-page.tsx',
      'packages/domain/src/entities.ts',
      'package:react-dom',
    ]),
  );
  const unwanted = modules.filter(
    (m) =>
      m === 'package:libphonenumber-js' ||
      // Their route tables (each page a lazy chunk) and their copy (i18n) are the exceptions.
      (/^apps\/web\/src\/features\/(booking|account)\//.test(m) && !/\/([\w-]+-routes\.tsx|locales\.ts)$/.test(m)) ||
      /^packages\/domain\/src\/(booking[\w-]*|order-board|company-settings|phone-rules|phone-fields)\.ts$/.test(m),
  );
  expect(unwanted).toEqual([]);
  // react-bootstrap's components built on Popper (19 KB): the toolbar's language dropdown loads
  // with the languages (language-menu.tsx).
  const popperUsers =
    /^react-bootstrap\/(Dropdown|DropdownButton|NavDropdown|SplitButton|Overlay|OverlayTrigger|Popover|Tooltip)$/;
  const withPopper = modules.filter(
    (m) =>
      !m.startsWith('package:') &&
      /\.tsx?$/.test(m) &&
      valueImports(path.resolve(web, '../../..', m)).some((s) => popperUsers.test(s)),
  );
  expect(withPopper).toEqual([]);
  // The shell's side panel and dialogs load when first opened (shell-toolbar.tsx, app-footer.tsx):
  // no page shows one first, and the side panel reaches the ordering journey's current order.
  const shellDialogs = modules.filter((m) =>
    /^apps\/web\/src\/features\/shell\/components\/(side-panel|venue-info-modal|company-info-modal|legal-text-modal)\.tsx$/.test(
      m,
    ),
  );
  expect(shellDialogs).toEqual([]);
  // Forms on the first screens check their fields without react-hook-form; the toolbar is plain
  // markup (react-bootstrap's Navbar brings Offcanvas), and a dialog loads when it first opens.
  expect(modules.filter((m) => m === 'package:react-hook-form' || m === 'package:@hookform/resolvers')).toEqual([]);
  const withDialogs = modules.filter(
    (m) =>
      !m.startsWith('package:') &&
      /\.tsx?$/.test(m) &&
      valueImports(path.resolve(web, '../../..', m)).some((s) => /^react-bootstrap\/(Navbar|Offcanvas|Modal)$/.test(s)),
  );
  expect(withDialogs).toEqual([]);
  // The English copy loads on /en/ pages only (i18n.ts).
  expect(modules).toContain('apps/web/src/i18n/locales/it.ts');
  expect(modules).not.toContain('apps/web/src/i18n/locales/en.ts');
  // It parses every module the first load reaches: slow on a busy machine.
}, 30_000);

it("keeps the phone rules and the booking calls' schemas out of the home page's reservations in progress", () => {
  // Loaded on demand by the home page after its first paint, on every visit: whatever it
  // reaches runs while the diner starts to read and tap.
  // What the first load already ran costs nothing more here.
  const firstLoad = reachedFrom(path.join(web, 'main.tsx'));
  const modules = repoPaths(
    new Set([...reachedFrom(path.join(web, 'features/booking/index.ts'))].filter((m) => !firstLoad.has(m))),
  );
  expect(modules).toEqual(
    expect.arrayContaining([
      'apps/web/src/features/booking/lib/reservation-store.ts',
      'packages/domain/src/booking.ts',
    ]),
  );
  // (libphonenumber-js is reached through booking-messaging.ts's providerPhone, a server-side
  // helper the bundler drops as unused here; phone-fields.ts's schemas would be built.)
  const unwanted = modules.filter((m) =>
    /^packages\/domain\/src\/(booking-calls|phone-fields|form-fields)\.ts$/.test(m),
  );
  expect(unwanted).toEqual([]);
});

it('sends the startup calls from a first task that evaluates no React, router, page or menu code', () => {
  // main.tsx imports early-start.ts before the rest of the app: the startup calls go
  // out once early-start's own imports have run, and the rest is evaluated in later tasks. What
  // early-start reaches is therefore all the phone runs before the calls leave.
  const entryImports = valueImports(path.join(web, 'main.tsx'));
  const firstAppImport = entryImports.findIndex(
    (s) => s.startsWith('./') && !/^\.\/(lib\/zod-jitless|[\w-]+\.s?css)$/.test(s),
  );
  expect(entryImports[firstAppImport]).toBe('./app/early-start');
  expect(entryImports[firstAppImport + 1]).toBe('./app/renderer-early');
  const modules = repoPaths(reachedFrom(path.join(web, 'app/early-start.ts')));
  // The walk works: the startup call itself is reached.
  expect(modules).toEqual(
    expect.arrayContaining(['apps/web/src/app/startup.ts', 'apps/web/src/app/api/authenticate-client.ts']),
  );
  const unwanted = modules.filter(
    (m) =>
      /^package:(react|react-dom|react-router|react-bootstrap|i18next|react-i18next|@tanstack\/react-query)$/.test(m) ||
      // No component: the screens come in the later tasks.
      /^apps\/web\/src\/.*\.tsx$/.test(m) ||
      /^packages\/domain\/src\/(menu|order)\.ts$/.test(m),
  );
  expect(unwanted).toEqual([]);
});
