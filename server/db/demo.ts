// CLI: adds the demo data set and one user per role to an empty database, passwords printed once (`npm run db:demo`).
// The embedded database allows one process per data directory: stop the server first.
import { loadConfig } from '../config.ts';
import { dataDirOf } from '../startup/dataLocation.ts';
import { makeDataDirPrivate } from '../startup/privateDataDir.ts';
import { addDemoData, demoRefusal, type DemoAccount } from './addDemoData.ts';
import { openDatabase } from './connection.ts';
import { seed } from './seed.ts';

/** The accounts as a text table: email, role, area, password. */
function accountTable(accounts: DemoAccount[]): string {
  const header = ['email', 'role', 'area', 'password'];
  const rows = accounts.map(({ email, role, area, password }) => [email, role, area, password]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

async function demo(): Promise<string> {
  const config = loadConfig();
  if (!config.databaseUrl) makeDataDirPrivate(dataDirOf(process.env));
  const handle = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { embedded: config.dataDir },
  );
  try {
    // Refused before the seed too, so that a database with records is left exactly as it was.
    const refusal = await demoRefusal(handle.db, config.adminRoleIds);
    if (refusal) throw new Error(refusal);
    const seeded = await seed(handle.db, config);
    const { counts, accounts } = await addDemoData(handle.db, config);
    const administrator = seeded.generatedPassword
      ? [
          {
            email: config.adminEmail,
            role: 'Administrator',
            area: 'everything',
            password: seeded.generatedPassword,
          },
        ]
      : [];
    const added = Object.entries(counts)
      .map(([name, count]) => `${count} ${name}`)
      .join(', ');
    return [
      `Added the demo data set: ${added}.`,
      '',
      accountTable([...administrator, ...accounts]),
      '',
      'These passwords are shown once; each must be changed at the first sign-in.',
      ...(administrator.length
        ? []
        : [
            `The administrator (${config.adminEmail}) keeps their password: ADMIN_PASSWORD, or the one the first start`,
            `printed (npm run db:reset-password -- ${config.adminEmail} gives a new one).`,
          ]),
    ].join('\n');
  } finally {
    await handle.close();
  }
}

try {
  console.log(await demo());
} catch (error) {
  console.error(`Demo data not added: ${(error as Error).message}`);
  process.exit(1);
}
