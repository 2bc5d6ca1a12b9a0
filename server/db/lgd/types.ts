// The shape of a set of LGD locations: states, districts and blocks keyed on their LGD codes.

export interface LocationSet {
  states: { state_id: number; state_name: string }[];
  districts: { district_id: number; district_name: string; state_id: number }[];
  /** (district_id, block_id) is the key: a few LGD block codes appear under two districts. */
  blocks: { block_id: number; block_name: string; district_id: number }[];
}

/** How many rows of each level: a set holds, an import retired. */
export interface LevelCounts {
  states: number;
  districts: number;
  blocks: number;
}
