// The record an edit or view screen opens (its route's :id), read again at each opening, as the form's values.
import { useMemo } from 'react';
import { useGetOne, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { OFFLINE_FROM_KEY } from '../../dataProvider/index.ts';
import type { Values } from '../../resources/index.ts';
import { formValuesOf } from './form/formValues.ts';
import { useResourceConfig } from './useResourceConfig.ts';

export interface OpenedRecord {
  id: string;
  record: RaRecord | undefined;
  /** The form's values from the record (none until it arrives). */
  values: Values;
  /** The read of this opening has answered: until then the screen says it is loading. */
  loaded: boolean;
  /** Reads the record again; true once read. */
  reload: () => Promise<boolean>;
  /** When the server answered the record shown, if it was read from the device's copy (offline). */
  offlineFrom: unknown;
}

/**
 * Read again at each opening, and the form waits for that read: a copy held since an earlier opening may be one
 * this client pieced together after a save, and the form re-initialises (dropping what was typed) when its
 * record changes under it.
 * @example const { record, values, loaded } = useOpenedRecord();
 */
export const useOpenedRecord = (): OpenedRecord => {
  const config = useResourceConfig();
  const { id = '' } = useParams();
  const { data: record, ...read } = useGetOne(
    config.name,
    { id },
    {
      refetchOnMount: 'always',
      // A failed load is only logged, and the screen stops loading (SPEC 8).
      retry: false,
      onError: (error: unknown) => console.error(`Loading ${config.name} ${id} failed`, error),
    },
  );
  const values = useMemo(() => (record ? formValuesOf(config, record) : {}), [config, record]);
  const reload = async () => !(await read.refetch()).isError;
  return {
    id,
    record,
    values,
    loaded: read.isFetchedAfterMount,
    reload,
    offlineFrom: record?.[OFFLINE_FROM_KEY],
  };
};
