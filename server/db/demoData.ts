// The demo data set (`npm run db:demo`): two states of the built-in locations, as the add forms would send it.
import type { Values } from '../../resources/index.ts';
import { builtInLocations } from './lgd/builtInLocations.ts';

/** The two states, and the districts of each that get sites, drivers and health workers in every block. */
export const demoStates = [
  { stateId: 2, districtIds: [20, 25] }, // HIMACHAL PRADESH: KULLU, SOLAN
  { stateId: 5, districtIds: [49, 50] }, // UTTARAKHAND: DEHRADUN, HARIDWAR
] as const;

/** Health workers per block (one site and one driver each). */
export const HEALTH_WORKERS_PER_BLOCK = 2;

const { states, districts, blocks } = builtInLocations;
export const stateName = (id: number) => states.find((s) => s.state_id === id)?.state_name ?? String(id);
export const districtName = (id: number) =>
  districts.find((d) => d.district_id === id)?.district_name ?? String(id);
export const blockName = (districtId: number, blockId: number) =>
  blocks.find((b) => b.district_id === districtId && b.block_id === blockId)?.block_name ?? String(blockId);

/** A name as people write it: 'KULLU' → 'Kullu'. */
const titled = (name: string) =>
  name.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (start) => start.toUpperCase());

export interface DemoBlock {
  state_id: number;
  district_id: number;
  block_id: number;
}

/** Every block of the demo districts, in the built-in order. */
export const demoBlocks: DemoBlock[] = demoStates.flatMap(({ stateId, districtIds }) =>
  districtIds.flatMap((districtId) =>
    blocks
      .filter((block) => block.district_id === districtId)
      .map((block) => ({ state_id: stateId, district_id: districtId, block_id: block.block_id })),
  ),
);

const firstNames = ['Asha', 'Meena', 'Ravi', 'Sunita', 'Kamal', 'Pooja', 'Vikram', 'Geeta', 'Anil', 'Rekha'];
const lastNames = ['Thakur', 'Negi', 'Rawat', 'Sharma', 'Bisht', 'Chauhan', 'Verma', 'Joshi', 'Rana'];
const personName = (n: number) => `${firstNames[n % firstNames.length]} ${lastNames[n % lastNames.length]}`;
const mobile = (n: number) => `98${String(16_000_000 + n * 7_919).padStart(8, '0')}`;

/** The schemes (programs and projects) of a state, as add bodies. */
export function schemeBodies(entity: 'program' | 'project', stateId: number): Values[] {
  const names =
    entity === 'program'
      ? ['Healthy Ageing', 'Elder Eye Care']
      : ['Mobile Health Unit Outreach', 'Village Health Camps'];
  const code = stateId === 2 ? 'HP' : 'UK';
  return names.map((name, index) => ({
    id: '',
    [`${entity}_name`]: `${name} ${titled(stateName(stateId))}`,
    [`${entity}_code`]: `${entity === 'program' ? 'PRG' : 'PRJ'}-${code}-${index + 1}`,
    state_id: stateId,
    startDate: '2026-04-01',
    endDate: `${2028 + index}-03-31`,
  }));
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The site of a block, as an add body; `n` numbers it across the data set. */
export const siteBody = (place: DemoBlock, n: number): Values => ({
  id: '',
  site_name: `${titled(blockName(place.district_id, place.block_id))} Camp`,
  mhu: `MHU-${place.district_id}`,
  site_code: `S-${place.district_id}-${place.block_id}`,
  days: 701 + (n % 6),
  day_name: weekdays[n % 6],
  ...place,
});

/** A driver or health worker of a block's site, as an add body; `n` numbers them across the data set. */
export const fieldWorkerBody = (nameKey: string, place: DemoBlock, siteId: number, n: number): Values => ({
  id: '',
  [nameKey]: personName(n),
  mhu: `MHU-${place.district_id}`,
  mobile_no: mobile(n),
  spouse_parent_name: personName(n + 3),
  dob: `${1965 + (n % 30)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
  city_village: titled(blockName(place.district_id, place.block_id)),
  site: siteId,
  gender: 201 + (n % 2),
  relationship: 901 + (n % 6),
  id_card: 2 + (n % 5),
  card_holder_id: 2 + (n % 5),
  ...place,
});

/** One user of a role: who they are and their place, as an add body without the password. */
export interface DemoUser {
  role: string;
  /** Where they work, in words, for the printed table. */
  area: string;
  body: Values;
}

/**
 * One user of each non-administrator role, all in the first state: its State Coordinator, the District
 * Coordinator of its first district, the Block Coordinator of that district's first block, and the managers of
 * its first program and first project (their ids once added).
 */
export function demoUsers(programId: number, projectId: number): DemoUser[] {
  const { stateId, districtIds } = demoStates[0];
  const [district] = districtIds;
  const block = demoBlocks.find((place) => place.district_id === district)?.block_id ?? 0;
  const state = stateName(stateId);
  const person = (n: number, role_id: number, email: string) => ({
    id: '',
    name: personName(n),
    email: `${email}@demo.outreach.local`,
    mobile_number: mobile(100 + n),
    role_id,
    program_id: '',
    project_id: '',
  });
  const place = (districts: readonly number[]) => ({
    state_id: stateId,
    district_id: districts.join(','),
    block_id: block,
    city_village: titled(blockName(district, block)),
  });
  const [program] = schemeBodies('program', stateId);
  const [project] = schemeBodies('project', stateId);
  return [
    {
      role: 'State Coordinator',
      area: state,
      body: { ...person(1, 2, 'state.coordinator'), ...place(districtIds) },
    },
    {
      role: 'District Coordinator',
      area: `${state} › ${districtName(district)}`,
      body: { ...person(2, 5, 'district.coordinator'), ...place([district]) },
    },
    {
      role: 'Block Coordinator',
      area: `${state} › ${districtName(district)} › ${blockName(district, block)}`,
      body: { ...person(3, 6, 'block.coordinator'), ...place([district]) },
    },
    {
      role: 'Program Manager',
      area: `program ${program.program_name}`,
      body: { ...person(4, 3, 'program.manager'), program_id: programId },
    },
    {
      role: 'Project Manager',
      area: `project ${project.project_name}`,
      body: { ...person(5, 4, 'project.manager'), project_id: projectId },
    },
  ];
}
