// A resource's list with no rows to show, as a table or as cards: the empty list's sentence in the resource's
// words, a note naming any filter whose value no longer exists, and its Add button for a role that may add.
import Typography from '@mui/material/Typography';
import { useListContext } from 'react-admin';
import { crudKeys, resourceKey } from '../../i18n/appKeys.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { useText } from '../../i18n/useText.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { AddButton } from './AddButton.tsx';
import { EmptyList } from './EmptyList.tsx';
import { unknownFilters } from './filterChoices.ts';

/** "A filter names something that no longer exists: District.", once master data has loaded; else nothing. */
const GoneFilters = () => {
  const config = useResourceConfig();
  const { filterValues } = useListContext();
  const masterData = useMasterData();
  const translate = useText();
  const gone = masterData.loaded ? unknownFilters(config, masterData, filterValues) : [];
  if (!gone.length) return null;
  const fields = gone.map((field) => translate(resourceKey(config.name, 'fields', field.name))).join(', ');
  return (
    <Typography role="note" color="text.secondary">
      {translate(crudKeys.filters.gone, { fields })}
    </Typography>
  );
};

export const ResourceEmptyList = () => {
  const { name } = useResourceConfig();
  const { filterValues } = useListContext();
  const translate = useText();
  const given = Object.entries(filterValues).filter(([, value]) => value !== undefined && value !== '');
  const narrowed = given.some(([key]) => key !== 'q') ? 'filters' : given.length ? 'search' : false;
  const action = (
    <>
      <GoneFilters />
      <AddButton />
    </>
  );
  return <EmptyList things={translate(`resources.${name}.things`)} narrowed={narrowed} action={action} />;
};
