// The 404 page, with the spec's wording (spelling included).
import { pageKeys } from '../i18n/appKeys.ts';
import { StatusPage } from './StatusPage.tsx';

export const NotFound = () => (
  <StatusPage code="404" heading={pageKeys.notFoundHeading} text={pageKeys.notFoundText} />
);
