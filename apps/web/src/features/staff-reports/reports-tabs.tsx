// The two screens of the takings: the dashboard of a period and the end of one day.
import { useTranslation } from 'react-i18next';
import { Nav } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { endOfDayNs } from './end-of-day-copy';

export function ReportsTabs() {
  const { t } = useTranslation(endOfDayNs);
  const { pathname } = useLocation();
  const day = /\/staff\/reports\/day\/?$/.test(pathname);
  const tabs = [
    { to: '/staff/reports', label: t('dashboardTab'), current: !day },
    { to: '/staff/reports/day', label: t('dayTab'), current: day },
  ];
  return (
    <Nav as="nav" variant="tabs" aria-label={t('tabs')} className="mb-3 d-print-none">
      {tabs.map((tab) => (
        <Nav.Item key={tab.to}>
          <Nav.Link as={Link} to={tab.to} active={tab.current} aria-current={tab.current ? 'page' : undefined}>
            {tab.label}
          </Nav.Link>
        </Nav.Item>
      ))}
    </Nav>
  );
}
