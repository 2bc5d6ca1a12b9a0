// A select's cell as an option's id: its name (as a list shows it) or its code (LGD codes are the location ids).
import { optionsFor, type MasterData, type MasterDataSource, type Option } from '../masterData.ts';
import type { Values } from '../types.ts';

const sameName = (text: string) => (option: Option) =>
  option.label.trim().toLowerCase() === text.toLowerCase();

/** The option of this name, else (digits only) of this code. */
const named = (options: Option[], text: string) =>
  options.find(sameName(text)) ??
  (/^\d+$/.test(text) ? options.find((option) => String(option.value) === String(Number(text))) : undefined);

/**
 * The option the cell names, by name or else by code: under the row's parent choice first (a district of the
 * row's state), then anywhere (the location check then says it is another state's); undefined if none.
 * @example choiceOfCell(masterData, districtSource, 'Kullu', { state_id: 2 }) // the Kullu option (value 20)
 * @example choiceOfCell(masterData, stateSource, '2', {}) // Himachal Pradesh, by its LGD code
 */
export const choiceOfCell = (
  masterData: MasterData,
  source: MasterDataSource,
  text: string,
  values: Values,
): Option | undefined => {
  const all = optionsFor(masterData, { ...source, dependsOn: undefined });
  const underParent = source.dependsOn ? optionsFor(masterData, source, values) : all;
  return named(underParent, text) ?? named(all, text);
};
