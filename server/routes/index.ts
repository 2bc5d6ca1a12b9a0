// Every API route group the app registers under /api, in order.
import { loginRoutes } from '../auth/loginRoutes.ts';
import type { ApiRoutes } from '../http/apiRoutes.ts';
import { docsRoutes } from '../openapi/docsRoutes.ts';
import { accountRoutes } from './account.ts';
import { crudRoutes } from './crud/crudRoutes.ts';
import { dashboardRoutes } from './dashboard.ts';
import { binRoutes } from './history/binRoutes.ts';
import { historyRoutes } from './history/historyRoutes.ts';
import { masterDataRoutes } from './masterData.ts';
import { photoRoutes } from './photos/photoRoutes.ts';
import { serverHealthRoutes } from './serverHealth.ts';
import { emailCheckRoutes } from './users/emailCheckRoute.ts';
import { resetPasswordRoutes } from './users/resetPasswordRoute.ts';

export const apiRoutes: ApiRoutes[] = [
  serverHealthRoutes,
  loginRoutes,
  masterDataRoutes,
  crudRoutes,
  dashboardRoutes,
  accountRoutes,
  photoRoutes,
  emailCheckRoutes,
  resetPasswordRoutes,
  historyRoutes,
  binRoutes,
  docsRoutes,
];
