// Times search + sort + one page over 10,000 and 100,000 project rows, with names resolved: the first query of a
// list (which prepares search texts and the sort order) beside each later one (a keystroke on the held list).
import { prepareList, queryPrepared } from '../dataProvider/listQuery.ts';
import { project, searchTextOf, sortValueOf, type MasterData } from '../resources/index.ts';

const masterData = {
  state: Array.from({ length: 36 }, (_, i) => ({ state_id: i + 1, state_name: `State ${i + 1}` })),
} as MasterData;

const pad = (n: number) => String(n).padStart(2, '0');

const projectRows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    project_name: `Project ${(i * 7919) % count}`,
    project_code: `P-${i}`,
    state_id: i % 37 === 0 ? null : (i % 36) + 1,
    start_date: `20${pad(10 + (i % 15))}-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
    end_date: i % 5 === 0 ? null : `2030-${pad((i % 12) + 1)}-01`,
  }));

/** Median wall and CPU milliseconds of a few runs; CPU time stays honest on a busy machine. */
const time = (run: () => unknown, repeats = 5): { wall: number; cpu: number } => {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const [start, cpuStart] = [performance.now(), process.cpuUsage()];
    run();
    const cpu = process.cpuUsage(cpuStart);
    walls.push(performance.now() - start);
    cpus.push((cpu.user + cpu.system) / 1000);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(repeats / 2)];
  return { wall: median(walls), cpu: median(cpus) };
};

export const benchListQuery = (): void => {
  const searchText = searchTextOf(project, masterData);
  const sortValue = sortValueOf(project, masterData);
  for (const count of [10_000, 100_000]) {
    const rows = projectRows(count);
    const cases = {
      'first page, no search, no sort': { q: '', sort: undefined },
      'search "state 1" + sort by name': {
        q: 'state 1',
        sort: { field: 'project_name', order: 'ASC' as const },
      },
      'no search + sort by state name': { q: '', sort: { field: 'state_id', order: 'DESC' as const } },
      'search "/03/" + sort by start date': {
        q: '/03/',
        sort: { field: 'start_date', order: 'ASC' as const },
      },
    };
    const prepared = prepareList(rows, searchText, sortValue);
    for (const [name, { q, sort }] of Object.entries(cases)) {
      const query = { q, sort, page: 3, perPage: 10 };
      const first = time(() => queryPrepared(prepareList(rows, searchText, sortValue), query));
      queryPrepared(prepared, query);
      const later = time(() => queryPrepared(prepared, query));
      const ms = ({ wall, cpu }: { wall: number; cpu: number }) =>
        `${wall.toFixed(1)} ms wall, ${cpu.toFixed(1)} ms CPU`;
      console.log(
        `listQuery ${count.toLocaleString('en')} rows, ${name}: ${ms(later)} on the prepared list ` +
          `(first query, preparing: ${ms(first)}; medians of 5)`,
      );
    }
  }
};
