// Programs: SPEC 2 "Manage Program", 3 "Program", 5 "Project and program", 7 (programs calls), 8 (texts).
import { defineScheme } from '../scheme.ts';

export const program = defineScheme('program', 'Program', {
  icon: () => import('@mui/icons-material/Assignment'),
  hindi: () => import('./hi.ts'),
  texts: {
    listHeading: 'Manage Program',
    menuLabel: 'Manage Programs',
    addButton: 'Add Program',
    // Two spaces, as the product words it.
    createHeading: 'Add  Program',
    // Two spaces and "Add" on the edit screen: the product's own heading, kept on purpose.
    editHeading: 'Add  Program',
    added: 'Program added successfully.',
    updated: 'Program updated successfully.',
    deleted: 'Program deleted successfully.',
  },
});
