// The hours and booking-capacity screens of a venue, their own lazy chunk under
// /staff/venues/:venueId/hours and /staff/venues/:venueId/booking. Signed-in owners and
// managers (STAFF_ACCESS.venueSettings); a venue the member may not edit answers 403/404 from
// the API, shown as such.
import { useTranslation } from 'react-i18next';
import { Alert, Container } from 'react-bootstrap';
import { useParams } from 'react-router';
import { mayUse, type StaffMember } from '@tavola/domain/staff';
import { SignedStaff, StaffNavigation, useStaffMe } from '../staff-board';
import { HoursPage } from './hours-page';
import { BookingCapacityPage } from './booking-capacity-page';
import { venueSettingsNs } from './venue-settings-copy';
import './venue-settings.css';
import { Loading } from '../../components/query-states';

type Screen = 'hours' | 'booking';

function VenueSettingsApp({ screen }: { screen: Screen }) {
  const { t } = useTranslation(venueSettingsNs);
  const me = useStaffMe();
  const seatWebId = Number(useParams().venueId);
  const venue = me.data?.venues.find((v) => v.seatWebId === seatWebId);
  const title = screen === 'hours' ? t('nav.hours') : t('nav.booking');
  // Inside SignedStaff the member is me.data, so `venue` above is the member's venue.
  return (
    <SignedStaff>
      {(member) => <VenueSettings screen={screen} member={member} seatWebId={seatWebId} venue={venue} title={title} />}
    </SignedStaff>
  );
}

function VenueSettings({
  screen,
  member,
  seatWebId,
  venue,
  title,
}: {
  screen: Screen;
  member: StaffMember;
  seatWebId: number;
  venue: StaffMember['venues'][number] | undefined;
  title: string;
}) {
  const { t } = useTranslation(venueSettingsNs);
  return (
    <div className="staff-app venue-settings">
      {/* The venue's pages and the switch to another venue are in the staff navigation. */}
      <StaffNavigation />
      <Container as="main" fluid="lg" className="py-3">
        {!venue || Number.isNaN(seatWebId) ? (
          <Alert variant="warning">{t('notFound')}</Alert>
        ) : !mayUse(member, 'venueSettings') ? (
          <Alert variant="info">{t('notAllowed')}</Alert>
        ) : (
          <>
            <h1 className="h3">{`${title} — ${venue.name}`}</h1>
            {screen === 'hours' ? (
              <HoursPage key={seatWebId} seatWebId={seatWebId} />
            ) : (
              <BookingCapacityPage key={seatWebId} seatWebId={seatWebId} />
            )}
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
