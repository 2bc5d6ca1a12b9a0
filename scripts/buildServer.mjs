// Builds the server ahead of time into dist-server/ (or the folder given as its argument), its packages bundled in, so a start transpiles nothing and
// resolves no package files (measured: a third off the start); the migrations are copied beside it, where
// server/db/connection.ts looks for them.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * Two packages whose index loads much the server never runs, each given as what it uses (every start compiles the
 * chunk: these were 479 of its 3,565 KiB): zod's index names its 49 languages' messages (the server's are English,
 * its Hindi is the client's), and rate-limiter-flexible's requires each of its stores (Redis, Mongo, DynamoDB...).
 */
const trimmedPackages = {
  name: 'trimmed-packages',
  setup(build) {
    const stub = (contents) => ({ path: contents, namespace: 'trimmed' });
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ resolveDir }) =>
      resolveDir.includes(`${path.sep}zod${path.sep}`)
        ? stub(`export { default as en } from ${JSON.stringify(path.join(resolveDir, '../locales/en.js'))};`)
        : undefined,
    );
    build.onResolve({ filter: /^rate-limiter-flexible$/ }, () =>
      stub(
        ['RateLimiterMemory', 'RateLimiterPostgres', 'RateLimiterRes']
          .map((name) => `export { default as ${name} } from 'rate-limiter-flexible/lib/${name}.js';`)
          .join('\n'),
      ),
    );
    build.onLoad({ filter: /.*/, namespace: 'trimmed' }, ({ path: contents }) => ({
      contents,
      resolveDir: process.cwd(),
    }));
  },
};

const outdir = process.argv[2] ?? 'dist-server';
fs.rmSync(outdir, { recursive: true, force: true });
const common = {
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Left in node_modules: native code (argon2, sharp, pg's optional pg-native), and PGlite and its pg_dump, which read their
  // WebAssembly and data files from beside their own modules; the API reference page, which serves its scripts
  // and styles from its own folder; and the sidebar icons the resource configs name.
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite-tools',
    '@node-rs/argon2',
    'sharp',
    'pg',
    'pg-native',
    '@fastify/swagger-ui',
    // What that page's plugin loads from node_modules itself: bundled too, each would load twice at every start.
    '@fastify/static',
    'yaml',
    '@mui/*',
  ],
  plugins: [trimmedPackages],
  sourcemap: true,
  logLevel: 'warning',
};
// The embedded database's thread starts from its own file, an ES module: see server/db/pgliteWorkerClient.ts.
await build({
  ...common,
  entryPoints: { pgliteWorker: 'server/db/pgliteWorker.ts' },
  format: 'esm',
  // Bundled CommonJS packages call require() for Node's own modules: give the ES module output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// The server, one CommonJS script, so that its start can use V8's code cache (server/startup/codeCache.ts); its name
// carries a hash of its content, and so does its cache's. Its modules still run in the order server/main.ts
// imports them: the database's thread starts before the app's modules evaluate.
const server = await build({
  ...common,
  entryPoints: { server: 'server/main.ts' },
  entryNames: '[name]-[hash]',
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  // Its packages' import() become require() (Node runs PGlite's ES modules so too), as a script run with a code cache
  // can import only through an experimental hook.
  supported: { 'dynamic-import': false },
  define: { 'import.meta.url': '__importMetaUrl', 'import.meta.resolve': '__importMetaResolve' },
  banner: {
    js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href; const __importMetaResolve = (specifier) => require('node:url').pathToFileURL(require.resolve(specifier)).href;",
  },
  metafile: true,
});
const serverBundle = Object.keys(server.metafile.outputs).find((file) => file.endsWith('.cjs'));
await build({
  ...common,
  entryPoints: { main: 'server/startup/codeCache.ts' },
  format: 'esm',
  define: { SERVER_BUNDLE: JSON.stringify(`./${path.basename(serverBundle)}`) },
});
fs.cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true });
