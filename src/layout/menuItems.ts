// The sidebar's entries, in one list; a registered resource's label and path come from its config.
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HomeIcon from '@mui/icons-material/Home';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import WorkIcon from '@mui/icons-material/Work';
import { resources } from '../../resources/index.ts';

export const MANAGE_MASTER = 'Manage Master';

export interface MenuItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** The collapsible group the entry sits in, if any. */
  group?: typeof MANAGE_MASTER;
  /** A resource list, built by a later issue; until then its path shows a "coming soon" page. */
  resource?: true;
}

/** A resource's entry: its config's menuLabel and list route once registered, else the given ones. */
const resourceItem = (name: string, item: MenuItem): MenuItem => {
  const config = resources.find((resource) => resource.name === name);
  return config ? { ...item, label: config.texts.menuLabel, to: config.routes.list } : item;
};

export const menuItems: MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: DashboardIcon },
  { label: 'Home', to: '/home', icon: HomeIcon },
  resourceItem('user', { label: 'Manage Users', to: '/user', icon: PeopleIcon, resource: true }),
  resourceItem('project', {
    label: 'Manage Projects',
    to: '/project',
    icon: WorkIcon,
    group: MANAGE_MASTER,
    resource: true,
  }),
  resourceItem('program', {
    label: 'Manage Programs',
    to: '/program',
    icon: AssignmentIcon,
    group: MANAGE_MASTER,
    resource: true,
  }),
  resourceItem('site', {
    label: 'Manage Site',
    to: '/site',
    icon: PlaceIcon,
    group: MANAGE_MASTER,
    resource: true,
  }),
  resourceItem('driver', {
    label: 'Manage Driver',
    to: '/driver',
    icon: DirectionsCarIcon,
    group: MANAGE_MASTER,
    resource: true,
  }),
  // '/helth' is the product's own spelling of the health-worker path (SPEC 2); it is contract, keep it.
  resourceItem('healthWorker', {
    label: 'Manage Health Worker',
    to: '/helth',
    icon: MedicalServicesIcon,
    group: MANAGE_MASTER,
    resource: true,
  }),
];
