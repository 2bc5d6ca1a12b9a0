// Nasty values for a field of each kind: control, bidi and emoji characters, other types where text goes,
// ids and dates out of range or malformed, huge strings. Each broke the server once, or could have.
import fc from 'fast-check';
import type { FieldConfig } from '../../../resources/index.ts';

const CONTROLS = ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f'];
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const EMOJI = ['👍', '🇮🇳', '👨‍👩‍👧', '1️⃣'];

const around = (characters: string[]) =>
  fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...characters), fc.string({ maxLength: 8 }))
    .map((parts) => parts.join(''));

const notText = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.object({ maxDepth: 1 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

const nastyText = fc.oneof(
  around(CONTROLS),
  around(BIDI),
  around(EMOJI),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ minLength: 256, maxLength: 300 }),
  fc.constant('x'.repeat(20_000)),
  fc.constantFrom('', ' ', '\u00a0'),
  notText,
);

const nastyId = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    2 ** 31,
    1e3,
    1.5,
    ' 12 ',
    '12.0',
    '1e3',
    '0x10',
    '١٢',
    [1],
    [1, 2],
    '1,2',
    '',
    null,
  ),
  fc.constantFrom(true, {}, 'abc', Number.MAX_SAFE_INTEGER + 2, -(2 ** 31), '99999999999', 999999),
  // Well-formed ids that name nothing, as the audit's state 999999.
  fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
  fc.string({ maxLength: 6 }),
);

const nastyDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01',
    '2025-02-30',
    '1899-12-31',
    '2101-01-01',
    '9999-12-31',
    '2025-13-01',
    '20250101',
  ),
  fc.constantFrom(
    '2025-1-1',
    '2025-01-01T00:00:00Z',
    ' 2025-01-01',
    '2025-01-01\u0000',
    20250101,
    null,
    [],
    {},
  ),
  fc.string({ maxLength: 12 }),
);

const nastyNumber = fc.oneof(fc.constantFrom(-1, 2 ** 31, 1.5, 'x', ' 3', [3], {}, true, '3e2'), fc.double());

/** A nasty value for each kind of field. */
export const nastyValues: Record<FieldConfig['kind'], fc.Arbitrary<unknown>> = {
  text: nastyText,
  email: nastyText,
  password: nastyText,
  select: nastyId,
  number: nastyNumber,
  date: nastyDate,
  file: nastyText,
};
