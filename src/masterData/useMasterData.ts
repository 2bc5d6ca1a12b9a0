// The hook every screen uses to read master data and resolve ids to names.
import { useContext } from 'react';
import { MasterDataContext, type MasterDataValue } from './masterDataContext.ts';

/**
 * @example const { state, stateName } = useMasterData(); stateName(row.state_id) // 'Bihar' or '--'
 */
export const useMasterData = (): MasterDataValue => useContext(MasterDataContext);
