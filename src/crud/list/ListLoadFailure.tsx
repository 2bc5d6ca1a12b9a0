// In place of the table when the list's fetch failed: the server's message and a Retry button that fetches again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useListContext } from 'react-admin';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { serverMessageOf } from '../serverAnswer.ts';

export const ListLoadFailure = () => {
  const { error, refetch, isFetching } = useListContext();
  const translate = useText();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
          {translate(crudKeys.listRetry)}
        </Button>
      }
    >
      {translate(serverMessageOf(error) ?? crudKeys.listLoadFailed)}
    </Alert>
  );
};
