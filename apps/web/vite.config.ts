import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_SCRIPT_FETCH_PRIORITY, ROUTE_PRELOADS_FILE } from '@tavola/domain/app-page';

// In development the API (apps/api, port 3000) serves everything that is not the app:
// the API itself, the booking service, the settings file, images and the API docs.
// API_PROXY_TARGET points the proxy at an API on another address.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxiedPaths = ['/api', '/booking', '/settings.json', '/images', '/docs', '/openapi.json', '/simulated'];
// The Host header is kept (no changeOrigin) and X-Forwarded-* added, so the API can build
// the URLs of settings.json for the address the browser actually uses.
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  proxiedPaths.map((path) => [path, { target: apiTarget, xfwd: true }]),
);

// Bootstrap's selectors no screen uses are dropped at build time (a light first
// load). Only bootstrap.scss is purged (the app's own and Leaflet's CSS are kept whole). The
// classes in use are read from the app's sources and from the react-bootstrap components the
// app imports (with the modules they import: their literal class names, modal-dialog,
// form-check-input, and their prefixes with the suffixes they add, navbar-nav). react-bootstrap also builds classes from props (variant="danger" ->
// btn-danger, alert-danger; size="sm" -> btn-sm; bg="light" -> bg-light): each word of the
// app's sources is therefore also kept with each of these prefixes. Grid columns (Col md={6})
// and spinner sizes are built from numbers or two props: those families are kept whole.
// Container fluid="lg" -> container-lg (the back-office screens' padding on phones).
// Before: 159 KB raw (23.5 KB gzip); after: see docs/performance.md.
const fromProps = [
  'container',
  'btn',
  'btn-group',
  'input-group',
  'alert',
  'bg',
  'text',
  'border',
  'badge',
  'table',
  'list-group',
  'nav',
  'navbar',
  'navbar-expand',
  'modal',
  'dropdown-menu',
  'form-control',
  'form-select',
  'offcanvas',
  'spinner-border',
  'spinner-grow',
];
const words = (content: string) => content.match(/[A-Za-z0-9_-]+/g) ?? [];
function withPropClasses(content: string): string[] {
  const found = new Set(words(content));
  for (const word of [...found]) for (const prefix of fromProps) found.add(`${prefix}-${word}`);
  return [...found];
}
/** react-bootstrap's own names, with the suffixes it adds to its prefixes (`${bsPrefix}-dialog`). */
function reactBootstrapClasses(content: string): string[] {
  const found = new Set(words(content));
  const prefixes = [...content.matchAll(/'([a-z][a-z-]*)'/g)].map((m) => m[1]);
  const suffixes = [...content.matchAll(/\$\{\w+\}-([a-z][a-z-]*)/g)].map((m) => m[1]);
  for (const prefix of prefixes) for (const suffix of suffixes) found.add(`${prefix}-${suffix}`);
  return [...found];
}
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const reactBootstrap = here('../../node_modules/react-bootstrap/esm/');

/** The react-bootstrap modules the app imports, and theirs, as files. */
function reactBootstrapInUse(): string[] {
  const src = here('./src/');
  const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(path.join(src, file), 'utf8'));
  const queue = [
    ...new Set(sources.flatMap((code) => [...code.matchAll(/from 'react-bootstrap\/(\w+)'/g)].map((m) => m[1]))),
  ];
  const seen = new Set<string>();
  while (queue.length) {
    const name = queue.pop()!;
    const file = path.join(reactBootstrap, `${name}.js`);
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/from '\.\/(\w+)(?:\.js)?'/g)) queue.push(m[1]);
  }
  return [...seen];
}

/** The part of a PostCSS plugin used here (PostCSS itself comes with Vite). */
interface OnceExitPlugin {
  postcssPlugin: string;
  OnceExit(root: { source?: { input: { file?: string } } }, helpers: unknown): void | Promise<void>;
}

