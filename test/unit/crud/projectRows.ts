// Project rows as the list and get calls answer them, built by a small factory.

export const aProjectRow = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  project_name: `Project ${String(id).padStart(2, '0')}`,
  project_code: `P-${id}`,
  state_id: 9,
  start_date: '2030-02-01',
  end_date: '2030-03-15',
  ...overrides,
});

export const projectRows = (count: number) =>
  Array.from({ length: count }, (_, index) => aProjectRow(index + 1));
