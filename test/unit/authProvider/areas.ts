// Areas of every role kind, in one state (2) with its district 20 and block 168, for the client's access tests.
import type { Area } from '../../../resources/access.ts';

const none = { stateId: null, districtIds: [], blockId: null, programId: null, projectId: null };

export const areas = {
  administrator: { userId: 1, roleId: 1, administrator: true, ...none },
  stateCoordinator: {
    userId: 2,
    roleId: 2,
    administrator: false,
    ...none,
    stateId: 2,
    districtIds: [20, 25],
  },
  districtCoordinator: { userId: 5, roleId: 5, administrator: false, ...none, stateId: 2, districtIds: [20] },
  blockCoordinator: {
    userId: 6,
    roleId: 6,
    administrator: false,
    ...none,
    stateId: 2,
    districtIds: [20],
    blockId: 168,
  },
  programManager: { userId: 3, roleId: 3, administrator: false, ...none, stateId: 2, programId: 7 },
  projectManager: { userId: 4, roleId: 4, administrator: false, ...none, stateId: 2, projectId: 8 },
} satisfies Record<string, Area>;

/** Records at home (state 2, district 20, block 168), elsewhere in the state, and in another state. */
export const sites = {
  home: { id: 11, state_id: 2, district_id: 20, block_id: 168 },
  sameDistrict: { id: 12, state_id: 2, district_id: 20, block_id: 169 },
  sameState: { id: 13, state_id: 2, district_id: 25, block_id: 200 },
  otherState: { id: 14, state_id: 5, district_id: 49, block_id: 379 },
};
