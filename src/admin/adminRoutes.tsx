// The admin app's own pages (not resources): home, dashboard, 403, setting, theme pages, and placeholders.
import { Route } from 'react-router-dom';
import { menuItems } from '../layout/menuItems.ts';
import { AccessDenied } from '../pages/AccessDenied.tsx';
import { ComingSoon } from '../pages/ComingSoon.tsx';
import { Dashboard } from '../pages/Dashboard.tsx';
import { Home } from '../pages/Home.tsx';
import { homeCards } from '../pages/homeCards.ts';

export const adminRoutes = [
  <Route key="home" path="/home" element={<Home />} />,
  <Route key="dashboard" path="/dashboard" element={<Dashboard />} />,
  <Route key="no-access" path="/no-access" element={<AccessDenied />} />,
  <Route key="setting" path="/setting" element={<ComingSoon title="Setting" />} />,
  ...homeCards.map((card) => (
    <Route key={card.to} path={card.to} element={<ComingSoon title={card.title} />} />
  )),
  // Until the resource screens exist, their list paths lead somewhere.
  ...menuItems
    .filter((item) => item.resource)
    .map((item) => <Route key={item.to} path={item.to} element={<ComingSoon title={item.label} />} />),
];
