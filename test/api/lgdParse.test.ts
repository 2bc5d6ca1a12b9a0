// Parsing the official LGD files, and the checks that reject files not in that format.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtInLocations } from '../../server/db/lgd/builtInLocations.ts';
import { LgdInputError } from '../../server/db/lgd/csvRows.ts';
import { parseLgdDirectory, parseStatesCsv } from '../../server/db/lgd/parse.ts';
import type { LocationSet } from '../../server/db/lgd/types.ts';
import { lgdStatesCsv, writeLgdFolder } from '../fixtures/lgd/lgdFolder.ts';

// A sample of the official files, lines copied as they are (scripts/makeLgdFixture.mjs): every state, and the
// districts and blocks of seven states and two more districts.
const officialDir = fileURLToPath(new URL('../fixtures/lgd/lgd-2022-sample', import.meta.url));

describe('the official LGD 2022 files (a sample)', () => {
  let official: LocationSet;
  beforeAll(async () => {
    official = await parseLgdDirectory(officialDir);
  });

  it('hold 36 states and the 137 districts taken', () => {
    expect(official.states).toHaveLength(36);
    expect(official.districts).toHaveLength(137);
  });

  it('hold 979 distinct block codes in 989 (district, block) pairs', () => {
    expect(new Set(official.blocks.map((b) => b.block_id)).size).toBe(979);
    expect(official.blocks).toHaveLength(989);
  });

  it('keep the ten Assam block codes that appear under two districts under both', () => {
    const districtsOfCode = new Map<number, number[]>();
    for (const b of official.blocks)
      districtsOfCode.set(b.block_id, [...(districtsOfCode.get(b.block_id) ?? []), b.district_id]);
    const shared = [...districtsOfCode].filter(([, districts]) => districts.length === 2);
    const assamDistricts = new Set(
      official.districts.filter((d) => d.state_id === 18).map((d) => d.district_id),
    );
    expect(shared).toHaveLength(10);
    expect(shared.flatMap(([, districts]) => districts).every((id) => assamDistricts.has(id))).toBe(true);
  });

  it('read names from the English column, trimmed and spelled as LGD gives them', () => {
    expect(official.states).toContainEqual({ state_id: 2, state_name: 'HIMACHAL PRADESH' });
    expect(official.districts).toContainEqual({
      district_id: 745,
      district_name: 'Alluri Sitharama Raju',
      state_id: 28,
    });
    expect(official.blocks).toContainEqual({ block_id: 6498, block_name: 'CAMPBELL BAY', district_id: 603 });
  });

  it('contain every built-in state, district and block with the same name and parent', () => {
    expect(official.states).toEqual(expect.arrayContaining(builtInLocations.states));
    expect(official.districts).toEqual(expect.arrayContaining(builtInLocations.districts));
    expect(official.blocks).toEqual(expect.arrayContaining(builtInLocations.blocks));
  });

  it('give each built-in district all of its official blocks', () => {
    for (const { district_id } of builtInLocations.districts) {
      const officialBlocks = official.blocks.filter((b) => b.district_id === district_id);
      const builtIn = builtInLocations.blocks.filter((b) => b.district_id === district_id);
      expect(builtIn).toHaveLength(officialBlocks.length);
    }
  });
});

describe('the built-in location set', () => {
  it('includes state 2, the default state of lists', () => {
    expect(builtInLocations.states.map((s) => s.state_id)).toContain(2);
  });

  it('has only districts of its own states and blocks of its own districts', () => {
    const stateIds = new Set(builtInLocations.states.map((s) => s.state_id));
    const districtIds = new Set(builtInLocations.districts.map((d) => d.district_id));
    expect(builtInLocations.districts.every((d) => stateIds.has(d.state_id))).toBe(true);
    expect(builtInLocations.blocks.every((b) => districtIds.has(b.district_id))).toBe(true);
  });
});

describe('parsing an LGD folder', () => {
  it('rejects bad rows with one error listing every bad line', async () => {
    const dir = await writeLgdFolder({
      blocks: [
        ['20', '168', 'ANNI'],
        ['20', 'x169', 'BANJAR'],
        ['99', '170', 'NOWHERE'],
        ['20', '171', ' '],
      ],
    });
    const error = await parseLgdDirectory(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LgdInputError);
    expect((error as Error).message).toBe(
      'blocks.csv has 3 bad row(s):\n' +
        "  line 3: Block Code 'x169' is not a number\n" +
        '  line 4: district 99 is not in the districts file\n' +
        '  line 5: Block Name is empty',
    );
  });

  it('rejects a district of a state missing from the states file', async () => {
    const dir = await writeLgdFolder({ districts: [['7', '20', 'KULLU']] });
    await expect(parseLgdDirectory(dir)).rejects.toThrow('line 2: state 7 is not in the states file');
  });

  it('merges repeated identical rows of one key', async () => {
    const dir = await writeLgdFolder({
      blocks: [
        ['20', '168', 'ANNI'],
        ['20', '168', 'ANNI'],
      ],
    });
    expect((await parseLgdDirectory(dir)).blocks).toEqual([
      { block_id: 168, block_name: 'ANNI', district_id: 20 },
    ]);
  });

  it('rejects one key given twice with different names, naming both lines', () => {
    const text = lgdStatesCsv([
      ['2', 'HIMACHAL PRADESH'],
      ['2', 'HIMACHAL'],
    ]);
    expect(() => parseStatesCsv(text)).toThrow(
      'line 3: state 2 differs from the row with the same code on line 2',
    );
  });

  it('rejects a file whose columns are not in the LGD order', () => {
    const text = 'State Code,State Name\n2,HIMACHAL PRADESH\n';
    expect(() => parseStatesCsv(text)).toThrow(
      "1-state.csv is not in the LGD format: column 2 should be 'State Code', found 'State Name'.",
    );
  });

  it('finds the files by name whatever their number prefix or plural', async () => {
    const dir = await writeLgdFolder();
    await fs.rename(path.join(dir, '1-state.csv'), path.join(dir, 'states.csv'));
    await fs.rename(path.join(dir, 'blocks.csv'), path.join(dir, '3_Blocks.csv'));
    expect((await parseLgdDirectory(dir)).blocks).toHaveLength(1);
  });

  it('names the file that is missing', async () => {
    const dir = await writeLgdFolder();
    await fs.rm(path.join(dir, 'blocks.csv'));
    await expect(parseLgdDirectory(dir)).rejects.toThrow(
      /Expected one blocks CSV file \(like blocks\.csv\) in .*, found none\./,
    );
  });

  it('names a folder that does not exist', async () => {
    await expect(parseLgdDirectory('no-such-lgd-folder')).rejects.toThrow(
      'LGD folder not found or not readable: no-such-lgd-folder',
    );
  });
});
