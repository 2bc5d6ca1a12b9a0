// A dd/mm/yyyy date picker whose form value is a yyyy-mm-dd string, built and read from local calendar
// fields only, so no time zone shifts the day. Its minimum is today or another date field's value.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import type { DateView } from '@mui/x-date-pickers/models';
import { useMemo, useState } from 'react';
import { useInput } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { fromIsoDate, isIsoDate, todayIso, type FieldConfig } from '../../../resources/index.ts';
import { refusesFutureDates } from './dateLimits.ts';
import { useInputProps, type FieldProps } from './fieldProps.ts';
import { useText } from '../../i18n/useText.ts';

const NO_FIELD = '__none__';

const VIEWS: DateView[] = ['year', 'month', 'day'];

/** The picker's minimum as yyyy-mm-dd (a string, so it stays equal between renders). */
const usePickerMin = (pickerMin: FieldConfig['pickerMin']): string | undefined => {
  const other: unknown = useWatch({ name: typeof pickerMin === 'object' ? pickerMin.field : NO_FIELD });
  if (!pickerMin) return undefined;
  return typeof pickerMin === 'object' && isIsoDate(other) ? other : todayIso();
};

export const DateInput = (props: FieldProps) => {
  const { source, label, disabled, readOnly } = useInputProps(props);
  const { field, fieldState } = useInput({ source });
  const { isSubmitted } = useFormState();
  const translate = useText();
  const minIso = usePickerMin(props.field.pickerMin);
  const minDate = useMemo(() => fromIsoDate(minIso), [minIso]);
  // A half-typed date stays in the picker while the form holds '' for it.
  const [draft, setDraft] = useState<Date | null>(null);
  // Read every flag on each render: react-hook-form only re-renders for the state a render has read.
  const { invalid, isTouched, error } = fieldState;
  const showError = (isTouched || isSubmitted) && invalid;

  const onChange = (date: Date | null) => {
    const complete = date !== null && isValid(date);
    setDraft(complete ? null : date);
    field.onChange(complete ? format(date, 'yyyy-MM-dd') : '');
  };

  return (
    <DatePicker
      label={label}
      value={fromIsoDate(field.value) ?? draft}
      onChange={onChange}
      onClose={field.onBlur}
      format="dd/MM/yyyy"
      views={VIEWS}
      minDate={minDate}
      disableFuture={refusesFutureDates(props.field)}
      disabled={disabled}
      readOnly={readOnly}
      slotProps={{
        actionBar: { actions: ['clear'] },
        textField: {
          name: source,
          onBlur: field.onBlur,
          error: showError,
          helperText: showError && error?.message ? translate(error.message) : ' ',
        },
      }}
    />
  );
};
