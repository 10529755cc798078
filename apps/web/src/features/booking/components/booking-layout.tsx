// Frame of the booking pages (spec 001 §2): the shell's header (logo back to the home page,
// side panel, venue info, greeting, language), and the page. Independent of the ordering
// journey: booking has no cart and no menu.
import Container from 'react-bootstrap/Container';
import { Outlet } from 'react-router';
import { ShellHeader } from '../../shell';
import '../booking.css';

export function BookingLayout() {
  return (
    <Container className="booking-container">
      <ShellHeader />
      <main>
        <Outlet />
      </main>
    </Container>
  );
}
