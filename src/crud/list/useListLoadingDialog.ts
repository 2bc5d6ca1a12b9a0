// The blocking loading dialog while a list is first fetched (SPEC 4). If the fetch fails the error is
// logged and the dialog stays open, as SPEC 8 says; refetches (search, sort, pages) show none.
import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useDialogs } from '../../dialogs/useDialogs.ts';
import { crudTexts } from '../crudTexts.ts';

export const useListLoadingDialog = (): void => {
  const { isPending, error } = useListContext();
  const dialogs = useDialogs();
  const open = useRef(false);

  useEffect(() => {
    if (!isPending || open.current) return;
    open.current = true;
    dialogs.wait(crudTexts.listLoading);
  }, [isPending, dialogs]);

  useEffect(() => {
    if (isPending || error || !open.current) return;
    open.current = false;
    dialogs.close();
  }, [isPending, error, dialogs]);

  useEffect(
    () => () => {
      if (open.current) dialogs.close();
    },
    [dialogs],
  );
};
