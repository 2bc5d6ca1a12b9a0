// The 404 page, with the spec's wording (spelling included).
import { StatusPage } from './StatusPage.tsx';

export const NotFound = () => (
  <StatusPage code="404" heading="Look like you're lost" text="the page you are looking for not avaible!" />
);
