// Drivers: SPEC 2 "Manage Sites, Drivers and Health Workers", 3 "Driver", 5, 7 (drivers calls), 8 (texts).
import {
  fieldWorkerCard,
  fieldWorkerColumns,
  fieldWorkerFields,
  fieldWorkerFilters,
  fieldWorkerSearch,
} from '../fieldWorker.ts';
import { defineResource } from '../types.ts';

export const driver = defineResource({
  name: 'driver',
  table: 'drivers',
  idKey: 'id',
  icon: () => import('@mui/icons-material/DirectionsCar'),
  hindi: () => import('./hi.ts'),
  dashboard: { label: 'Drivers', byState: true, byMhu: true },
  noun: { one: 'driver', other: 'drivers' },
  // Add and edit carry the photo; the client appends it only on edit (SPEC 7).
  multipart: true,
  endpoints: {
    list: 'drivers',
    get: 'get_driver',
    add: 'drivers_add',
    edit: 'drivers_edit',
    delete: 'driver_delete',
  },
  routes: { list: '/driver', create: '/driverCreate', edit: '/driverEdit' },
  menuGroup: 'master',
  texts: {
    listHeading: 'Manage Driver',
    menuLabel: 'Manage Driver',
    addButton: 'Add driver',
    createHeading: 'Add Driver',
    editHeading: 'Edit Driver',
    added: 'Driver added successfully.',
    // Lower-case, as the product words it (SPEC 8).
    updated: 'driver updated successfully.',
    deleted: 'driver deleted successfully.',
  },
  fields: fieldWorkerFields('driver_name', 'Driver name', true),
  columns: fieldWorkerColumns('driver_name'),
  mobile: fieldWorkerCard('driver_name'),
  listPhoto: 'image',
  search: fieldWorkerSearch('driver_name'),
  filters: fieldWorkerFilters,
  // A person's mobile number names them in an imported file (the form has no code).
  csv: { key: 'mobile_no' },
});
