// The blocking loading dialog while a list is fetched at its opening (SPEC 4), rows held from an earlier opening
// included. It closes when the fetch fails too, where SPEC 8 keeps it open (decision 024), and when rows the device
// kept are shown: the server is then asked behind them (decision 036); later fetches (search, sort, pages, a retry)
// show none.
import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import { useDialogs } from '../../dialogs/useDialogs.ts';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { useShownFromDevice } from './useReadAfterDevice.ts';

export const useListLoadingDialog = (): void => {
  const { isPending, isFetching } = useListContext();
  const dialogs = useDialogs();
  const loadingText = useText()(crudKeys.listLoading);
  const open = useRef(false);
  /** The opening's fetch has answered: what follows is the person's own searching, sorting and paging. */
  const [opened, setOpened] = useState(false);
  const fromDevice = useShownFromDevice() !== undefined;
  const loading = !opened && !fromDevice && (isPending || isFetching);

  useEffect(() => {
    if (fromDevice || (!isPending && !isFetching)) setOpened(true);
  }, [isPending, isFetching, fromDevice]);

  useEffect(() => {
    if (!loading || open.current) return;
    open.current = true;
    dialogs.wait(loadingText);
  }, [loading, dialogs, loadingText]);

  useEffect(() => {
    if (loading || !open.current) return;
    open.current = false;
    dialogs.close();
  }, [loading, dialogs]);

  useEffect(
    () => () => {
      if (open.current) dialogs.close();
    },
    [dialogs],
  );
};
