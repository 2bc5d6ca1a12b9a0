// The add form of a scheme (a project or a program), filled as a person does in the browser tests.
import type { Page } from 'playwright-core';
import type { ResourceConfig } from '../../resources/index.ts';
import { typeDate } from './pageSteps.ts';

export interface SchemeInput {
  name: string;
  code: string;
  /** The name of the state to choose. */
  state: string;
}

/**
 * Fills the add form: the name, code and state given, February 1 to March 15 2030.
 * @example await fillAddForm(page, project, { name: 'Alpha', code: 'A-1', state: 'GOA' });
 */
export const fillAddForm = async (page: Page, config: ResourceConfig, input: SchemeInput) => {
  const codeLabel = config.name === 'project' ? 'Project Code' : 'Program Code';
  await page.getByLabel('Name', { exact: true }).fill(input.name);
  await typeDate(page, 'Start Date', '01022030');
  await typeDate(page, 'End Date', '15032030');
  await page.getByLabel(codeLabel).fill(input.code);
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: input.state, exact: true }).click();
};