const purgeBootstrap = (): ReturnType<typeof purgeCss> => {
  const purge = purgeCss({
    // react-bootstrap's modules as one text: a prefix of one (Navbar's 'navbar') meets the
    // suffix of another (Nav's `${navbarBsPrefix}-nav`).
    content: [
      here('./index.html'),
      here('./src/**/*.{ts,tsx}'),
      {
        raw: reactBootstrapInUse()
          .map((file) => readFileSync(file, 'utf8'))
          .join('\n'),
        extension: 'js',
      },
    ],
    extractors: [
      { extractor: withPropClasses, extensions: ['html', 'ts', 'tsx'] },
      { extractor: reactBootstrapClasses, extensions: ['js'] },
    ],
    safelist: {
      // navbar-toggler-icon: react-bootstrap's Navbar.Toggle builds it from its prefix.
      standard: [
        /^col/,
        /^row-cols/,
        /^spinner-/,
        'navbar-expand',
        'navbar-toggler-icon',
        'show',
        'fade',
        'collapsing',
        'showing',
        'hiding',
      ],
    },
    // Features of imported components that no screen uses (Form's validated prop, floating
    // labels, range inputs, responsive offcanvas): their names are in react-bootstrap's code.
    blocklist: [
      'was-validated',
      'form-floating',
      'form-range',
      'offcanvas-sm',
      'offcanvas-md',
      'offcanvas-lg',
      'offcanvas-xl',
      'offcanvas-xxl',
    ],
  }) as unknown as OnceExitPlugin;
  const onlyBootstrap: OnceExitPlugin = {
    postcssPlugin: 'purge-bootstrap',
    OnceExit(root, helpers) {
      if (!root.source?.input.file?.endsWith('bootstrap.scss')) return;
      return purge.OnceExit(root, helpers);
    },
  };
  return onlyBootstrap as unknown as ReturnType<typeof purgeCss>;
};

/** The first load's chunks (codeSplitting below): React's, and the rest of what main.tsx reaches. */
const REACT_CHUNK = 'react';
const FIRST_LOAD_CHUNK = 'first-load';

/** The part of the bundler's chunk-naming hook used here (rolldown's CodeSplittingNameFunction). */
type ChunkName = (
  moduleId: string,
  ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null },
) => string | null;

/**
 * The modules main.tsx reaches through static imports, in one chunk (a light, fast
 * first load). Left to itself the bundler splits them into some thirty small chunks, one for each
 * set of lazy pages that shares them; the first load then waits on thirty requests, each a round
 * trip on a phone's network, for code it runs at once anyway. The pages loaded on demand import
 * what they share with the first load from this chunk.
 */
