// A record's version in the headers: If-Match from the version read, the version an ETag names.
import { describe, expect, it } from 'vitest';
import { ifMatchOf, versionOfEtag } from '../../../dataProvider/recordVersion.ts';

describe('record versions', () => {
  it('names the version read, quoted, in If-Match', () => {
    expect(ifMatchOf({ id: 3, version: 7 })).toBe('"7"');
  });

  it('gives no If-Match for a record without a whole-number version', () => {
    expect([ifMatchOf(undefined), ifMatchOf({ id: 3 }), ifMatchOf({ version: '7' })]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads the version of a strong ETag, and none of another shape', () => {
    expect([versionOfEtag('"8"'), versionOfEtag('W/"8"'), versionOfEtag(undefined)]).toEqual([
      8,
      undefined,
      undefined,
    ]);
  });
});
