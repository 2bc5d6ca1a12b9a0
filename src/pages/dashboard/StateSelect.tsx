// The state the dashboard shows: all states, or one (its figures per district). Kept in the address (`?state=29`),
// so going back from a list returns to the same view.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router-dom';
import { optionsFor, stateSource } from '../../../resources/index.ts';
import { useMasterData } from '../../masterData/useMasterData.ts';

import { dashboardKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';

const STATE = 'state';

/** The chosen state's id (null for all states), and a setter that keeps it in the address. */
export const useChosenState = (): [number | null, (stateId: number | null) => void] => {
  const [params, setParams] = useSearchParams();
  const stateId = Number(params.get(STATE)) || null;
  const choose = (next: number | null) =>
    setParams(next === null ? {} : { [STATE]: String(next) }, { replace: true });
  return [stateId, choose];
};

export const StateSelect = () => {
  const [stateId, choose] = useChosenState();
  const states = optionsFor(useMasterData(), stateSource);
  const translate = useText();
  return (
    <TextField
      select
      size="small"
      label={translate(dashboardKeys.stateSelect)}
      value={stateId ?? ''}
      onChange={(event) => choose(Number(event.target.value) || null)}
      // Not the theme's full width: the selector sits beside the heading.
      fullWidth={false}
      sx={{ width: 260 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{translate(dashboardKeys.allStates)}</MenuItem>
      {states.map((state) => (
        <MenuItem key={state.value} value={state.value}>
          {state.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
