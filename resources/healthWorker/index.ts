// Health workers: as drivers, named health_worker_name, with no '*' markers; paths spelt /helth (SPEC 2).
import {
  fieldWorkerCard,
  fieldWorkerColumns,
  fieldWorkerFields,
  fieldWorkerFilters,
  fieldWorkerSearch,
} from '../fieldWorker.ts';
import { defineResource } from '../types.ts';

export const healthWorker = defineResource({
  name: 'healthWorker',
  table: 'health_workers',
  idKey: 'id',
  icon: () => import('@mui/icons-material/MedicalServices'),
  hindi: () => import('./hi.ts'),
  dashboard: { label: 'Health Workers', byState: true, byMhu: true },
  noun: { one: 'health worker', other: 'health workers' },
  // Add and edit carry the photo; the client appends it only on edit (SPEC 7).
  multipart: true,
  endpoints: {
    list: 'health',
    get: 'get_health',
    add: 'health_add',
    edit: 'health_edit',
    delete: 'health_delete',
  },
  // 'helth' is the product's own spelling of these paths and of its success texts (SPEC 2, 8).
  routes: { list: '/helth', create: '/helthCreate', edit: '/helthEdit' },
  menuGroup: 'master',
  texts: {
    listHeading: 'Manage Health Worker',
    menuLabel: 'Manage Health Worker',
    addButton: 'Add Health Worker',
    createHeading: 'Add Health Worker',
    editHeading: 'Edit Health Worker',
    added: 'Health worker added successfully.',
    updated: 'helth worker updated successfully.',
    deleted: 'helth worker deleted successfully.',
  },
  fields: fieldWorkerFields('health_worker_name', 'Health worker name', false),
  columns: fieldWorkerColumns('health_worker_name'),
  mobile: fieldWorkerCard('health_worker_name'),
  listPhoto: 'image',
  search: fieldWorkerSearch('health_worker_name'),
  filters: fieldWorkerFilters,
  // A person's mobile number names them in an imported file (the form has no code).
  csv: { key: 'mobile_no' },
});
