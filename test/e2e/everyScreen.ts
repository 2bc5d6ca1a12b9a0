// Every screen of the signed-in app, with what shows once it is drawn: the phone tests open each of them.
import type { Page } from 'playwright-core';
import { importColumns, importTexts } from '../../resources/csvImport/index.ts';
import { commonTexts, resources, site } from '../../resources/index.ts';
import { auditTexts } from '../../src/history/auditTexts.ts';
import { WAITING_PATH } from '../../src/waitingChanges/waitingPath.ts';
import { waitingTexts } from '../../src/waitingChanges/waitingTexts.ts';
import { openListScreen } from './phoneSteps.ts';

export interface Screen {
  name: string;
  path: string;
  /** Opens the screen and waits until it is drawn with what makes it widest. */
  open: (page: Page) => Promise<void>;
}

const opens = (path: string, drawn: (page: Page) => ReturnType<Page['locator']>) => async (page: Page) => {
  await page.goto(path);
  await drawn(page).first().waitFor();
};

const saveButton = (page: Page) => page.getByRole('button', { name: commonTexts.save });
const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true });

/** A file of one site in the import's own columns, plus a long one the preview has to fit. */
const importFile = () => {
  const header = importColumns(site).map((column) => column.label);
  const row = header.map((label) => `${label} of a rather long imported row`);
  return { name: 'sites.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${row}\n`) };
};

/** `ids` are the records whose edit screens open (a resource's name to one of its ids). */
export const everyScreen = (ids: Record<string, number>): Screen[] => [
  { name: 'home', path: '/home', open: opens('/home', (page) => page.getByText('Old Age Care')) },
  { name: 'dashboard', path: '/dashboard', open: opens('/dashboard', (page) => page.getByRole('region')) },
  ...resources.flatMap((config) => [
    {
      name: `${config.name} list`,
      path: config.routes.list,
      open: (page: Page) => openListScreen(page, config),
    },
    {
      name: `${config.name} create`,
      path: config.routes.create,
      open: opens(config.routes.create, saveButton),
    },
    {
      name: `${config.name} edit`,
      path: `${config.routes.edit}/${ids[config.name]}`,
      open: opens(`${config.routes.edit}/${ids[config.name]}`, saveButton),
    },
  ]),
  {
    name: 'changes waiting',
    path: WAITING_PATH,
    open: opens(WAITING_PATH, (page) => page.getByRole('heading', { name: waitingTexts.heading })),
  },
  {
    name: 'setting',
    path: '/setting',
    open: opens('/setting', (page) => page.getByRole('region', { name: 'Profile' })),
  },
  {
    name: 'activity',
    path: '/activity',
    // A row of the table, or a card on a phone.
    open: opens('/activity', (page) => page.locator('tbody tr').or(page.getByRole('listitem'))),
  },
  {
    name: 'bin',
    path: '/bin',
    open: opens('/bin', (page) => page.getByRole('button', { name: auditTexts.restoreButton })),
  },
  {
    name: 'import',
    path: '/import/site',
    open: async (page) => {
      await opens('/import/site', heading(importTexts.heading(site.texts.listHeading)))(page);
      await page.locator('input[type=file]').setInputFiles(importFile());
      await page.locator('[data-row-status]').first().waitFor();
    },
  },
  {
    name: 'not found',
    path: '/no-such-page',
    open: opens('/no-such-page', heading("Look like you're lost")),
  },
];
