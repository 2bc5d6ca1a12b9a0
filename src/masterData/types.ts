// The master-data collections (their shapes live with the resource configs) and the client's empty start.
import { resources } from '../../resources/index.ts';
import type { MasterData } from '../../resources/masterData.ts';

export type { MasterData };

/** Every collection empty: the reference ones and each of the registry's master-data resources. */
export const emptyMasterData = {
  state: [],
  district: [],
  block: [],
  mst_roles: [],
  mst_common: [],
  ...Object.fromEntries(
    resources.flatMap(({ masterData }) => (masterData ? [[masterData.collection, []]] : [])),
  ),
} as unknown as MasterData;
