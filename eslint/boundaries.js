// Import boundaries between features and layers (docs/architecture.md),
// as one small local ESLint rule that resolves each relative
// import to the file it names and checks where it lands:
// - packages/domain imports nothing from the apps (it is shared by both);
// - apps/web: a feature imports another feature only through that feature's public entry
//   (features/<name>/index.ts) and never app/ (what features share with app/ lives in lib/);
//   lib/, components/ and i18n/ import no feature and no app/ (i18n/ gathers the features'
//   locales.ts);
// - apps/api: lib/ imports no module, plugin, database or app; repositories import no
//   service or routes, services import no routes, plugins import no routes or services;
//   a module imports no other module's repository (it uses that module's index.ts or
//   service); only server.ts (run by the entry start.ts) and the tests build the app;
//   simulators/ (the provider simulators and fakes) is loaded only by simulated-mode.ts, with
//   a dynamic import, so a production start and the main bundle leave it out.
// A second rule, `database-in-repositories`, decides by folder: every file under
// apps/api/src/modules/ and apps/api/src/plugins/ is checked, and only a repository (a file
// named `*-repository.ts`, or any file in a `repository/` folder) may import `drizzle-orm` or
// the schema (db/schema.ts and its parts db/schema-*.ts).
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const web = path.join(repoRoot, 'apps/web/src');
const api = path.join(repoRoot, 'apps/api/src');
const domain = path.join(repoRoot, 'packages/domain');

const inside = (dir, file) => file === dir || file.startsWith(dir + path.sep);
const rel = (dir, file) => path.relative(dir, file).split(path.sep);
const stem = (file) => path.basename(file).replace(/\.(tsx?|jsx?)$/, '');

/** The message when `from` may not import `to`, else null. Both are absolute paths (no extension needed). */
export function boundaryViolation(from, to, specifier, dynamic = false) {
  if (inside(domain, from)) {
    if (!inside(domain, to) || /^@tavola\/(api|web)/.test(specifier))
      return 'the domain package imports nothing from the apps';
    return null;
  }
  if (inside(web, from) && inside(web, to)) {
    const [fromTop, fromFeature] = rel(web, from);
    const [toTop, toFeature, ...toRest] = rel(web, to);
    if (fromTop === 'features' && toTop === 'app') {
      return 'features/ may not import app/: what a feature shares with app/ lives in lib/ (or comes through props and context)';
    }
    if (fromTop === 'features' && toTop === 'features' && fromFeature !== toFeature) {
      const publicEntry = toRest.length === 0 || (toRest.length === 1 && stem(toRest[0]) === 'index');
      if (!publicEntry)
        return `feature '${fromFeature}' may use feature '${toFeature}' only through features/${toFeature}/index.ts`;
    }
    // i18n/ gathers each feature's own copy (features/<name>/locales.ts) and nothing else.
    const featureCopy = fromTop === 'i18n' && toTop === 'features' && stem(to) === 'locales';
    if (['lib', 'components', 'i18n'].includes(fromTop) && (toTop === 'features' || toTop === 'app') && !featureCopy) {
      return `${fromTop}/ is shared below the features: it may not import ${toTop}/`;
    }
    return null;
  }
  if (inside(api, from) && inside(api, to)) {
    const [fromTop] = rel(api, from);
    const [toTop] = rel(api, to);
    const toStem = stem(to);
    if (fromTop === 'lib' && ['modules', 'plugins', 'db', 'app', 'server'].includes(stem(toTop))) {
      return 'lib/ holds plain helpers: it may not import modules, plugins, the database or the app';
    }
    // start.ts is the process's entry: it runs server.ts once the compile cache is on.
    const entry = stem(from) === 'server' || (stem(from) === 'start' && toStem === 'server');
    if (rel(api, to).length === 1 && ['app', 'server'].includes(toStem) && fromTop !== 'test' && !entry) {
      return 'only server.ts (and start.ts, the entry that runs it) and the tests build the app';
    }
    const simulators = path.join(api, 'simulators');
    if (inside(simulators, to) && !inside(simulators, from)) {
      if (!dynamic || from.replace(/\.ts$/, '') !== path.join(api, 'simulated-mode')) {
        return 'simulators/ is loaded only by simulated-mode.ts, with a dynamic import (a production start never loads it)';
      }
    }
    const modules = path.join(api, 'modules');
    if (inside(modules, from) && inside(modules, to)) {
      const [fromModule] = rel(modules, from);
      const [toModule] = rel(modules, to);
      // Another module is used through its index.ts (its public entry, re-exporting functions
      // and row types, never tables) or its service, not by reaching into its repository.
      if (fromModule !== toModule && isRepository(to)) {
        return `module '${fromModule}' may not import module '${toModule}'s repository: go through modules/${toModule}/index.ts or its service`;
      }
    }
    const fromStem = stem(from);
    const layer = (s) =>
      s.endsWith('-repository') ? 0 : s.endsWith('-service') ? 1 : s.endsWith('-routes') ? 2 : undefined;
    const fromLayer = fromTop === 'plugins' ? 0.5 : layer(fromStem);
    const toLayer = layer(toStem);
    if (fromLayer !== undefined && toLayer !== undefined && toLayer > fromLayer) {
      return `layers run routes -> services -> repositories: ${path.basename(from)} may not import ${path.basename(to)}`;
    }
  }
  return null;
}

/** True for a repository: `*-repository.ts`, or a file inside a `repository/` folder. */
export function isRepository(file) {
  return stem(file).endsWith('-repository') || path.dirname(file).split(path.sep).includes('repository');
}

/** The message when `from` may not reach the database through `specifier`, else null. */
export function databaseViolation(from, specifier) {
  const checked = inside(path.join(api, 'modules'), from) || inside(path.join(api, 'plugins'), from);
  if (!checked || isRepository(from)) return null;
  const drizzle = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
  const schema =
    specifier.startsWith('.') &&
    /^schema(-[a-z-]+)?$/.test(stem(specifier)) &&
    path.dirname(path.resolve(path.dirname(from), specifier)) === path.join(api, 'db');
  if (!drizzle && !schema) return null;
  return `only repositories touch the database: ${path.basename(from)} may not import '${specifier}' (move the query into the module's *-repository.ts)`;
}

const databaseRule = {
  meta: { type: 'problem', docs: { description: 'only repositories import drizzle-orm or the schema' }, schema: [] },
  create(context) {
    const from = context.filename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const message = databaseViolation(from, specifier);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const rule = {
  meta: { type: 'problem', docs: { description: 'architecture boundaries between features and layers' }, schema: [] },
  create(context) {
    const from = context.filename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      let target = null;
      if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
      else if (specifier.startsWith('@tavola/domain')) target = domain;
      else if (specifier.startsWith('@tavola/')) target = repoRoot;
      if (target === null) return;
      const message = boundaryViolation(from, target, specifier, node.type === 'ImportExpression');
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries: rule, 'database-in-repositories': databaseRule } };
