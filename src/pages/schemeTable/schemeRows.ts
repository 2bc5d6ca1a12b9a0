// The scheme list prototype's rows: twelve identical entries (SPEC 2), dated dd/mm/yyyy (SPEC 9).

export interface SchemeRow {
  id: number;
  schemeName: string;
  lastUpdated: string;
}

export const SCHEME_ROW_COUNT = 12;

export const schemeRows: SchemeRow[] = Array.from({ length: SCHEME_ROW_COUNT }, (_, index) => ({
  id: index + 1,
  schemeName: 'Indira Gandhi National Old Age Pension Scheme',
  lastUpdated: '12/05/2024',
}));
