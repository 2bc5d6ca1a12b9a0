// Finds the three LGD files in a folder by name, whatever number prefix or plural the export used.
import fs from 'node:fs/promises';
import path from 'node:path';
import { LgdInputError } from './csvRows.ts';

export interface LgdFile {
  name: string;
  path: string;
}

const levels = { states: 'state', districts: 'district', blocks: 'block' } as const;
const officialNames: Record<string, string> = {
  state: '1-state.csv',
  district: '2-district.csv',
  block: 'blocks.csv',
};

/** The name with its number prefix ('1-', '2_') dropped, so '1-state.csv' and 'states.csv' both match 'state'. */
const bareName = (name: string) => name.toLowerCase().replace(/^[\d\s_.-]+/, '');

/** Finds 1-state.csv, 2-district.csv and blocks.csv (or names like them); throws naming what is missing. */
export async function findLgdFiles(dir: string): Promise<Record<keyof typeof levels, LgdFile>> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => name.toLowerCase().endsWith('.csv'));
  } catch {
    throw new LgdInputError(`LGD folder not found or not readable: ${dir}`);
  }
  const pick = (word: string): LgdFile => {
    const matches = names.filter((name) => bareName(name).startsWith(word));
    if (matches.length === 1) return { name: matches[0], path: path.join(dir, matches[0]) };
    const found = matches.length === 0 ? 'none' : matches.join(', ');
    throw new LgdInputError(
      `Expected one ${word}s CSV file (like ${officialNames[word]}) in ${dir}, found ${found}.`,
    );
  };
  return { states: pick(levels.states), districts: pick(levels.districts), blocks: pick(levels.blocks) };
}
