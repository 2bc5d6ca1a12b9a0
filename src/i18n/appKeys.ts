// The keys of the signed-in screens' texts, mirroring their English text files (see englishMessages.ts).
import { commonTexts } from '../../resources/index.ts';
import { crudTexts } from '../crud/crudTexts.ts';
import { importMessages } from '../csvImport/importMessages.ts';
import { auditTexts } from '../history/auditTexts.ts';
import { photoTexts } from '../crud/photos/photoTexts.ts';
import { layoutTexts } from '../layout/layoutTexts.ts';
import { dashboardMessages } from '../pages/dashboard/dashboardFigures.ts';
import { pageTexts } from '../pages/pageTexts.ts';
import { prototypeTexts } from '../pages/prototypeTexts.ts';
import { waitingTexts } from '../waitingChanges/waitingTexts.ts';
import { keysOf } from './textKeys.ts';

export const commonKeys = keysOf('common', commonTexts);
export const crudKeys = keysOf('crud', crudTexts);
export const photoKeys = keysOf('photo', photoTexts);
export const layoutKeys = keysOf('layout', layoutTexts);
export const pageKeys = keysOf('pages', pageTexts);
export const auditKeys = keysOf('audit', auditTexts);
export const importKeys = keysOf('import', importMessages);
export const dashboardKeys = keysOf('dashboard', dashboardMessages);
export const prototypeKeys = keysOf('prototype', prototypeTexts);
export const waitingKeys = keysOf('waiting', waitingTexts);

/** The key of a resource's text: resourceKey('site', 'texts', 'listHeading') // 'resources.site.texts.listHeading' */
export const resourceKey = (resource: string, group: 'fields' | 'columns' | 'texts', name: string): string =>
  `resources.${resource}.${group}.${name}`;
