// Hindi for the health workers resource, keyed as resources.healthWorker in the English messages its config gives.
import { fieldWorkerHi } from '../fieldWorker.hi.ts';
import type { ResourceHindi } from '../types.ts';

export const hi: ResourceHindi = fieldWorkerHi({
  nameKey: 'health_worker_name',
  noun: 'स्वास्थ्य कार्यकर्ता',
  plural: 'स्वास्थ्य कार्यकर्ता',
});
