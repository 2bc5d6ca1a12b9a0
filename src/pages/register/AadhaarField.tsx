// An Aadhaar number field: the digits while it is being edited, masked but for the last four once it loses focus.
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AADHAAR_LENGTH, aadhaarDigits, maskAadhaar } from './aadhaarMask.ts';

interface AadhaarFieldProps {
  label: string;
  value: string;
  onChange: (digits: string) => void;
}

export const AadhaarField = ({ label, value, onChange }: AadhaarFieldProps) => {
  const [editing, setEditing] = useState(false);
  return (
    <TextField
      label={label}
      value={editing ? value : maskAadhaar(value)}
      onFocus={() => setEditing(true)}
      onBlur={() => setEditing(false)}
      onChange={(event) => editing && onChange(aadhaarDigits(event.target.value))}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: AADHAAR_LENGTH + 2 } }}
    />
  );
};
