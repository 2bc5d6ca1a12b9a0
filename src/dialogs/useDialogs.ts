// The hook screens use to open the shared dialogs.
import { useContext } from 'react';
import { DialogsContext, type Dialogs } from './dialogsContext.ts';

/**
 * @example
 * const dialogs = useDialogs();
 * if (await dialogs.confirm({ title: 'Are you sure?', text: '...', confirmText: 'Yes', cancelText: 'No' })) ...
 */
export const useDialogs = (): Dialogs => {
  const dialogs = useContext(DialogsContext);
  if (dialogs === null) throw new Error('useDialogs must be used inside <DialogsProvider>');
  return dialogs;
};
