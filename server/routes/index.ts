// Every API route group the app registers under /api, in order.
import { loginRoutes } from '../auth/loginRoutes.ts';
import type { ApiRoutes } from '../http/apiRoutes.ts';
import { crudRoutes } from './crud/crudRoutes.ts';
import { masterDataRoutes } from './masterData.ts';

export const apiRoutes: ApiRoutes[] = [loginRoutes, masterDataRoutes, crudRoutes];
