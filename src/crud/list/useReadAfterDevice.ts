// A list opened afresh shows the rows the device keeps at once (dataProvider/listSources.ts): then it reads them again
// from the server, behind them, with no loading dialog (decision 036).
import { useEffect } from 'react';
import { useListContext } from 'react-admin';

/** When the server last answered the rows the device showed; undefined when the server's own rows are shown. */
export const useShownFromDevice = (): number | undefined => {
  const fromDevice = (useListContext().meta as { fromDevice?: unknown } | undefined)?.fromDevice;
  return typeof fromDevice === 'number' ? fromDevice : undefined;
};

export const useReadAfterDevice = (): void => {
  const { refetch } = useListContext();
  const fromDevice = useShownFromDevice();
  useEffect(() => {
    if (fromDevice !== undefined) void refetch();
  }, [fromDevice, refetch]);
};
