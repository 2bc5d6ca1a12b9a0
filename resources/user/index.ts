// Users: SPEC 2 "Manage Users", 3 "User", 4 (role-driven fields), 5 "Add user", 6, 7 (users calls), 8 (texts).
import { actionsColumn, locationColumns, serialColumn } from '../columns.ts';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from '../password.ts';
import { email, minLength, onlyOn, pattern, required, requiredId, requiredWhen } from '../rules.ts';
import {
  blockSource,
  districtSource,
  programSource,
  projectSource,
  roleSource,
  stateSource,
} from '../sources.ts';
import { defineResource, type FormMode, type Rule, type Values } from '../types.ts';
import { holdsSeveralDistricts, needsLocation, needsProgram, needsProject } from '../userRoles.ts';

/**
 * The edit form fills these in when the record has none (SPEC 4). The server never stores the placeholder
 * password: on edit it means "keep the password". A placeholder name is not stored over the record's own name.
 */
export const PLACEHOLDER_PASSWORD = '********';
export const PLACEHOLDER_NAME = 'Unnamed user';

/** The user texts that are not a field rule's: the email check, and the server's refusals. */
export const userMessages = {
  emailExists: 'Email already exists',
  emailCheckFailed: 'Error checking email. Try again.',
  passwordTooShort: PASSWORD_TOO_SHORT,
  ownAccountDelete: 'You cannot delete your own account.',
  ownAccountDemote: 'You cannot take the administrator role away from your own account.',
  lastAdminDelete: 'The last administrator cannot be deleted.',
  lastAdminDemote: 'The last administrator must keep an administrator role.',
  ownPasswordOnEdit: 'Change your own password on the Setting page, with your current password.',
  passwordTooCommon: PASSWORD_TOO_COMMON,
  passwordIsEmail: PASSWORD_IS_EMAIL,
  programNotHeld: 'This role holds no program.',
  projectNotHeld: 'This role holds no project.',
  ownPasswordReset: 'You cannot reset your own password: change it on the Setting page.',
  passwordReset:
    'Password reset. Give the user this one-time password: it must be changed at the next sign-in.',
} as const;

/** A select required (and a real id) only while the role calls for it. */
const requiredIdWhen = (when: (values: Values) => boolean, message: string): Rule => ({
  message,
  checksEmpty: true,
  test: (v, values) => !when(values) || requiredId(message).test(v, values),
});

const onAdd = (_values: Values, mode: FormMode) => mode === 'create';

export const user = defineResource({
  name: 'user',
  table: 'users',
  idKey: 'id',
  icon: () => import('@mui/icons-material/People'),
  hindi: () => import('./hi.ts'),
  dashboard: { label: 'Users' },
  noun: { one: 'user', other: 'users' },
  endpoints: { list: 'users', get: 'get_user', add: 'users_add', edit: 'users_edit', delete: 'users_delete' },
  // The product's own capitals: /UserCreate and /UserEdit/:id.
  routes: { list: '/user', create: '/UserCreate', edit: '/UserEdit' },
  texts: {
    listHeading: 'Manage Users',
    menuLabel: 'Manage Users',
    addButton: 'Add User',
    createHeading: 'Add User',
    editHeading: 'Edit User',
    added: 'User added successfully.',
    updated: 'User updated successfully.',
    deleted: 'User deleted successfully.',
  },
  fields: [
    {
      name: 'name',
      section: 'person',
      label: 'Name',
      kind: 'text',
      personal: true,
      editPlaceholder: PLACEHOLDER_NAME,
      rules: [required('Name is required')],
    },
    {
      name: 'email',
      section: 'person',
      label: 'Email',
      kind: 'email',
      personal: true,
      disabledOn: 'edit',
      rules: [onlyOn('create', required('Email is required')), onlyOn('create', email('Invalid email'))],
    },
    {
      // Not a column: the server hashes it into password_hash, and no read ever returns it.
      name: 'password',
      section: 'person',
      label: 'Password',
      kind: 'password',
      shownWhen: onAdd,
      editPlaceholder: PLACEHOLDER_PASSWORD,
      rules: [
        onlyOn('create', required('Password is required')),
        onlyOn('create', minLength(MIN_PASSWORD_LENGTH, userMessages.passwordTooShort)),
      ],
    },
    {
      name: 'mobile_number',
      section: 'person',
      label: 'Mobile Number',
      kind: 'text',
      personal: true,
      inputMode: 'numeric',
      rules: [
        required('Mobile number is required'),
        pattern(/^\d{10}$/, 'Enter valid 10-digit mobile number'),
      ],
    },
    {
      name: 'role_id',
      section: 'posting',
      label: 'Role',
      kind: 'select',
      source: roleSource,
      // SPEC 4: on add a new role clears state, district and block; on edit, district and block.
      clears: { create: ['state_id', 'district_id', 'block_id'], edit: ['district_id', 'block_id'] },
      rules: [requiredId('Role is required')],
    },
    {
      name: 'state_id',
      section: 'location',
      label: 'State',
      kind: 'select',
      source: stateSource,
      shownWhen: needsLocation,
      rules: [requiredIdWhen(needsLocation, 'State is required')],
    },
    {
      name: 'district_id',
      section: 'location',
      label: 'District',
      kind: 'select',
      source: districtSource,
      shownWhen: needsLocation,
      multipleWhen: holdsSeveralDistricts,
      rules: [requiredIdWhen(needsLocation, 'District is required')],
    },
    {
      name: 'block_id',
      section: 'location',
      label: 'Block',
      kind: 'select',
      source: blockSource,
      shownWhen: needsLocation,
      rules: [requiredIdWhen(needsLocation, 'Block is required')],
    },
    {
      name: 'city_village',
      section: 'location',
      label: 'City/Village',
      kind: 'text',
      personal: true,
      shownWhen: needsLocation,
      rules: [requiredWhen(needsLocation, 'City/Village is required')],
    },
    {
      name: 'program_id',
      section: 'posting',
      label: 'Program',
      kind: 'select',
      source: programSource,
      shownWhen: needsProgram,
      rules: [requiredIdWhen(needsProgram, 'Program is required')],
    },
    {
      name: 'project_id',
      section: 'posting',
      label: 'Project',
      kind: 'select',
      source: projectSource,
      shownWhen: needsProject,
      rules: [requiredIdWhen(needsProject, 'Project is required')],
    },
  ],
  columns: [
    serialColumn,
    { source: 'name', label: 'Name', sortable: true, display: { kind: 'text' }, priority: 1 },
    {
      source: 'role_id',
      label: 'Role',
      sortable: true,
      display: { kind: 'lookup', source: roleSource },
      priority: 1,
    },
    { source: 'email', label: 'Email', sortable: true, display: { kind: 'text' }, priority: 2 },
    { source: 'mobile_number', label: 'Mobile', sortable: true, display: { kind: 'text' }, priority: 2 },
    ...locationColumns,
    actionsColumn,
  ],
  mobile: { primary: 'name', secondary: ['role_id', 'mobile_number'] },
  search: ['name', 'mobile_number', 'email', 'block_id', 'state_id', 'district_id'],
  filters: ['role_id', 'state_id', 'district_id', 'block_id'],
  // A forgotten password is replaced by a one-time one (POST /api/users_reset_password/:id).
  editActions: ['resetPassword'],
  // One at a time: a user's password is set on the form, never from a file.
  csv: { import: false },
});
