// Makes test/fixtures/lgd/lgd-2022-sample from the official LGD 2022 files: every state, and the districts and
// blocks of a few of them, lines copied byte for byte so the files keep their quirks (two 'State Name' columns,
// 'Block Name ' with a trailing space, quoting, Assam's shared block codes, districts without blocks).
// Usage: node scripts/makeLgdFixture.mjs <folder of the official files>
import fs from 'node:fs';
import path from 'node:path';

// The built-in states (2, 5, 21, 29), Assam (18: ten block codes under two districts), Andaman and Nicobar (35),
// Delhi (7: districts without blocks), Chhattisgarh's Bilaspur (375: a district name of two states) and
// Andhra Pradesh's Alluri Sitharama Raju (745: a mixed-case name, no blocks).
const STATES = new Set(['2', '5', '7', '18', '21', '29', '35']);
const EXTRA_DISTRICTS = new Set(['375', '745']);

const [officialDir] = process.argv.slice(2);
if (!officialDir) {
  console.error('Usage: node scripts/makeLgdFixture.mjs <folder of the official LGD files>');
  process.exit(2);
}
const outDir = new URL('../test/fixtures/lgd/lgd-2022-sample/', import.meta.url);
fs.mkdirSync(outDir, { recursive: true });

const read = (name) => fs.readFileSync(path.join(officialDir, name), 'utf8');
const write = (name, text) => fs.writeFileSync(new URL(name, outDir), text);
/** Keeps the header and the lines whose first fields pass; a line's fields before any quoted one are plain. */
const keep = (text, pass) => {
  const [header, ...lines] = text.split('\n');
  return [header, ...lines.filter((line) => line && pass(line.split(',')))].join('\n') + '\n';
};

write('1-state.csv', read('1-state.csv'));
const districts = keep(
  read('2-district.csv'),
  ([state, , code]) => STATES.has(state) || EXTRA_DISTRICTS.has(code),
);
write('2-district.csv', districts);
const districtCodes = new Set(
  districts
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',').at(-4)),
);
write(
  'blocks.csv',
  keep(read('blocks.csv'), (fields) => districtCodes.has(fields[3])),
);
fs.copyFileSync(path.join(officialDir, 'LICENSE'), new URL('LICENSE', outDir));
