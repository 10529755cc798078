// No import cycles: a small local ESLint rule that follows the relative imports of the apps and
// the domain package (static, type-only and dynamic `import()` alike: a cycle of types is a
// sign that a shared type wants a file of its own) and reports each import that leads back to
// the file being linted, with the circle it closes. Packages (`@tavola/domain`, npm) are not
// followed: the domain imports nothing from the apps, so no circle runs through it.
import fs from 'node:fs';
import path from 'node:path';

const extensions = ['.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];
const staticImport = /^(?:import|export)\b[^;]*?\bfrom\s*['"](\.[^'"]*)['"]/gm;
const sideEffectImport = /^import\s*['"](\.[^'"]*)['"]/gm;
const dynamicImport = /\bimport\(\s*['"](\.[^'"]*)['"]\s*\)/g;

const resolved = new Map();
/** The file a relative specifier names, or null when none exists. */
export function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (resolved.has(base)) return resolved.get(base);
  let file = null;
  if (/\.(tsx?|jsx?)$/.test(base) && fs.existsSync(base)) file = base;
  else file = extensions.map((extension) => base + extension).find((candidate) => fs.existsSync(candidate)) ?? null;
  resolved.set(base, file);
  return file;
}

const importsCache = new Map();
/** The files a source file imports through relative specifiers, read from its text. */
function importsOf(file) {
  // Keyed by modification time too, so a long-lived ESLint (an editor's) sees edited imports.
  let modified = 0;
  let text = '';
  try {
    modified = fs.statSync(file).mtimeMs;
    const cached = importsCache.get(file);
    if (cached && cached.modified === modified) return cached.targets;
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // A file that cannot be read imports nothing.
  }
  const targets = new Set();
  for (const pattern of [staticImport, sideEffectImport, dynamicImport]) {
    for (const match of text.matchAll(pattern)) {
      const target = resolveImport(file, match[1]);
      if (target) targets.add(target);
    }
  }
  importsCache.set(file, { modified, targets });
  return targets;
}

/** The path of files from `start` back to `goal` (both included), or null when there is none. */
export function pathBack(start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (next === goal) {
        const chain = [goal];
        for (let at = file; at !== null; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'no import cycles between source files' }, schema: [] },
  create(context) {
    const from = context.filename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveImport(from, specifier);
      if (!target) return;
      const chain = target === from ? [from] : pathBack(target, from);
      if (!chain) return;
      const names = [from, ...chain].map((file) => path.relative(path.dirname(from), file) || path.basename(file));
      context.report({ node: node.source, message: `import cycle: ${names.join(' -> ')}` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default rule;
