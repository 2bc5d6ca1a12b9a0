// Parses the official LGD CSV export (states, districts, blocks) into a checked LocationSet.
// Names are kept exactly as LGD spells them (mostly upper case), only trimmed. A file with bad rows is
// rejected as a whole, with every bad line listed, so an import never applies half a file.
import fs from 'node:fs/promises';
import { codeCell, nameCell, readCsvRows, RowProblems, type ColumnLayout } from './csvRows.ts';
import { findLgdFiles } from './files.ts';
import type { LocationSet } from './types.ts';
import { UniqueRows } from './uniqueRows.ts';

type State = LocationSet['states'][number];
type District = LocationSet['districts'][number];
type Block = LocationSet['blocks'][number];

const stateColumns: ColumnLayout = { 1: 'State Code', 3: 'State Name' };
const districtColumns: ColumnLayout = { 0: 'State Code', 2: 'District Code', 3: 'District Name' };
const blockColumns: ColumnLayout = { 3: 'District Code', 5: 'Block Code', 7: 'Block Name' };

/** Parses the LGD states file (1-state.csv). */
export function parseStatesCsv(text: string, fileName = '1-state.csv'): State[] {
  const problems = new RowProblems(fileName);
  const states = new UniqueRows<State>((s) => `state ${s.state_id}`);
  for (const row of readCsvRows(fileName, text, stateColumns)) {
    const state_id = codeCell(row, 1, 'State Code', problems);
    const state_name = nameCell(row, 3, 'State Name', problems);
    if (state_id && state_name) states.add(`${state_id}`, { state_id, state_name }, row.line, problems);
  }
  problems.throwIfAny();
  return states.rows();
}

/** Parses the LGD districts file (2-district.csv); every district must belong to one of the known states. */
export function parseDistrictsCsv(
  text: string,
  stateIds: ReadonlySet<number>,
  fileName = '2-district.csv',
): District[] {
  const problems = new RowProblems(fileName);
  const districts = new UniqueRows<District>((d) => `district ${d.district_id}`);
  for (const row of readCsvRows(fileName, text, districtColumns)) {
    const state_id = codeCell(row, 0, 'State Code', problems);
    const district_id = codeCell(row, 2, 'District Code', problems);
    const district_name = nameCell(row, 3, 'District Name', problems);
    if (state_id && !stateIds.has(state_id))
      problems.add(row.line, `state ${state_id} is not in the states file`);
    else if (state_id && district_id && district_name) {
      districts.add(`${district_id}`, { district_id, district_name, state_id }, row.line, problems);
    }
  }
  problems.throwIfAny();
  return districts.rows();
}

/** Parses the LGD blocks file (blocks.csv); every block must belong to one of the known districts. */
export function parseBlocksCsv(
  text: string,
  districtIds: ReadonlySet<number>,
  fileName = 'blocks.csv',
): Block[] {
  const problems = new RowProblems(fileName);
  const blocks = new UniqueRows<Block>((b) => `block ${b.block_id} of district ${b.district_id}`);
  for (const row of readCsvRows(fileName, text, blockColumns)) {
    const district_id = codeCell(row, 3, 'District Code', problems);
    const block_id = codeCell(row, 5, 'Block Code', problems);
    const block_name = nameCell(row, 7, 'Block Name', problems);
    if (district_id && !districtIds.has(district_id)) {
      problems.add(row.line, `district ${district_id} is not in the districts file`);
    } else if (district_id && block_id && block_name) {
      blocks.add(`${district_id}/${block_id}`, { block_id, block_name, district_id }, row.line, problems);
    }
  }
  problems.throwIfAny();
  return blocks.rows();
}

/**
 * Reads the three LGD files of a folder (found by name: *state*.csv, *district*.csv, *block*.csv).
 * @example const set = await parseLgdDirectory('lgd-2022');
 */
export async function parseLgdDirectory(dir: string): Promise<LocationSet> {
  const files = await findLgdFiles(dir);
  const read = (file: string) => fs.readFile(file, 'utf8');
  const states = parseStatesCsv(await read(files.states.path), files.states.name);
  const stateIds = new Set(states.map((s) => s.state_id));
  const districts = parseDistrictsCsv(await read(files.districts.path), stateIds, files.districts.name);
  const districtIds = new Set(districts.map((d) => d.district_id));
  const blocks = parseBlocksCsv(await read(files.blocks.path), districtIds, files.blocks.name);
  return { states, districts, blocks };
}
