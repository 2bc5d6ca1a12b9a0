// The one list screen: any resource's heading, search, Add button, table (cards on a phone) and pagination. Its
// search, sort, page and page size live in the address (a copied link opens the same view) and in react-admin's
// store per list (an add, an edit, Back or the menu returns to them).
import Card from '@mui/material/Card';
import { useState } from 'react';
import { ListBase, Pagination, useDataProvider, useListContext, type Identifier } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../resources/index.ts';
import { usePhone } from '../layout/usePhone.ts';
import { ListHeader } from './list/ListHeader.tsx';
import { ListLoadFailure } from './list/ListLoadFailure.tsx';
import { OfflineBanner } from './list/OfflineBanner.tsx';
import { listAddressFix } from './list/listView.ts';
import { ResourceCards } from './list/ResourceCards.tsx';
import { ResourceTable } from './list/ResourceTable.tsx';
import { SavedRowAbove } from './list/SavedRowAbove.tsx';
import { SavedRowContext, useJustSaved } from './list/savedRow.ts';
import { useListLoadingDialog } from './list/useListLoadingDialog.ts';
import { useReadAfterDevice } from './list/useReadAfterDevice.ts';
import { useSavedRow } from './list/useSavedRow.ts';
import { useResourceConfig } from './useResourceConfig.ts';

/** No sort until a header is clicked: rows keep the order the server sent. */
const SERVER_ORDER = { field: '', order: 'ASC' } as const;

const logLoadFailure = (error: unknown) => console.error('The list could not be loaded', error);

const ListScreen = ({ savedId }: { savedId: Identifier | undefined }) => {
  useListLoadingDialog();
  useReadAfterDevice();
  const { filterValues, error, meta } = useListContext();
  const saved = useSavedRow(savedId);
  const phone = usePhone();
  const rows = phone ? <ResourceCards /> : <ResourceTable />;
  return (
    // data-search, data-filter: the search and filters the rows answer, once the debounce has passed (browser tests
    // wait for them).
    <Card
      sx={{ p: { xs: 1.5, sm: 2 }, mt: 2 }}
      data-search={String(filterValues.q ?? '')}
      data-filter={JSON.stringify(filterValues)}
    >
      <ListHeader />
      <OfflineBanner offlineFrom={meta?.offlineFrom} />
      {/* A failed fetch shows no empty-list text and no pagination of rows it may still hold. */}
      {error ? (
        <ListLoadFailure />
      ) : (
        <SavedRowContext.Provider value={saved.highlighted}>
          {saved.above && <SavedRowAbove record={saved.above}>{rows}</SavedRowAbove>}
          {rows}
          <Pagination rowsPerPageOptions={PAGE_SIZES} />
        </SavedRowContext.Provider>
      )}
    </Card>
  );
};

export const ResourceList = () => {
  const config = useResourceConfig();
  const { name } = config;
  const dataProvider = useDataProvider();
  // Opening a list screen asks the server whether the held list changed (before the list reads it, once).
  useState(() => dataProvider.markListStale(name));
  const savedId = useJustSaved(name);
  // A short search (`?q=`, the dashboard's links) or a view the list cannot show is replaced before it opens.
  const fix = listAddressFix(config, useLocation().search);
  if (fix !== undefined) return <Navigate to={{ search: fix }} replace />;
  return (
    <ListBase
      resource={name}
      storeKey={`${name}.listParams`}
      perPage={DEFAULT_PAGE_SIZE}
      sort={SERVER_ORDER}
      // Rows held since an earlier opening show at once while the list is read again (asking the server, above).
      // A failure shows at once, with its Retry, rather than after react-query's three silent retries.
      queryOptions={{ onError: logLoadFailure, refetchOnMount: 'always', retry: false }}
    >
      <ListScreen savedId={savedId} />
    </ListBase>
  );
};
