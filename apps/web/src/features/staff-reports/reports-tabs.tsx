// The two screens of the takings: the dashboard of a period and the end of one day.
import { Nav } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { useEndOfDayCopy } from './end-of-day-copy';

export function ReportsTabs() {
  const copy = useEndOfDayCopy();
  const { pathname } = useLocation();
  const day = /\/staff\/reports\/day\/?$/.test(pathname);
  const tabs = [
    { to: '/staff/reports', label: copy.dashboardTab, current: !day },
    { to: '/staff/reports/day', label: copy.dayTab, current: day },
  ];
  return (
    <Nav as="nav" variant="tabs" aria-label={copy.tabs} className="mb-3 d-print-none">
      {tabs.map((t) => (
        <Nav.Item key={t.to}>
          <Nav.Link as={Link} to={t.to} active={t.current} aria-current={t.current ? 'page' : undefined}>
            {t.label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
