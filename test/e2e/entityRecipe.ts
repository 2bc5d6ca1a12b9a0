// docs/development.md's "Adding a master entity", followed word for word on a copy of the repository: its
// code blocks are the files written, its command the one run. What the docs say is what this applies.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const run = (cwd: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8', env: { ...process.env, CI: 'true' } });

/** The section's code blocks, in order, and its one `npm run` command. */
export function readRecipe(guide = fs.readFileSync('docs/development.md', 'utf8')) {
  const section = guide.split('## Adding a master entity')[1].split('\n## ')[0];
  const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]);
  const command = /`(npm run db:generate -- \w+)`/.exec(section)?.[1];
  if (blocks.length !== 3 || !command)
    throw new Error(
      'docs/development.md: "Adding a master entity" no longer has 3 code blocks and a command',
    );
  const [config, registry, table] = blocks;
  return { config, registry, table, command };
}

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

/** Applies the four steps in a copy; answers its directory and the files the steps wrote. */
export function applyRecipe(): { copy: string; written: string[] } {
  const { config, registry, table, command } = readRecipe();
  const copy = copyRepository();
  const file = (name: string) => path.join(copy, name);
  // 1. The config file, named by its first line.
  const configPath = /^\/\/ (\S+):/.exec(config)?.[1] ?? '';
  fs.writeFileSync(file(configPath), config);
  // 2. The registry: the import beside the others, the list as the recipe gives it.
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
  // 3. The table at the end of the schema. 4. The migration, by the recipe's command.
  fs.appendFileSync(file('server/db/schema.ts'), `\n${table}`);
  const [, , ...npmArgs] = command.split(' ');
  run(copy, 'npm', ['run', ...npmArgs]);
  return { copy, written: [configPath, 'resources/index.ts', 'server/db/schema.ts'] };
}

/** Lint and Prettier on the files the recipe wrote (the copy is then built for the browser by buildForTests). */
export function checkWritten({ copy, written }: { copy: string; written: string[] }): void {
  run(copy, 'npx', ['eslint', ...written]);
  run(copy, 'npx', ['prettier', '--check', ...written]);
}
