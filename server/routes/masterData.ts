// GET /api/master_data: every option list the client loads once at start, active rows only.
import { asc, eq, isNull } from 'drizzle-orm';
import type { ApiRoutes } from '../http/apiRoutes.ts';
import { blocks, districts, mstCommon, programs, projects, roles, sites, states } from '../db/schema.ts';

export const masterDataRoutes: ApiRoutes = (api, { db }) => {
  api.get('/master_data', async () => {
    const [state, district, block, mst_program, mst_project, mst_roles, mst_common, mst_sites] =
      await Promise.all([
        db
          .select({ state_id: states.state_id, state_name: states.state_name })
          .from(states)
          .where(eq(states.active, true))
          .orderBy(asc(states.state_name)),
        db
          .select({
            district_id: districts.district_id,
            district_name: districts.district_name,
            state_id: districts.state_id,
          })
          .from(districts)
          .where(eq(districts.active, true))
          .orderBy(asc(districts.district_name)),
        db
          .select({
            block_id: blocks.block_id,
            block_name: blocks.block_name,
            district_id: blocks.district_id,
          })
          .from(blocks)
          .where(eq(blocks.active, true))
          .orderBy(asc(blocks.block_name)),
        db
          .select({ program_id: programs.id, program_name: programs.program_name })
          .from(programs)
          .where(isNull(programs.deleted_at))
          .orderBy(asc(programs.program_name)),
        db
          .select({ project_id: projects.id, project_name: projects.project_name })
          .from(projects)
          .where(isNull(projects.deleted_at))
          .orderBy(asc(projects.project_name)),
        db
          .select({ role_id: roles.role_id, role_name: roles.role_name })
          .from(roles)
          .where(eq(roles.active, true))
          .orderBy(asc(roles.role_id)),
        // Options keep their own order (Monday..Sunday), not the alphabet's.
        db
          .select({ common_id: mstCommon.common_id, value: mstCommon.value, flag: mstCommon.flag })
          .from(mstCommon)
          .where(eq(mstCommon.active, true))
          .orderBy(asc(mstCommon.flag), asc(mstCommon.common_id)),
        db
          .select({ id: sites.id, site_name: sites.site_name })
          .from(sites)
          .where(isNull(sites.deleted_at))
          .orderBy(asc(sites.site_name)),
      ]);
    return { state, district, block, mst_program, mst_project, mst_roles, mst_common, mst_sites };
  });
};
