// The one list screen: any resource's heading, search, Add button, table (cards on a phone) and pagination.
import Card from '@mui/material/Card';
import { useState } from 'react';
import { ListBase, Pagination, useDataProvider, useListContext } from 'react-admin';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../resources/index.ts';
import { usePhone } from '../layout/usePhone.ts';
import { ListHeader } from './list/ListHeader.tsx';
import { ListLoadFailure } from './list/ListLoadFailure.tsx';
import { ResourceCards } from './list/ResourceCards.tsx';
import { useOpeningSearch } from './list/listSearchLink.ts';
import { ResourceTable } from './list/ResourceTable.tsx';
import { useListLoadingDialog } from './list/useListLoadingDialog.ts';
import { useResourceConfig } from './useResourceConfig.ts';

/** No sort until a header is clicked: rows keep the order the server sent. */
const SERVER_ORDER = { field: '', order: 'ASC' } as const;

const logLoadFailure = (error: unknown) => console.error('The list could not be loaded', error);

const ListScreen = () => {
  useListLoadingDialog();
  const { filterValues, error } = useListContext();
  const phone = usePhone();
  const rows = phone ? <ResourceCards /> : <ResourceTable />;
  return (
    // data-search: the search the rows answer, once the debounce has passed (browser tests wait for it).
    <Card sx={{ p: { xs: 1.5, sm: 2 }, mt: 2 }} data-search={String(filterValues.q ?? '')}>
      <ListHeader />
      {/* A failed fetch shows no empty-list text and no pagination of rows it may still hold. */}
      {error ? (
        <ListLoadFailure />
      ) : (
        <>
          {rows}
          <Pagination rowsPerPageOptions={PAGE_SIZES} />
        </>
      )}
    </Card>
  );
};

export const ResourceList = () => {
  const { name } = useResourceConfig();
  const dataProvider = useDataProvider();
  // Opening a list screen asks the server whether the held list changed (before the list reads it, once).
  useState(() => dataProvider.markListStale(name));
  const opening = useOpeningSearch();
  return (
    <ListBase
      // A link that names another search (or none, as the menu's) opens the list afresh with it.
      key={opening.search}
      filterDefaultValues={opening.filter}
      resource={name}
      perPage={DEFAULT_PAGE_SIZE}
      sort={SERVER_ORDER}
      disableSyncWithLocation
      // Rows held since an earlier opening show at once while the list is read again (asking the server, above).
      // A failure shows at once, with its Retry, rather than after react-query's three silent retries.
      queryOptions={{ onError: logLoadFailure, refetchOnMount: 'always', retry: false }}
    >
      <ListScreen />
    </ListBase>
  );
};
