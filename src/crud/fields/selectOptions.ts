// A select's options under its cascade parent, which may hold several values (a role 2 user's districts).
import { optionsFor, type MasterData, type MasterDataSource, type Option } from '../../../resources/index.ts';

/**
 * The options of every parent value together, in master-data order, named in `locale`; a source with no parent
 * gets all.
 * @example optionsUnder(masterData, blockSource, [12, 13]) // the blocks of districts 12 and 13
 */
export const optionsUnder = (
  masterData: MasterData | undefined,
  source: MasterDataSource,
  parent: unknown,
  locale?: string,
): Option[] => {
  const { dependsOn } = source;
  if (!dependsOn || !Array.isArray(parent))
    return optionsFor(masterData, source, { [dependsOn?.field ?? '']: parent }, locale);
  const parents = new Set(parent.map(String));
  return optionsFor(masterData, { ...source, dependsOn: undefined }, {}, locale).filter((option) =>
    parents.has(String(option.row[dependsOn.key])),
  );
};
