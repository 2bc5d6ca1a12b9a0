// Hindi for the drivers resource, keyed as resources.driver in the English messages its config gives.
import { fieldWorkerHi } from '../fieldWorker.hi.ts';
import type { ResourceHindi } from '../types.ts';

export const hi: ResourceHindi = fieldWorkerHi({ nameKey: 'driver_name', noun: 'ड्राइवर', plural: 'ड्राइवर' });
