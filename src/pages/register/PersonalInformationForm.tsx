// The Personal Information form of the registration prototype: the spec's fields, no checks, nothing sent.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useMasterData } from '../../masterData/useMasterData.ts';
import { prototypeKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { AadhaarField } from './AadhaarField.tsx';
import {
  casteCategoryOptions,
  fatherQualificationOptions,
  religionOptions,
  sexOptions,
  type PersonalInformation,
} from './personalInformation.ts';

interface FormProps {
  values: PersonalInformation;
  onChange: (values: PersonalInformation) => void;
}

type Option = { value: string; label: string };

export const PersonalInformationForm = ({ values, onChange }: FormProps) => {
  const { state, district } = useMasterData();
  const set = (changes: Partial<PersonalInformation>) => onChange({ ...values, ...changes });
  const text = useText();
  const labels = prototypeKeys.fields;
  const options = prototypeKeys.options as Record<string, string>;
  const plain = (values: string[]): Option[] =>
    values.map((value) => ({ value, label: text(options[value]) }));
  const field = (key: keyof PersonalInformation & keyof typeof labels, type = 'text') => (
    <TextField
      label={text(labels[key])}
      type={type}
      value={values[key] ?? ''}
      onChange={(e) => set({ [key]: e.target.value })}
      // A phone shows its number pad for the age.
      slotProps={{ htmlInput: { inputMode: type === 'number' ? 'numeric' : undefined } }}
      fullWidth
    />
  );
  const select = (
    key: keyof PersonalInformation & keyof typeof labels,
    options: Option[],
    extra: Partial<PersonalInformation> = {},
  ) => (
    <TextField
      select
      label={text(labels[key])}
      value={values[key] ?? ''}
      onChange={(e) => set({ [key]: e.target.value, ...extra })}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const states = state.map((s) => ({ value: String(s.state_id), label: s.state_name }));
  const districts = district
    .filter((d) => String(d.state_id) === values.stateId)
    .map((d) => ({ value: String(d.district_id), label: d.district_name }));

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      {field('firstName')}
      {field('lastName')}
      {field('age', 'number')}
      <DatePicker
        label={text(labels.dateOfBirth)}
        value={values.dateOfBirth}
        onChange={(dateOfBirth) => set({ dateOfBirth })}
        format="dd/MM/yyyy"
        views={['year', 'month', 'day']}
        disableFuture
        sx={{ width: '100%' }}
      />
      {field('email', 'email')}
      {select('sex', plain(sexOptions))}
      {select('casteCategory', plain(casteCategoryOptions))}
      <AadhaarField
        label={text(labels.aadhaarNumber)}
        value={values.aadhaarNumber}
        onChange={(aadhaarNumber) => set({ aadhaarNumber })}
      />
      {field('fatherName')}
      <AadhaarField
        label={text(labels.fatherAadhaarNumber)}
        value={values.fatherAadhaarNumber}
        onChange={(fatherAadhaarNumber) => set({ fatherAadhaarNumber })}
      />
      {select('religion', plain(religionOptions))}
      {select('fatherQualification', plain(fatherQualificationOptions))}
      {select('stateId', states, { districtId: '' })}
      {select('districtId', districts)}
    </Box>
  );
};
