// The master data and its lookups, as every screen sees them.
import { createContext } from 'react';
import { createLookups, type MasterDataLookups } from './lookups.ts';
import { emptyMasterData, type MasterData } from './types.ts';

export interface MasterDataValue extends MasterData, MasterDataLookups {
  /** False until the one load has answered. */
  loaded: boolean;
}

export const toMasterDataValue = (data: MasterData, loaded: boolean): MasterDataValue => ({
  ...data,
  ...createLookups(data),
  loaded,
});

export const MasterDataContext = createContext<MasterDataValue>(toMasterDataValue(emptyMasterData, false));
