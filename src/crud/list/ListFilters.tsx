// The list's field filters from its config (resources/listFilters.ts) beside its search, in react-admin's live
// filter form: each applies as it changes, together with the search (both must hold). On a wider screen a row under
// the search; on a phone a Filters button, saying how many apply, that opens them in a drawer from the bottom.
import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { FilterLiveForm, useListContext } from 'react-admin';
import {
  isEmptyFilter,
  listFiltersOf,
  SEARCH_DEBOUNCE_MS,
  SEARCH_FILTER,
  type FieldConfig,
} from '../../../resources/index.ts';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import { FilterInput } from './FilterInput.tsx';

/** The list's filters, and how many of them hold a value. */
const useFilters = () => {
  const config = useResourceConfig();
  const fields = useMemo(() => listFiltersOf(config), [config]);
  const { filterValues, setFilters } = useListContext();
  const applied = fields.filter((field) => !isEmptyFilter(filterValues[field.name])).length;
  const search: unknown = filterValues[SEARCH_FILTER];
  // The search stays as it is.
  const clear = () => setFilters(search ? { [SEARCH_FILTER]: search } : {}, {});
  return { fields, applied, clear };
};

type FormProps = { fields: FieldConfig[]; direction: 'row' | 'column' };

/**
 * The inputs drawn again only when their form's values change, not at each page, sort or row of the list: each date
 * filter's picker moved the document's selection at every drawing (a tenth of a page change's work in the trace).
 */
const FilterInputs = memo(({ fields, direction }: FormProps) => (
  <Stack
    direction={direction}
    sx={{ gap: 2, flexWrap: 'wrap', alignItems: direction === 'row' ? 'center' : 'stretch' }}
  >
    {fields.map((field) => (
      <FilterInput key={field.name} field={field} filters={fields} fullWidth={direction === 'column'} />
    ))}
  </Stack>
));

const FilterForm = ({ fields, direction }: FormProps) => (
  <FilterLiveForm debounce={SEARCH_DEBOUNCE_MS}>
    <FilterInputs fields={fields} direction={direction} />
  </FilterLiveForm>
);

/** Under the search on a wider screen: every filter in a row, and Clear filters while any applies. */
export const FilterRow = () => {
  const { fields, applied, clear } = useFilters();
  const translate = useText();
  if (!fields.length) return null;
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }} data-testid="list-filters">
      <FilterForm fields={fields} direction="row" />
      {applied > 0 && <Button onClick={clear}>{translate(crudKeys.filters.clear)}</Button>}
    </Stack>
  );
};

/** On a phone: the button beside the search, and the filters in a drawer it opens. */
export const FilterButton = () => {
  const { fields, applied, clear } = useFilters();
  const translate = useText();
  const [open, setOpen] = useState(false);
  if (!fields.length) return null;
  const label = translate(crudKeys.filters.button);
  return (
    <>
      <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setOpen(true)}>
        {applied ? `${label} (${applied})` : label}
      </Button>
      <Drawer anchor="bottom" open={open} onClose={() => setOpen(false)}>
        <Stack spacing={2} sx={{ p: 2, pb: 3 }} role="group" aria-label={label} data-testid="list-filters">
          <Typography component="h2" variant="h6">
            {label}
          </Typography>
          <FilterForm fields={fields} direction="column" />
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
            {applied > 0 && <Button onClick={clear}>{translate(crudKeys.filters.clear)}</Button>}
            <Button variant="contained" onClick={() => setOpen(false)}>
              {translate(crudKeys.filters.close)}
            </Button>
          </Stack>
        </Stack>
      </Drawer>
    </>
  );
};
