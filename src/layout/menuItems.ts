// The sidebar's entries, in one list (to be swapped for the resource registry's menuLabel/routes.list later).
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import HomeIcon from '@mui/icons-material/Home';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import WorkIcon from '@mui/icons-material/Work';

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

export const menuItems: MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: DashboardIcon },
  { label: 'Home', to: '/home', icon: HomeIcon },
  { label: 'Manage Users', to: '/user', icon: PeopleIcon, resource: true },
  { label: 'Manage Projects', to: '/project', icon: WorkIcon, group: MANAGE_MASTER, resource: true },
  { label: 'Manage Programs', to: '/program', icon: AssignmentIcon, group: MANAGE_MASTER, resource: true },
  { label: 'Manage Site', to: '/site', icon: PlaceIcon, group: MANAGE_MASTER, resource: true },
  { label: 'Manage Driver', to: '/driver', icon: DirectionsCarIcon, group: MANAGE_MASTER, resource: true },
  // '/helth' is the product's own spelling of the health-worker path (SPEC 2); it is contract, keep it.
  {
    label: 'Manage Health Worker',
    to: '/helth',
    icon: MedicalServicesIcon,
    group: MANAGE_MASTER,
    resource: true,
  },
];
