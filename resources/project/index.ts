// Projects: SPEC 2 "Manage Projects", 3 "Project", 5 "Project and program", 7 (projects calls), 8 (texts).
import { defineScheme } from '../scheme.ts';

export const project = defineScheme('project', 'Project', {
  icon: () => import('@mui/icons-material/Work'),
  hindi: () => import('./hi.ts'),
  texts: {
    listHeading: 'Manage Projects',
    menuLabel: 'Manage Projects',
    addButton: 'Add project',
    createHeading: 'Add Project',
    // Two spaces and "Add" on the edit screen: the product's own heading, kept on purpose.
    editHeading: 'Add  Project',
    added: 'Project added successfully.',
    updated: 'Project updated successfully.',
    deleted: 'Project deleted successfully.',
  },
});
