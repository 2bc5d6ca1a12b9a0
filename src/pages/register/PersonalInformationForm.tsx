// The Personal Information form of the registration prototype: the spec's fields, no checks, nothing sent.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useMasterData } from '../../masterData/useMasterData.ts';
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
const plain = (options: string[]): Option[] => options.map((option) => ({ value: option, label: option }));

export const PersonalInformationForm = ({ values, onChange }: FormProps) => {
  const { state, district } = useMasterData();
  const set = (changes: Partial<PersonalInformation>) => onChange({ ...values, ...changes });
  const text = (key: keyof PersonalInformation, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={values[key] ?? ''}
      onChange={(e) => set({ [key]: e.target.value })}
      fullWidth
    />
  );
  const select = (
    key: keyof PersonalInformation,
    label: string,
    options: Option[],
    extra: Partial<PersonalInformation> = {},
  ) => (
    <TextField
      select
      label={label}
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
      {text('firstName', 'First Name')}
      {text('lastName', 'Last Name')}
      {text('age', 'Age', 'number')}
      <DatePicker
        label="Date of Birth"
        value={values.dateOfBirth}
        onChange={(dateOfBirth) => set({ dateOfBirth })}
        format="dd/MM/yyyy"
        views={['year', 'month', 'day']}
        disableFuture
        sx={{ width: '100%' }}
      />
      {text('email', 'Email', 'email')}
      {select('sex', 'Sex', plain(sexOptions))}
      {select('casteCategory', 'Caste Category', plain(casteCategoryOptions))}
      <AadhaarField
        label="Aadhaar Number"
        value={values.aadhaarNumber}
        onChange={(aadhaarNumber) => set({ aadhaarNumber })}
      />
      {text('fatherName', 'Father Name')}
      <AadhaarField
        label="Father Aadhaar Number"
        value={values.fatherAadhaarNumber}
        onChange={(fatherAadhaarNumber) => set({ fatherAadhaarNumber })}
      />
      {select('religion', 'Religion', plain(religionOptions))}
      {select('fatherQualification', 'Father Qualification', plain(fatherQualificationOptions))}
      {select('stateId', 'State', states, { districtId: '' })}
      {select('districtId', 'District', districts)}
    </Box>
  );
};
