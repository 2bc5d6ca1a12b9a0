// The waiting changes page (/waiting): each add, edit and delete made on this device that a screen left to the
// queue, oldest first, with its state (waiting, sent, saved, a conflict, refused with the server's message) and what
// can be done with it: send it again, change it, compare it with the version saved meanwhile, or discard it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { recordName, resources } from '../../resources/index.ts';
import { HttpError } from '../../dataProvider/httpError.ts';
import { offlineTime } from '../crud/list/offlineTime.ts';
import { useDialogs } from '../dialogs/useDialogs.ts';
import { commonKeys, crudKeys, resourceKey, waitingKeys } from '../i18n/appKeys.ts';
import { useText } from '../i18n/useText.ts';
import type { WaitingWriteState } from './useWriteQueue.ts';
import { useWaitingWrites } from './useWaitingWrites.ts';
import { useQueueKeepFailed } from './WaitingChangesProvider.tsx';
import { writeKindOf, type QueuedWrite, type WriteState } from './writeQueue.ts';

const chipColor: Record<WriteState, ChipProps['color']> = {
  sending: 'info',
  waiting: 'default',
  signIn: 'warning',
  saved: 'success',
  conflict: 'warning',
  refused: 'error',
};

/** A write may be changed or discarded while nothing is sending it: waiting paused, or answered and not saved. */
const settledOrPaused = (write: QueuedWrite, state: WriteState) =>
  write.state.isPaused || ['signIn', 'conflict', 'refused'].includes(state);

/**
 * The server's reasons for a refusal, in the chosen language: its messages by field when it gave them (its general
 * "correct the highlighted fields" has no form here to point at), else its message.
 */
const Reasons = ({ error }: { error: unknown }) => {
  const translate = useText();
  const fieldMessages = error instanceof HttpError ? Object.values(error.body.errors ?? {}) : [];
  const lines =
    fieldMessages.length > 0
      ? fieldMessages
      : [(error instanceof HttpError && error.body.message) || crudKeys.errorText];
  return (
    <>
      {[...new Set(lines)].map((line) => (
        <Typography key={line} variant="body2" color="error">
          {translate(line)}
        </Typography>
      ))}
    </>
  );
};

const WaitingWriteItem = ({ write, state }: { write: QueuedWrite; state: WriteState }) => {
  const translate = useText();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const variables = write.state.variables!;
  const kind = writeKindOf(write)!;
  const config = resources.find((resource) => resource.name === variables.resource);
  const name =
    (config && recordName(config, { ...variables.previousData, ...variables.data })) ??
    (variables.id === undefined ? '' : `#${variables.id}`);
  const savedAt = variables.meta?.savedAt;
  const mayChange = settledOrPaused(write, state);

  const discard = async () => {
    const confirmed = await dialogs.confirm({
      title: translate(waitingKeys.discardTitle),
      text: translate(waitingKeys.discardText),
      confirmText: translate(waitingKeys.discard),
      cancelText: translate(commonKeys.confirmCancel),
    });
    if (confirmed) queryClient.getMutationCache().remove(write);
  };
  /** Opens the form with what was typed; its save takes this write's place (useWaitingWrite). */
  const open = () => {
    if (!config) return;
    const path = kind === 'create' ? config.routes.create : `${config.routes.edit}/${variables.id}`;
    navigate(path, { state: { waitingKey: variables.meta!.idempotencyKey! } satisfies WaitingWriteState });
  };

  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`${translate(waitingKeys.kinds[kind])}: ${name}`}
      sx={{ p: 1.5, listStyle: 'none' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {translate(waitingKeys.kinds[kind])}: {name}
        </Typography>
        <Chip size="small" color={chipColor[state]} label={translate(waitingKeys.states[state])} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {config ? translate(resourceKey(config.name, 'texts', 'listHeading')) : variables.resource}
        {typeof savedAt === 'number' &&
          ` · ${translate(waitingKeys.savedAt, { time: offlineTime(savedAt, Date.now()) })}`}
      </Typography>
      {state === 'refused' && <Reasons error={write.state.error} />}
      {mayChange && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {['signIn', 'refused'].includes(state) && (
            <Button size="small" variant="contained" onClick={() => void write.execute(variables)}>
              {translate(waitingKeys.retry)}
            </Button>
          )}
          {state === 'conflict' && (
            <Button size="small" variant="contained" onClick={open}>
              {translate(waitingKeys.resolve)}
            </Button>
          )}
          {kind !== 'delete' && state !== 'conflict' && (
            <Button size="small" variant="outlined" onClick={open}>
              {translate(waitingKeys.edit)}
            </Button>
          )}
          <Button size="small" color="error" onClick={() => void discard()}>
            {translate(waitingKeys.discard)}
          </Button>
        </Stack>
      )}
    </Paper>
  );
};

export const WaitingChangesPage = () => {
  const translate = useText();
  const queryClient = useQueryClient();
  const writes = useWaitingWrites();
  const keepFailed = useQueueKeepFailed();
  const saved = writes.filter(({ state }) => state === 'saved');
  const clearSaved = () => saved.forEach(({ write }) => queryClient.getMutationCache().remove(write));
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate(waitingKeys.heading)} />
      <Typography variant="h5" component="h1">
        {translate(waitingKeys.heading)}
      </Typography>
      {keepFailed && <Alert severity="error">{translate(waitingKeys.notKept)}</Alert>}
      {writes.length === 0 ? (
        <Typography>{translate(waitingKeys.none)}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
          {writes.map(({ write, state }) => (
            <WaitingWriteItem key={write.mutationId} write={write} state={state} />
          ))}
        </Stack>
      )}
      {saved.length > 0 && (
        <Button sx={{ alignSelf: 'flex-start' }} onClick={clearSaved}>
          {translate(waitingKeys.clearSaved)}
        </Button>
      )}
    </Stack>
  );
};