function firstLoadChunk(): ChunkName {
  const entry = here('./src/main.tsx');
  let firstLoad: Set<string> | undefined;
  return (moduleId, ctx) => {
    if (!firstLoad) {
      firstLoad = new Set();
      const queue = [entry];
      while (queue.length) {
        const id = queue.pop()!;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
    }
    return firstLoad.has(moduleId) && moduleId !== entry ? FIRST_LOAD_CHUNK : null;
  };
}

/**
 * The chunks whose code runs as every page loads. eagerCompileHints adds the chunks of the pages
 * the server preloads (PRELOADED_ROUTES), read from ROUTE_PRELOADS_FILE.
 */
const EAGERLY_COMPILED_CHUNKS = [REACT_CHUNK, FIRST_LOAD_CHUNK];
/** V8's magic comment, exactly: https://v8.dev/blog/explicit-compile-hints */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * V8's explicit compile hint (Chrome 136+; to other engines a comment) on the chunks a page
 * runs at once (total blocking time): their functions are compiled while the file
 * downloads, on a background thread, instead of one by one on the main thread the first time
 * each is called, which was most of React's first render. Added last (after minification,
 * which drops comments, and after Vite's own additions), at the very top, where V8 looks. The
 * file names' hashes are computed before: the hint does not change them. A browser or a CDN
 * still holding a copy from before the hint was added runs it only a little slower.
 */
function eagerCompileHints(): Plugin {
  return {
    name: 'tavola-eager-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own generateBundle, which puts the chunk's import() dependencies on top.
      order: 'post',
      handler(_options, bundle) {
        const routes = bundle[ROUTE_PRELOADS_FILE];
        const preloaded = new Set(
          routes?.type === 'asset'
            ? Object.values(JSON.parse(String(routes.source)) as Record<string, string[]>).flat()
            : [],
        );
        for (const file of Object.values(bundle)) {
          if (
            file.type !== 'chunk' ||
            !(EAGERLY_COMPILED_CHUNKS.includes(file.name) || preloaded.has(`/${file.fileName}`))
          )
            continue;
          file.code = `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${file.code}`;
          // One more line at the top: the source map's lines (vite build --sourcemap) move down.
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * The pages a diner often opens first, by a link or a QR code, each with the modules of its lazy
 * route (layout and page). Their files go to ROUTE_PRELOADS_FILE for the server's page.
 */
const PRELOADED_ROUTES: Record<string, string[]> = {
  '/main/menu': ['src/features/ordering/components/ordering-layout.tsx', 'src/features/ordering/menu/menu-page.tsx'],
};

/**
 * The files those pages load when a diner first opens one of their dialogs (their import()s), for
 * the service worker to keep ahead like the pages' own: the last menu seen opens its dialogs
 * offline too.
 */
const ROUTE_DIALOGS_FILE = 'route-dialogs.json';

function routePreloads(): Plugin {
  return {
    name: 'tavola-route-preloads',
    apply: 'build',
    // After Vite's own: it drops the chunks left holding only CSS.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byModule = new Map(
        chunks
          .filter((chunk) => chunk.facadeModuleId)
          .map((chunk) => [path.relative(here('.'), chunk.facadeModuleId!), chunk]),
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What index.html loads already.
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      const firstLoad = new Set([entry.fileName, ...entry.imports]);
      const routes: Record<string, string[]> = {};
      const dialogs = new Set<string>();
      for (const [route, modules] of Object.entries(PRELOADED_ROUTES)) {
        const files = new Set<string>();
        const visit = (into: Set<string>, fileName: string) => {
          const chunk = byFile.get(fileName);
          if (!chunk || into.has(fileName) || files.has(fileName) || firstLoad.has(fileName)) return;
          into.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
          for (const imported of chunk.imports) visit(into, imported);
        };
        for (const module of modules) {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`${ROUTE_PRELOADS_FILE}: no chunk for ${module} (${route})`);
          visit(files, chunk.fileName);
        }
        routes[route] = [...files].map((file) => `/${file}`);
        const opened = [...files].flatMap((file) => byFile.get(file)?.dynamicImports ?? []);
        for (const file of opened) visit(dialogs, file);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(routes) });
      this.emitFile({ type: 'asset', fileName: ROUTE_DIALOGS_FILE, source: JSON.stringify([...dialogs]) });
    },
  };
}

/**
 * Each feature's copy (features/<name>/locales.ts) holds both languages, and i18n/locales/it.ts
 * and en.ts each read one of them: Italian comes with the first load, English loads on demand
 * (i18n.ts). Built as it is, each locales.ts would carry English into the first load with
 * Italian. Here the English copy reads its own instance of each module (`?lang=en`), and the
 * bundler drops from each instance the language nobody reads there.
 */
function copyPerLanguage(): Plugin {
  const englishCopy = here('./src/i18n/locales/en.ts');
  return {
    name: 'tavola-copy-per-language',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer !== englishCopy || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && !resolved.external ? { ...resolved, id: `${resolved.id}?lang=en` } : null;
    },
  };
}

/**
 * The first paint is the page's own HTML and CSS (the splash, or the company's banner the server
 * draws on its home page), not the app: the entry's script and preloads are fetched at
 * APP_SCRIPT_FETCH_PRIORITY (first contentful paint), so on a phone's slow network the
 * stylesheet and the banner come first. The scripts still start loading at once. The server
 * adds the route preloads with the same priority (app-page-head.ts).
 */
function scriptsAfterFirstPaint(): Plugin {
  const tags = ['<script type="module" crossorigin', '<link rel="modulepreload" crossorigin'];
  return {
    name: 'tavola-scripts-after-first-paint',
    apply: 'build',
    // After Vite has added the entry's script and preload tags.
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let out = html;
        for (const tag of tags) {
          if (!out.includes(tag)) throw new Error(`index.html: no ${tag} to mark as low priority`);
          out = out.replaceAll(
            tag,
            tag.replace(' crossorigin', ` fetchpriority="${APP_SCRIPT_FETCH_PRIORITY}" crossorigin`),
          );
        }
        return out;
      },
    },
  };
}

