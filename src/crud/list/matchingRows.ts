// Every row a list's search and filters find, in the list's sort order, read through the dataProvider page by page.
import type { DataProvider, FilterPayload, RaRecord, SortPayload } from 'react-admin';
import { MAX_PAGE_ROWS } from '../../../resources/index.ts';

/** What a list shows: its sort and its applied filter (the search, `q`, and its field filters). */
export interface ListSelection {
  sort: SortPayload;
  filter: FilterPayload;
}

/**
 * All the rows, not one page. Pages hold MAX_PAGE_ROWS, the most a server-paged list answers at once; a list
 * the browser holds answers each page from memory.
 * @example await matchingRows(dataProvider, 'site', { sort: { field: 'site_name', order: 'ASC' }, filter: { q: 'goa' } })
 */
export const matchingRows = async (
  dataProvider: DataProvider,
  resource: string,
  { sort, filter }: ListSelection,
): Promise<RaRecord[]> => {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page += 1) {
    const pagination = { page, perPage: MAX_PAGE_ROWS };
    const { data, total } = await dataProvider.getList(resource, { pagination, sort, filter });
    rows.push(...data);
    if (data.length < MAX_PAGE_ROWS || rows.length >= (total ?? Infinity)) return rows;
  }
};
