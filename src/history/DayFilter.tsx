// A dd/mm/yyyy day filter whose value is yyyy-mm-dd ('' for none), as the activity's from and to take it.
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { fromIsoDate } from '../../resources/index.ts';

interface DayFilterProps {
  label: string;
  value: string;
  onChange: (day: string) => void;
}

export const DayFilter = ({ label, value, onChange }: DayFilterProps) => (
  <DatePicker
    label={label}
    value={fromIsoDate(value) ?? null}
    onChange={(date) => onChange(date && isValid(date) ? format(date, 'yyyy-MM-dd') : '')}
    format="dd/MM/yyyy"
    slotProps={{
      actionBar: { actions: ['clear'] },
      textField: { variant: 'filled', size: 'small', name: label.toLowerCase(), sx: { width: 180 } },
    }}
  />
);
