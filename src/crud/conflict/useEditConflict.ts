// The edit screen's answer to a 412: the conflict dialog instead of the error dialog, and "Keep their version".
import { useState } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import type { Values } from '../../../resources/index.ts';
import { useDialogs } from '../../dialogs/useDialogs.ts';
import { crudKeys } from '../../i18n/appKeys.ts';
import { useText } from '../../i18n/useText.ts';
import { conflictOf } from '../serverAnswer.ts';
import { useResourceConfig } from '../useResourceConfig.ts';
import type { EditConflict } from './editConflict.ts';

/**
 * `reload` reads the record again (true once read). The form is drawn with `formKey`: a new key remounts it,
 * dropping what was typed.
 * @example
 * const conflicts = useEditConflict(id, reload);
 * catch (error) { if (await conflicts.caught(error, data, record)) return undefined; ... }
 */
export const useEditConflict = (id: string, reload: () => Promise<boolean>) => {
  const config = useResourceConfig();
  const dataProvider = useDataProvider();
  const dialogs = useDialogs();
  const translate = useText();
  const [conflict, setConflict] = useState<EditConflict>();
  const [formKey, setFormKey] = useState(0);

  /** The record as it is now: the 412's own, or read again when the answer did not carry it. */
  const currentOf = async (sent: Record<string, unknown> | undefined): Promise<RaRecord> =>
    sent
      ? { ...sent, id: (sent[config.idKey] as RaRecord['id'] | undefined) ?? id }
      : (await dataProvider.getOne(config.name, { id })).data;

  /** True when the save failed with a 412: the wait dialog gives way to the conflict dialog. */
  const caught = async (error: unknown, typed: Values, savedOver: RaRecord | undefined) => {
    const found = conflictOf(error);
    const current = found && (await currentOf(found.record).catch(() => undefined));
    if (!current) return false;
    dialogs.close();
    setConflict({ typed, savedOver, current });
    return true;
  };

  const close = () => setConflict(undefined);

  /** The form shows the record as it is now; nothing is saved. */
  const keepTheirs = async () => {
    close();
    if (await reload()) setFormKey((key) => key + 1);
    else void dialogs.error({ title: translate(crudKeys.errorTitle), text: translate(crudKeys.errorText) });
  };

  return { conflict, formKey, caught, close, keepTheirs };
};
