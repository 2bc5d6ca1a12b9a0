// A filter choosing one resource of the registry by its list heading, or all of them: those the role may list.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCanAccessResources } from 'react-admin';
import { resources } from '../../resources/index.ts';

import { auditTexts } from './auditTexts.ts';
import { resourceText } from './recordText.ts';
import { useText } from '../i18n/useText.ts';

interface ResourceSelectProps {
  value: string;
  onChange: (resource: string) => void;
}

const names = resources.map((resource) => resource.name);

export const ResourceSelect = ({ value, onChange }: ResourceSelectProps) => {
  const translate = useText();
  const { canAccess } = useCanAccessResources({ action: 'list', resources: names });
  return (
    <TextField
      select
      size="small"
      label={translate(auditTexts.filters.resource)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={{ width: 260 }}
    >
      <MenuItem value="">{translate(auditTexts.allResources)}</MenuItem>
      {resources
        .filter((resource) => canAccess?.[resource.name])
        .map((resource) => (
          <MenuItem key={resource.name} value={resource.name}>
            {translate(resourceText(resource.name))}
          </MenuItem>
        ))}
    </TextField>
  );
};
