// Types of slowness.mjs for the config that imports it.
/** How many times slower than the quiet reference machine this one is now (1 or more). */
export function measureSlowness(): number;
