// One field filter of a list, by its field's kind: a select of the form's options (cascading as the form's, an
// unknown value shown as such), a text or a date matched whole. Inside the list's filter form (ListFilters.tsx).
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SelectInput, TextInput, useInput, useLocaleState, useResourceContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldConfig } from '../../../resources/index.ts';
import { crudKeys, resourceKey } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { usePickerLocale } from '../../i18n/usePickerLocale.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { DayFilter } from '../../history/DayFilter.tsx';
import { dependentFilters, filterChoices } from './filterChoices.ts';

interface FilterInputProps {
  field: FieldConfig;
  /** Every filter of the list: a select cascades from another only when the list filters on it too. */
  filters: readonly FieldConfig[];
  /** The drawer's width (a phone), else as wide as its name or value, at least 180 px (a row of them). */
  fullWidth: boolean;
}

/** No room kept for a message under a filter: it has none to show. */
const commonOf = (fullWidth: boolean) =>
  ({ helperText: false, fullWidth, sx: { minWidth: 180, my: 0 } }) as const;

const SelectFilter = ({ field, filters, fullWidth }: FilterInputProps) => {
  const masterData = useMasterData();
  const [locale] = useLocaleState();
  const translate = useText();
  const { setValue } = useFormContext();
  const values = useWatch() as Record<string, unknown>;
  const names = filters.map((one) => one.name);
  const unknownName = (value: unknown) => translate(crudKeys.filters.unknown, { value: String(value) });
  const choices = filterChoices(masterData, field, values, names, locale, unknownName);
  // A person's new state empties the district and block, as the form's cascade does.
  const clearDependents = () => {
    for (const name of dependentFilters(filters, field.name)) setValue(name, '');
  };
  return (
    <SelectInput
      source={field.name}
      choices={choices}
      translateChoice={false}
      onChange={clearDependents}
      {...commonOf(fullWidth)}
    />
  );
};

/** A day, dd/mm/yyyy as the forms show dates (a browser's own date input follows its language's order instead). */
const DateFilter = ({ field, fullWidth }: FilterInputProps) => {
  const { field: input } = useInput({ source: field.name });
  const translate = useText();
  const label = translate(resourceKey(useResourceContext() ?? '', 'fields', field.name), { _: field.label });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} {...usePickerLocale()}>
      <DayFilter
        label={label}
        value={String(input.value ?? '')}
        onChange={input.onChange}
        fullWidth={fullWidth}
      />
    </LocalizationProvider>
  );
};

export const FilterInput = (props: FilterInputProps) => {
  const { field, fullWidth } = props;
  if (field.kind === 'select') return <SelectFilter {...props} />;
  if (field.kind === 'date') return <DateFilter {...props} />;
  return <TextInput source={field.name} {...commonOf(fullWidth)} />;
};
