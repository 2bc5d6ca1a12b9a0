// The 403 page at /no-access, shown when a call answers 403.
import { StatusPage } from './StatusPage.tsx';

export const AccessDenied = () => (
  <StatusPage code="403" heading="Access Denied" text="You don't have permission to access this page !" />
);
