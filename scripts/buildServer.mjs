// Builds the server ahead of time into dist-server/ (ES modules, packages left to node_modules), so a start
// transpiles nothing; the migrations are copied beside it, where server/db/connection.ts looks for them.
import fs from 'node:fs';
import { build } from 'esbuild';

const outdir = 'dist-server';
fs.rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outdir,
  bundle: true,
  // The app's chunk (and the packages it imports) loads while the database starts: see server/main.ts.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync('server/db/migrations', `${outdir}/migrations`, { recursive: true });
