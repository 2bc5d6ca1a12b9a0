// A change's lines, "Label: old → new" (or the label alone for a password or a photo), one per line; the label
// the server names in English shows in the chosen language.
import Typography from '@mui/material/Typography';

import { changeLineText, type ChangeLine } from '../../resources/index.ts';
import { useText } from '../i18n/useText.ts';

export const ChangeSummary = ({ changes }: { changes: ChangeLine[] }) => {
  const translate = useText();
  return (
    <>
      {changes.map((change, index) => (
        // Spans drawn as lines: a phone's card holds them inside a paragraph.
        <Typography
          key={index}
          variant="body2"
          component="span"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {changeLineText({ ...change, label: translate(change.label) })}
        </Typography>
      ))}
    </>
  );
};
