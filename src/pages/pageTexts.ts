// The words of the signed-in app's own pages: home, 404, 403 and setting (SPEC 2).
import { homeCards } from './homeCards.ts';

export const pageTexts = {
  homeHeading: 'Home',
  /** The home cards' titles and texts, by their path's name: homeCards.livelihood.title. */
  homeCards: Object.fromEntries(
    homeCards.map(({ to, title, text }) => [to.slice(1), { title, text }]),
  ) as Record<string, { title: string; text: string }>,
  notFoundHeading: "Look like you're lost",
  notFoundText: 'the page you are looking for not avaible!',
  accessDeniedHeading: 'Access Denied',
  accessDeniedText: "You don't have permission to access this page !",
  goHome: 'Go to Home',
  /** A coordinator whose account holds no state or district: the server shows them no records. */
  noArea: 'Your account has no area yet: ask an administrator to set your state and district.',
  /** A manager whose program or project has no live state. */
  noSchemeArea:
    'Your account has no area yet: ask an administrator to set your program or project and its state.',
  settingHeading: 'Setting',
  loadingProfile: 'Loading profile',
  profileHeading: 'Profile',
  profile: {
    name: 'Name',
    email: 'Email',
    role: 'Role',
    mobile: 'Mobile',
    state: 'State',
    district: 'District',
    block: 'Block',
    cityVillage: 'City/Village',
    program: 'Program',
    project: 'Project',
  },
} as const;
