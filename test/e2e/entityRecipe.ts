// docs/development.md's "Adding a master entity", followed word for word on a copy of the repository: its
// code blocks are the files written, its command the one run. What the docs say is what this applies.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const run = (cwd: string, command: string, args: string[], env: Record<string, string> = {}) => {
  try {
    return execFileSync(command, args, {
      cwd,
      stdio: 'pipe',
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', ...env },
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(
      `${command} ${args.join(' ')} failed in the copy:\n${stdout.slice(-3000)}${stderr.slice(-2000)}`,
      { cause: error },
    );
  }
};

/** The section's code blocks, in order, and its one `npm run` command. */
export function readRecipe(guide = fs.readFileSync('docs/development.md', 'utf8')) {
  const section = guide.split('## Adding a master entity')[1].split('\n## ')[0];
  const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
  const command = /`(npm run db:generate -- \w+)`/.exec(section)?.[1];
  if (blocks.length !== 4 || !command)
    throw new Error(
      'docs/development.md: "Adding a master entity" no longer has 4 code blocks and a command',
    );
  const [config, hindi, registry, table] = blocks;
  return { config, hindi, registry, table, command };
}

/** A new file's path, from its first line: `// resources/vehicle/index.ts: ...`. */
const pathOf = (block: string) => /^\/\/ (\S+):/.exec(block)?.[1] ?? '';

/**
 * The test files that read the registry rather than name its resources: the scratch resource runs them too. Each
 * must pass with any resource added the docs' way.
 */
export const registryDrivenTests = {
  unit: [
    'test/unit/resources/registry.test.ts',
    'test/unit/resources/mobileCard.test.ts',
    'test/unit/src/i18n/hindiMessages.test.ts',
    'test/unit/src/layout/menuItems.test.ts',
    'test/unit/pages/DashboardPage.test.tsx',
    'test/unit/pages/dashboardView.test.ts',
  ],
  api: [
    'test/api/dashboard.test.ts',
    'test/api/fuzz/writeFuzz.test.ts',
    'test/api/openapi/openApiDocument.test.ts',
    'test/api/crud/listPages.test.ts',
    'test/api/auth/authMatrix.test.ts',
    'test/api/rest/stockProviders.test.ts',
  ],
};

/** A copy of the repository's tracked and new files (node_modules linked), in a temporary directory. */
function copyRepository(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'outreach-recipe-'));
  const files = run('.', 'git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z']).split('\0');
  for (const file of files.filter((name) => name && fs.existsSync(name))) {
    fs.mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(copy, file));
  }
  fs.symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'), 'dir');
  return copy;
}

/** Applies the five steps in a copy; answers its directory, the config's path and the files the steps wrote. */
export function applyRecipe(): { copy: string; configPath: string; written: string[] } {
  const { config, hindi, registry, table, command } = readRecipe();
  const copy = copyRepository();
  const file = (name: string) => path.join(copy, name);
  // 1. and 2. The config and its Hindi, in the entity's folder, each named by its first line.
  for (const block of [config, hindi]) {
    fs.mkdirSync(path.dirname(file(pathOf(block))), { recursive: true });
    fs.writeFileSync(file(pathOf(block)), block);
  }
  // 3. The registry: the import beside the others, the list as the recipe gives it.
  const index = fs.readFileSync(file('resources/index.ts'), 'utf8');
  const [importLine] = registry.split('\n');
  const list = registry.slice(registry.indexOf('export const resources'));
  const lastImport = index.lastIndexOf('\nimport ');
  const afterImports = index.indexOf('\n', lastImport + 1) + 1;
  const registered = `${index.slice(0, afterImports)}${importLine}\n${index.slice(afterImports)}`.replace(
    /export const resources[^;]*;\n/,
    list,
  );
  fs.writeFileSync(file('resources/index.ts'), registered);
  // 4. The table at the end of the schema. 5. The migration, by the recipe's command.
  fs.appendFileSync(file('server/db/schema.ts'), `\n${table}`);
  const [, , ...npmArgs] = command.split(' ');
  run(copy, 'npm', ['run', ...npmArgs]);
  const written = [pathOf(config), pathOf(hindi), 'resources/index.ts', 'server/db/schema.ts'];
  return { copy, configPath: pathOf(config), written };
}

/**
 * Lint and Prettier on the files the recipe wrote, the type check, and the registry-driven tests, in the copy (it
 * is then built for the browser by buildForTests). A failure throws with the command's output.
 */
export function checkWritten({ copy, written }: { copy: string; written: string[] }): void {
  run(copy, 'npx', ['eslint', ...written]);
  run(copy, 'npx', ['prettier', '--check', ...written]);
  run(copy, 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  // 100 bodies an endpoint, not 20: each must see at least one accepted, and a 14-field form's valid body is rare.
  for (const [project, files] of Object.entries(registryDrivenTests))
    run(copy, 'npx', ['vitest', 'run', '--project', project, ...files], { FUZZ_RUNS: '100' });
}
