// Name lookups over the master data; anything not found reads '--' (SPEC 3).
import type { CommonOption, Id, MasterData } from './types.ts';

export const NOT_FOUND = '--';

export interface MasterDataLookups {
  stateName(id: Id | null | undefined): string;
  districtName(id: Id | null | undefined): string;
  blockName(districtId: Id | null | undefined, blockId: Id | null | undefined): string;
  roleName(id: Id | null | undefined): string;
  programName(id: Id | null | undefined): string;
  projectName(id: Id | null | undefined): string;
  siteName(id: Id | null | undefined): string;
  commonValue(id: Id | null | undefined): string;
  /** The mst_common options of one flag (see COMMON_FLAGS in resources/sources.ts). */
  commonOptions(flag: Id): CommonOption[];
}

// Ids arrive as numbers or strings depending on the source; compare them as text.
const same = (a: Id | null | undefined, b: Id | null | undefined) =>
  a != null && b != null && String(a) === String(b);

const nameOf = <T>(rows: T[], match: (row: T) => boolean, name: (row: T) => string): string => {
  const row = rows.find(match);
  return row === undefined || !name(row) ? NOT_FOUND : name(row);
};

export const createLookups = (data: MasterData): MasterDataLookups => ({
  stateName: (id) =>
    nameOf(
      data.state,
      (s) => same(s.state_id, id),
      (s) => s.state_name,
    ),
  districtName: (id) =>
    nameOf(
      data.district,
      (d) => same(d.district_id, id),
      (d) => d.district_name,
    ),
  blockName: (districtId, blockId) =>
    nameOf(
      data.block,
      (b) => same(b.block_id, blockId) && (districtId == null || same(b.district_id, districtId)),
      (b) => b.block_name,
    ),
  roleName: (id) =>
    nameOf(
      data.mst_roles,
      (r) => same(r.role_id, id),
      (r) => r.role_name,
    ),
  programName: (id) =>
    nameOf(
      data.mst_program,
      (p) => same(p.program_id, id),
      (p) => p.program_name,
    ),
  projectName: (id) =>
    nameOf(
      data.mst_project,
      (p) => same(p.project_id, id),
      (p) => p.project_name,
    ),
  siteName: (id) =>
    nameOf(
      data.mst_sites,
      (s) => same(s.id, id),
      (s) => s.site_name,
    ),
  commonValue: (id) =>
    nameOf(
      data.mst_common,
      (c) => same(c.common_id, id),
      (c) => c.value,
    ),
  commonOptions: (flag) => data.mst_common.filter((c) => same(c.flag, flag)),
});
