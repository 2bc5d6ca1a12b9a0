// The shapes the API answers lists and single records in (SPEC 7): an array, or an object with a users array.

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The rows of a list answer; anything but an array or `{users: [...]}` is warned about and thrown. */
export const rowsOfListAnswer = (answer: unknown, resource: string): Row[] => {
  if (Array.isArray(answer)) return answer.filter(isRow);
  if (isRow(answer) && Array.isArray(answer.users)) return answer.users.filter(isRow);
  console.warn(`Unexpected list format for ${resource}`, answer);
  throw new Error(`Unexpected list format for ${resource}`);
};

/** The record of a get answer: the first element of the array (a bare object is taken as it is). */
export const recordOfGetAnswer = (answer: unknown): Row | undefined => {
  if (Array.isArray(answer)) return isRow(answer[0]) ? answer[0] : undefined;
  return isRow(answer) ? answer : undefined;
};
