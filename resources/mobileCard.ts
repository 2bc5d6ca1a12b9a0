// A list record as a card on a phone: its config's `mobile` columns, each text as the table's cell shows it.
import { cellReader } from './display.ts';
import type { MasterData } from './masterData.ts';
import type { ColumnConfig, MobileCard } from './types.ts';

/** One line under the card's title: the column's source (its label is the screen's, translated) and cell text. */
export interface CardLine {
  source: string;
  text: string;
}

export interface CardTexts {
  primary: string;
  secondary: CardLine[];
}

interface Carded {
  name: string;
  columns: ColumnConfig[];
  mobile: MobileCard;
}

const columnOf = (resource: Carded, source: string): ColumnConfig => {
  const column = resource.columns.find((candidate) => candidate.source === source);
  if (!column)
    throw new Error(`${resource.name}'s mobile card names ${source}, which is not one of its columns`);
  return column;
};

/**
 * Builds a resource's card reader once (lookups index master data), to call per record; master-data names in
 * `locale` (none: English).
 * @example cardReader(site, masterData)(row) // { primary: 'Anni Ward', secondary: [{ source: 'site_code', text: 'AW-1' }, ...] }
 */
export const cardReader = (
  resource: Carded,
  masterData?: MasterData,
  locale?: string,
): ((row: Record<string, unknown>) => CardTexts) => {
  const primary = cellReader(columnOf(resource, resource.mobile.primary), masterData, locale);
  const lines = resource.mobile.secondary.map((source) => ({
    source,
    read: cellReader(columnOf(resource, source), masterData, locale),
  }));
  return (row) => ({
    primary: primary(row),
    secondary: lines.map(({ source, read }) => ({ source, text: read(row) })),
  });
};
