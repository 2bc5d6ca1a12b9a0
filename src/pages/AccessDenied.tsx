// The 403 page at /no-access, shown when a call answers 403.
import { pageKeys } from '../i18n/appKeys.ts';
import { StatusPage } from './StatusPage.tsx';

export const AccessDenied = () => (
  <StatusPage code="403" heading={pageKeys.accessDeniedHeading} text={pageKeys.accessDeniedText} />
);
