// The master data, as every screen sees it; names are looked up through the configs' sources (labelIndex).
import { createContext } from 'react';
import { emptyMasterData, type MasterData } from './types.ts';

export interface MasterDataValue extends MasterData {
  /** False until the one load has answered. */
  loaded: boolean;
}

export const toMasterDataValue = (data: MasterData, loaded: boolean): MasterDataValue => ({
  ...data,
  loaded,
});

export const MasterDataContext = createContext<MasterDataValue>(toMasterDataValue(emptyMasterData, false));
