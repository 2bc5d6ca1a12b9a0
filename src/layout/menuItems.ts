// The sidebar's entries: Dashboard and Home, then one entry per registered resource, from its config.
import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FolderIcon from '@mui/icons-material/Folder';
import HomeIcon from '@mui/icons-material/Home';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import WorkIcon from '@mui/icons-material/Work';
import { resources, type ResourceConfig } from '../../resources/index.ts';
import { resourceMenuEntries } from '../crud/resourceRoutes.tsx';

export const MANAGE_MASTER = 'Manage Master';

export interface MenuItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** The collapsible group the entry sits in, if any. */
  group?: typeof MANAGE_MASTER;
}

/** Icons are the only thing of a resource's entry that is not in its (UI-free) config. */
const resourceIcons: Record<string, SvgIconComponent> = {
  user: PeopleIcon,
  project: WorkIcon,
  program: AssignmentIcon,
  site: PlaceIcon,
  driver: DirectionsCarIcon,
  healthWorker: MedicalServicesIcon,
};

/** The entries for a registry; a new resource appears with a generic icon until it is given one. */
export const menuItemsOf = (registry: readonly ResourceConfig[]): MenuItem[] => [
  { label: 'Dashboard', to: '/dashboard', icon: DashboardIcon },
  { label: 'Home', to: '/home', icon: HomeIcon },
  ...resourceMenuEntries(registry).map((entry, index): MenuItem => ({
    label: entry.label,
    to: entry.to,
    icon: resourceIcons[registry[index].name] ?? FolderIcon,
    group: entry.group === 'master' ? MANAGE_MASTER : undefined,
  })),
];

export const menuItems: MenuItem[] = menuItemsOf(resources);
