// A file's header row against a resource's import columns: which header names which column, what is ignored,
// what is missing.
import type { ResourceConfig } from '../types.ts';
import { importColumns, type ImportColumn } from './importColumns.ts';
import { importTexts } from './importTexts.ts';

export interface HeaderMatch {
  /** The header (as the file writes it) that gives each matched column, in column (form) order. */
  headers: Map<ImportColumn, string>;
  /** Headers that name no column (and headers naming a column already given). */
  ignored: string[];
  /** Labels of required columns no header gives. */
  missing: string[];
  /** What is wrong with the header as a whole (no column matches, required ones missing), or undefined. */
  problem?: string;
}

/**
 * @example matchHeader(site, ['Site name', 'Notes']) // { ignored: ['Notes'], missing: ['MHU', ...], ... }
 */
export const matchHeader = (resource: ResourceConfig, header: string[]): HeaderMatch => {
  const columns = importColumns(resource);
  const headers = new Map<ImportColumn, string>();
  // In column order, so a row's state is read before its district.
  for (const column of columns) {
    const name = header.find((h) => column.names.includes(h.trim().toLowerCase()));
    if (name !== undefined) headers.set(column, name);
  }
  const used = new Set(headers.values());
  const ignored = header.filter((name) => !used.has(name) && name.trim() !== '');
  const missing = columns.filter((c) => c.required && !headers.has(c)).map((c) => c.label);
  const problem = !headers.size
    ? importTexts.noMatchingColumn(columns.map((c) => c.label))
    : missing.length
      ? importTexts.missingColumns(missing)
      : undefined;
  return { headers, ignored, missing, problem };
};
