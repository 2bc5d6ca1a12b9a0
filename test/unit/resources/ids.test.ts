// Ids and whole numbers as bodies carry them: numbers or digit strings that fit an integer column.
import { describe, expect, it } from 'vitest';
import { idOf, idsOf, isIdList, isWholeNumber, MAX_INTEGER } from '../../../resources/index.ts';

describe('idOf', () => {
  it.each([[12], ['12'], ['007'], [MAX_INTEGER], [1e3]])('reads %j as an id', (value) => {
    expect(idOf(value)).toBe(Number(value));
  });

  it.each([
    [0],
    [-1],
    [1.5],
    [2 ** 31],
    ['2147483648'],
    [' 12 '],
    ['1e3'],
    ['+1'],
    [''],
    [[12]],
    [true],
    [null],
    [{}],
  ])('reads %j as no id', (value) => {
    expect(idOf(value)).toBeUndefined();
  });
});

describe('idsOf', () => {
  it('reads an array, comma-joined ids or one id', () => {
    expect([idsOf([12, '14']), idsOf('12,14'), idsOf(12), idsOf([])]).toEqual([[12, 14], [12, 14], [12], []]);
  });

  it.each([['12, 14'], ['12,'], ['12,x'], [[12, [14]]], [[0]], [''], [null]])('refuses %j', (value) => {
    expect(idsOf(value)).toBeUndefined();
  });
});

describe('isIdList', () => {
  it('tells several choices from one', () => {
    expect([isIdList([12]), isIdList('12,14'), isIdList('12'), isIdList(12)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('isWholeNumber', () => {
  it('takes 0 to 2^31 − 1 as a number or digit string, nothing else', () => {
    expect([0, '34', MAX_INTEGER].map(isWholeNumber)).toEqual([true, true, true]);
    expect([-1, 2 ** 31, 3.5, '3.5', ' 3', '', [3]].map(isWholeNumber)).toEqual(Array(7).fill(false));
  });
});
