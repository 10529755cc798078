// The hours and booking-capacity screens of a venue (issue #13), their own lazy chunk under
// /staff/venues/:venueId/hours and /staff/venues/:venueId/booking. Signed-in owners and
// managers; a venue the member may not edit answers 403/404 from the API, shown as such.
// The venue links at the top are this screen's own navigation between the member's venues.
import { useEffect } from 'react';
import { Alert, Container, Nav } from 'react-bootstrap';
import { NavLink, useParams } from 'react-router';
import type { StaffMember } from '@tavola/domain/staff';
import { SignedStaff, StaffNavbar, useStaffMe } from '../staff-board';
import { HoursPage } from './hours-page';
import { BookingCapacityPage } from './booking-capacity-page';
import { useVenueSettingsCopy } from './venue-settings-copy';
import './venue-settings.css';
import { Loading } from '../../components/query-states';

type Screen = 'hours' | 'booking';

function VenueSettingsApp({ screen }: { screen: Screen }) {
  const copy = useVenueSettingsCopy();
  const me = useStaffMe();
  const seatWebId = Number(useParams().venueId);
  const venue = me.data?.venues.find((v) => v.seatWebId === seatWebId);
  const title = screen === 'hours' ? copy.nav.hours : copy.nav.booking;
  useEffect(() => {
    document.title = venue ? `${title} — ${venue.name}` : title;
  }, [title, venue]);
  // Inside SignedStaff the member is me.data, so `venue` above is the member's venue.
  return <SignedStaff>{(member) => <VenueSettings screen={screen} member={member} seatWebId={seatWebId} venue={venue} title={title} />}</SignedStaff>;
}

function VenueSettings({ screen, member, seatWebId, venue, title }: { screen: Screen; member: StaffMember; seatWebId: number; venue: StaffMember['venues'][number] | undefined; title: string }) {
  const copy = useVenueSettingsCopy();
  return (
    <div className="staff-app venue-settings">
      <StaffNavbar />
      <Container fluid="lg" className="py-3">
        <nav aria-label={copy.venues} className="mb-2">
          <ul className="venue-settings-venues list-inline mb-0">
            {member.venues.map((v) => (
              <li key={v.seatWebId} className="list-inline-item">
                <NavLink to={`/staff/venues/${v.seatWebId}/${screen}`} className="btn btn-sm btn-outline-secondary">
                  {v.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {!venue || Number.isNaN(seatWebId) ? (
          <Alert variant="warning">{copy.notFound}</Alert>
        ) : (
          <>
            <h1 className="h3">{`${title} — ${venue.name}`}</h1>
            <Nav variant="tabs" className="mb-3" as="nav" aria-label={venue.name}>
              <Nav.Link as={NavLink} to={`/staff/venues/${seatWebId}/hours`}>
                {copy.nav.hours}
              </Nav.Link>
              <Nav.Link as={NavLink} to={`/staff/venues/${seatWebId}/booking`}>
                {copy.nav.booking}
              </Nav.Link>
              <Nav.Link as={NavLink} to={`/staff/venues/${seatWebId}/orders`}>
                {copy.nav.board}
              </Nav.Link>
            </Nav>
            {screen === 'hours' ? <HoursPage key={seatWebId} seatWebId={seatWebId} /> : <BookingCapacityPage key={seatWebId} seatWebId={seatWebId} />}
          </>
        )}
      </Container>
    </div>
  );
}

export function HoursScreen() {
  return <VenueSettingsApp screen="hours" />;
}

export function BookingCapacityScreen() {
  return <VenueSettingsApp screen="booking" />;
}

export { Loading };