/**
 * The first load's own chunks, by name: what a page needs before anything else runs, and the
 * English copy (`en`), which an /en/ page reads before it renders.
 */
const FIRST_LOAD_FILES = /^assets\/(index|react|first-load|zod-jitless|en)-[\w-]+\.(js|css)$/;

/**
 * The installable app's service worker (src/sw/sw.ts, docs/pwa-and-push.md), built by
 * vite-plugin-pwa with Workbox's injectManifest: the worker is ours, the plugin compiles it to
 * dist/sw.js and gives it the list of files to keep ahead of any visit (precache): the first
 * load's and the pages a diner opens first (ROUTE_PRELOADS_FILE, the menu and the home) with
 * their dialogs (ROUTE_DIALOGS_FILE), so the last menu seen opens offline. Every other file is
 * kept as it is used. The manifest is the server's, per company (manifest: false). No worker in
 * development (devOptions off): Vite's modules change at every edit.
 */
function serviceWorker() {
  const outDir = fileURLToPath(new URL('./dist', import.meta.url));
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    devOptions: { enabled: false },
    injectManifest: {
      rollupFormat: 'iife',
      globPatterns: ['assets/*.{js,css}'],
      manifestTransforms: [
        (entries) => {
          const routesFile = path.join(outDir, ROUTE_PRELOADS_FILE);
          const routes = existsSync(routesFile)
            ? (JSON.parse(readFileSync(routesFile, 'utf8')) as Record<string, string[]>)
            : {};
          const dialogsFile = path.join(outDir, ROUTE_DIALOGS_FILE);
          const dialogs = existsSync(dialogsFile) ? (JSON.parse(readFileSync(dialogsFile, 'utf8')) as string[]) : [];
          const pages = new Set([
            ...Object.values(routes)
              .flat()
              .map((url) => url.replace(/^\//, '')),
            ...dialogs,
          ]);
          return {
            manifest: entries.filter((entry) => FIRST_LOAD_FILES.test(entry.url) || pages.has(entry.url)),
            warnings: [],
          };
        },
      ],
    },
  });
}

/** Found beside the development build the package resolves to, wherever npm installed it. */
function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = path.join(path.dirname(development), '../production/index.mjs');
  if (!existsSync(production)) throw new Error(`React Router's production build is not at ${production}`);
  return production;
}

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    copyPerLanguage(),
    routePreloads(),
    eagerCompileHints(),
    scriptsAfterFirstPaint(),
    serviceWorker(),
  ],
  // React Router 7 exports only its development build, warnings switched on
  // (remix-run/react-router#14102): the production bundle takes its production build.
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }] } : {},
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // React changes less often than the app: its own chunk stays cached across releases. No
    // catch-all vendor chunk: it would pull every page's libraries (Leaflet, forms) into the
    // first load, while the pages load on demand.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: REACT_CHUNK, test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            // Zod's settings, evaluated before any chunk that parses (src/lib/zod-jitless.ts).
            { name: 'zod-jitless', test: /src[\\/]lib[\\/]zod-jitless/, priority: 3 },
            { name: firstLoadChunk(), priority: 1 },
          ],
        },
      },
    },
  },
  css: {
    postcss: { plugins: command === 'build' ? [purgeBootstrap()] : [] },
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions: silence their
      // deprecation notices (ours and the dependency's), not real errors.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions'] },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
