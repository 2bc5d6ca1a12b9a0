// Where a list shows the record just saved: on its own page, which the list turns to, when the browser holds the
// list and the search finds it; otherwise above the page (the server pages the list, or the search does not find
// the record). A record someone deleted meanwhile shows nowhere. The highlight ends when the view changes.
import { useEffect, useState } from 'react';
import { useDataProvider, useGetOne, useListContext, type Identifier, type RaRecord } from 'react-admin';
import { isSavedRecord } from './savedRow.ts';

type Place = 'page' | 'above' | 'none';

export interface SavedRow {
  /** The row to highlight, on the page or above it. */
  highlighted?: Identifier;
  /** The record to show above the page, with a note. */
  above?: RaRecord;
}

export const useSavedRow = (savedId: Identifier | undefined): SavedRow => {
  const { resource, filterValues, sort, page, perPage, setPage, data, isPending, isFetching } =
    useListContext();
  const dataProvider = useDataProvider();
  const [place, setPlace] = useState<Place | undefined>(savedId === undefined ? 'none' : undefined);
  const opened = !isPending && !isFetching;

  useEffect(() => {
    if (place || !opened || savedId === undefined) return;
    let current = true;
    (
      dataProvider.locateRow(resource, { id: savedId, filter: filterValues, sort }) as Promise<
        number | undefined
      >
    )
      .then((position) => {
        if (!current) return;
        setPlace(position === undefined ? 'above' : 'page');
        const target = position === undefined ? page : Math.floor(position / perPage) + 1;
        if (target !== page) setPage(target);
      })
      .catch(() => current && setPlace('none'));
    return () => {
      current = false;
    };
  }, [place, opened, savedId, dataProvider, resource, filterValues, sort, page, perPage, setPage]);

  // Read alone only when it is not on the page; a failed read (deleted meanwhile) shows nothing and says nothing.
  const onPage = !!data?.some((record) => isSavedRecord(savedId, record));
  const { data: aboveRecord } = useGetOne(
    resource,
    { id: savedId ?? '' },
    { enabled: place === 'above' && !onPage && opened, retry: false },
  );
  const shown = (place === 'page' && onPage) || (place === 'above' && (onPage || !!aboveRecord));

  // The view the row was first shown in: searching, sorting or paging on from it ends the highlight.
  const view = JSON.stringify([filterValues, sort, page, perPage]);
  const [shownIn, setShownIn] = useState<string>();
  const ended = shownIn !== undefined && shownIn !== view;
  useEffect(() => {
    if (shown && shownIn === undefined) setShownIn(view);
    if (ended) setPlace('none');
  }, [shown, shownIn, view, ended]);
  if (!shown || ended) return {};
  return { highlighted: savedId, above: onPage ? undefined : aboveRecord };
};
