// A screen opened only when react-admin's canAccess allows it; otherwise the 403 page (or another place).
import type { ReactElement, ReactNode } from 'react';
import { CanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../pages/PageLoading.tsx';

export const NO_ACCESS_PATH = '/no-access';

export interface RequireAccessProps {
  resource: string;
  /** react-admin's action (list, create, edit, show) or ours (import). */
  action: string;
  children: ReactNode;
  /** Where a refused user goes instead; the 403 page by default. */
  denied?: ReactElement;
}

/** @example <RequireAccess resource="site" action="create"><ResourceCreate /></RequireAccess> */
export const RequireAccess = ({ resource, action, children, denied }: RequireAccessProps) => (
  <CanAccess
    resource={resource}
    action={action}
    loading={<PageLoading />}
    accessDenied={denied ?? <Navigate to={NO_ACCESS_PATH} replace />}
  >
    {children}
  </CanAccess>
);
