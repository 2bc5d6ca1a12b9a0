// The record an add or edit leaves, as far as the body sent tells: react-admin keeps it in its cache until the
// next read, so it holds only what a read would answer.
import { fromPayload, type ResourceConfig, type Values } from '../resources/index.ts';

/**
 * The body by read keys, without a password (no read returns one) or a newly chosen file (the server names
 * the stored copy).
 * @example savedRecordOf(user, { name: 'Asha', password: 'secret1' }) // { name: 'Asha' }
 */
export const savedRecordOf = (config: ResourceConfig, payload: Values): Values => {
  const record = fromPayload(config, payload);
  for (const field of config.fields) {
    if (field.kind === 'password' || record[field.name] instanceof Blob) delete record[field.name];
  }
  return record;
};
