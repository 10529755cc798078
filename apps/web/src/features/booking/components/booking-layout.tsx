// Frame of the booking pages (spec 001 §2): the company logo back to the home page, and the
// page. Independent of the ordering journey: booking has no cart and no menu.
import Container from 'react-bootstrap/Container';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useAppContext } from '../../../app/app-context';
import { CompanyLogo } from '../../../components/company-logo';
import '../booking.css';

export function BookingLayout() {
  const { t } = useTranslation();
  const { company } = useAppContext();
  return (
    <Container className="booking-container">
      <header className="booking-header">
        <Link to="/" aria-label={t('booking.backToHome')} className="booking-logo-link">
          <CompanyLogo company={company} className="booking-logo" />
        </Link>
      </header>
      <main>
        <Outlet />
      </main>
    </Container>
  );
}
