// Shares the master data with every screen, starting its one load when the logged-in app mounts.
import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { MasterDataContext, toMasterDataValue } from './masterDataContext.ts';
import type { MasterDataStore } from './masterDataStore.ts';
import { emptyMasterData } from './types.ts';

export const MasterDataProvider = ({ store, children }: { store: MasterDataStore; children: ReactNode }) => {
  const data = useSyncExternalStore(store.subscribe, store.current);
  useEffect(() => store.load(), [store]);
  const value = useMemo(() => toMasterDataValue(data ?? emptyMasterData, data !== undefined), [data]);
  return <MasterDataContext.Provider value={value}>{children}</MasterDataContext.Provider>;
};
