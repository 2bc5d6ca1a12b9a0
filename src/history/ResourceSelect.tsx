// A filter choosing one resource of the registry by its list heading, or all of them.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { resources } from '../../resources/index.ts';
import { auditTexts } from './auditTexts.ts';

interface ResourceSelectProps {
  value: string;
  onChange: (resource: string) => void;
}

export const ResourceSelect = ({ value, onChange }: ResourceSelectProps) => (
  <TextField
    select
    size="small"
    label={auditTexts.filters.resource}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    fullWidth={false}
    sx={{ width: 260 }}
  >
    <MenuItem value="">{auditTexts.allResources}</MenuItem>
    {resources.map((resource) => (
      <MenuItem key={resource.name} value={resource.name}>
        {resource.texts.listHeading}
      </MenuItem>
    ))}
  </TextField>
);
