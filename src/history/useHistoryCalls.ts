// The dataProvider with its audit-trail calls, typed (react-admin's useDataProvider passes them through).
import { useDataProvider, type DataProvider } from 'react-admin';
import type { HistoryCalls } from '../../dataProvider/index.ts';

/** @example const calls = useHistoryCalls(); await calls.restore('site', 4); */
export const useHistoryCalls = () => useDataProvider<DataProvider & HistoryCalls>();
