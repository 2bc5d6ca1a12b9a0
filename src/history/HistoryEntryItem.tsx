// One change of a record's history as a list item: when, what and who, then its lines.
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { formatWhen, type HistoryEntry } from '../../resources/index.ts';
import { useText } from '../i18n/useText.ts';
import { auditTexts } from './auditTexts.ts';
import { ChangeSummary } from './ChangeSummary.tsx';
import { historyLineKey } from './historyLineKey.ts';
import { whoText } from './whoText.ts';

export const HistoryEntryItem = ({ entry }: { entry: HistoryEntry }) => {
  const translate = useText();
  const name = whoText(entry.user, translate(auditTexts.unknownUser));
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Typography variant="subtitle2">
        {`${formatWhen(entry.at)} · ${translate(historyLineKey(entry.action), { name })}`}
      </Typography>
      <ChangeSummary changes={entry.changes} />
    </ListItem>
  );
};
