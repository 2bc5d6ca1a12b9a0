// A dd/mm/yyyy day filter whose value is yyyy-mm-dd ('' for none), as the activity's from and to take it and a list's
// date filter does; inside a LocalizationProvider (the picker's language).
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { fromIsoDate } from '../../resources/index.ts';

interface DayFilterProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
  /** As wide as its box (a phone's filter drawer), else 180 px. */
  fullWidth?: boolean;
}

export const DayFilter = ({ label, value, onChange, fullWidth = false }: DayFilterProps) => (
  <DatePicker
    label={label}
    value={fromIsoDate(value) ?? null}
    onChange={(date) => onChange(date && isValid(date) ? format(date, 'yyyy-MM-dd') : '')}
    format="dd/MM/yyyy"
    slotProps={{
      actionBar: { actions: ['clear'] },
      textField: {
        variant: 'filled',
        size: 'small',
        name: label.toLowerCase(),
        fullWidth,
        sx: fullWidth ? {} : { width: 180 },
      },
    }}
  />
);
