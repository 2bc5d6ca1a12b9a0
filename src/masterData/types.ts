// The master-data collections (their shapes live with the resource configs) and the client's empty start.
import type { MasterData } from '../../resources/masterData.ts';

export type { MasterData };

export type Id = number | string;
export type CommonOption = MasterData['mst_common'][number];

export const emptyMasterData: MasterData = {
  state: [],
  district: [],
  block: [],
  mst_program: [],
  mst_project: [],
  mst_roles: [],
  mst_common: [],
  mst_sites: [],
};
