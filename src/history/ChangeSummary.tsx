// A change's lines, "Label: old → new" (or the label alone for a password or a photo), one per line.
import Typography from '@mui/material/Typography';
import { changeLineText, type ChangeLine } from '../../resources/index.ts';

export const ChangeSummary = ({ changes }: { changes: ChangeLine[] }) => (
  <>
    {changes.map((change, index) => (
      <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {changeLineText(change)}
      </Typography>
    ))}
  </>
);
