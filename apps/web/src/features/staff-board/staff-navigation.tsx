// The one navigation of the staff side, on every staff screen: the sections a member may open
// (service boards, takings, menu, venues, team, brand and legal, payments, setup) and, inside a section
// with pages of its own (a venue's boards, a venue's settings, the menu), those pages. A member is
// offered only what their role may use, by the domain's STAFF_ACCESS that the API's routes
// enforce. It collapses behind a button below the lg breakpoint (phones, small tablets).
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Form, Nav, Navbar } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import { mayUse, type StaffArea, type StaffMember } from '@tavola/domain/staff';
import { staffApi } from './staff-api';
import { staffBoardNs } from './staff-copy';
import { useStaffMe } from './staff-me';

type Section = 'service' | 'reports' | 'orders' | 'menu' | 'venues' | 'team' | 'company' | 'payments' | 'setup';
type VenuePage = 'orders' | 'bookings' | 'details' | 'hours' | 'booking';

/** Where a staff path is: its section, the venue it names and that venue's page. */
export interface StaffPlace {
  section: Section | null;
  seatWebId: number | null;
  venuePage: VenuePage | null;
}

const VENUE_PAGES: Record<string, { section: Section; page: VenuePage }> = {
  orders: { section: 'service', page: 'orders' },
  bookings: { section: 'service', page: 'bookings' },
  '': { section: 'venues', page: 'details' },
  hours: { section: 'venues', page: 'hours' },
  booking: { section: 'venues', page: 'booking' },
};

export function staffPlace(pathname: string): StaffPlace {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  const none = { seatWebId: null, venuePage: null };
  if (parts[0] !== 'staff') return { section: null, ...none };
  const [, first, id, page = ''] = parts;
  if (first === undefined) return { section: 'service', ...none };
  if (first === 'venues') {
    const venue = VENUE_PAGES[page];
    if (id && /^[1-9]\d*$/.test(id) && venue)
      return { section: venue.section, seatWebId: Number(id), venuePage: venue.page };
    return { section: 'venues', ...none };
  }
  const sections: Record<string, Section> = {
    reports: 'reports',
    orders: 'orders',
    menu: 'menu',
    team: 'team',
    company: 'company',
    payments: 'payments',
    setup: 'setup',
  };
  return { section: sections[first] ?? null, ...none };
}

const venuePath = (seatWebId: number, page: VenuePage) =>
  `/staff/venues/${seatWebId}${page === 'details' ? '' : `/${page}`}`;

/** The venue a member last worked on, so "Servizio" opens its board from any screen. */
const LAST_VENUE_KEY = 'tavola_staff_venue';

function lastVenue(member: StaffMember): number | null {
  const stored = Number(localStorage.getItem(LAST_VENUE_KEY));
  return member.venues.some((v) => v.seatWebId === stored) ? stored : null;
}

interface Item {
  key: string;
  to: string;
  label: string;
  area: StaffArea;
  /** The item is the page open now (aria-current="page"), or the section it belongs to ("true"). */
  current: 'page' | 'true' | null;
}

export function StaffNavigation() {
  const me = useStaffMe();
  return me.data ? <Navigation member={me.data} /> : <Bar member={null} items={[]} />;
}

function Navigation({ member }: { member: StaffMember }) {
  const { t } = useTranslation(staffBoardNs);
  const { pathname, search } = useLocation();
  const place = staffPlace(pathname);
  const own =
    place.seatWebId !== null && member.venues.some((v) => v.seatWebId === place.seatWebId) ? place.seatWebId : null;
  useEffect(() => {
    if (own !== null) localStorage.setItem(LAST_VENUE_KEY, String(own));
  }, [own]);
  const setup = useQuery({
    queryKey: ['staff', 'setup'],
    queryFn: staffApi.setup,
    enabled: mayUse(member, 'setup'),
    staleTime: 30_000,
  });

  const serviceVenue = own ?? lastVenue(member) ?? (member.venues.length === 1 ? member.venues[0].seatWebId : null);
  const sections: Array<Omit<Item, 'current'> & { section: Section }> = [
    {
      key: 'service',
      section: 'service',
      area: 'orderBoard',
      label: t('nav.service'),
      to: serviceVenue ? venuePath(serviceVenue, 'orders') : '/staff',
    },
    { key: 'reports', section: 'reports', area: 'reports', label: t('nav.reports'), to: '/staff/reports' },
    { key: 'orders', section: 'orders', area: 'orderHistory', label: t('nav.orderHistory'), to: '/staff/orders' },
    { key: 'menu', section: 'menu', area: 'menu', label: t('nav.menu'), to: '/staff/menu' },
    { key: 'venues', section: 'venues', area: 'venues', label: t('nav.venues'), to: '/staff/venues' },
    { key: 'team', section: 'team', area: 'team', label: t('nav.team'), to: '/staff/team' },
    { key: 'company', section: 'company', area: 'company', label: t('nav.company'), to: '/staff/company' },
    { key: 'payments', section: 'payments', area: 'payments', label: t('nav.payments'), to: '/staff/payments' },
    {
      key: 'setup',
      section: 'setup',
      area: 'setup',
      label: setup.data && !setup.data.complete ? `${t('nav.setup')} (${t('nav.toDo')})` : t('nav.setup'),
      to: '/staff/setup',
    },
  ];
  const items: Item[] = sections
    .filter((s) => mayUse(member, s.area))
    .map((s) => ({ ...s, current: s.to === pathname ? 'page' : s.section === place.section ? 'true' : null }));

  let pages: Item[] = [];
  let pagesLabel = '';
  if (own !== null && place.venuePage) {
    const venuePages: Array<{ page: VenuePage; area: StaffArea; label: string }> =
      place.section === 'service'
        ? [
            { page: 'orders', area: 'orderBoard', label: t('nav.orders') },
            { page: 'bookings', area: 'bookingBoard', label: t('nav.bookings') },
          ]
        : [
            { page: 'details', area: 'venueSettings', label: t('nav.venueDetails') },
            { page: 'hours', area: 'venueSettings', label: t('nav.hours') },
            { page: 'booking', area: 'venueSettings', label: t('nav.bookingCapacity') },
          ];
    pages = venuePages
      .filter((p) => mayUse(member, p.area))
      .map((p) => ({
        key: p.page,
        to: venuePath(own, p.page),
        label: p.label,
        area: p.area,
        current: p.page === place.venuePage ? 'page' : null,
      }));
    pagesLabel = member.venues.find((v) => v.seatWebId === own)?.name ?? '';
  } else if (place.section === 'menu') {
    const menuPages: Array<{ to: string; area: StaffArea; label: string }> = [
      { to: '/staff/menu', area: 'menu', label: t('nav.products') },
      { to: '/staff/menu/menus', area: 'menuEditing', label: t('nav.menus') },
      { to: '/staff/menu/variations', area: 'menuEditing', label: t('nav.variations') },
      { to: '/staff/menu/tables', area: 'tables', label: t('nav.tables') },
      { to: '/staff/menu/translations', area: 'menuEditing', label: t('nav.translations') },
    ];
    pages = menuPages
      .filter((p) => mayUse(member, p.area))
      .map((p) => ({ key: p.to, ...p, current: p.to === pathname.replace(/\/+$/, '') ? 'page' : null }));
    pagesLabel = t('nav.menu');
  }

  return (
    <Bar member={member} items={items}>
      {pages.length > 0 && (
        <nav aria-label={pagesLabel} className="staff-subnav border-bottom bg-body-tertiary d-print-none">
          <div className="container-fluid d-flex flex-wrap align-items-center gap-2 py-1">
            {own !== null && place.venuePage && member.venues.length > 1 && (
              <VenueSwitch member={member} seatWebId={own} onPick={(id) => venuePath(id, place.venuePage!) + search} />
            )}
            <Nav variant="pills" className="staff-subnav-pages">
              {pages.map((p) => (
                <Nav.Item key={p.key}>
                  <Nav.Link as={Link} to={p.to} active={p.current !== null} aria-current={p.current ?? undefined}>
                    {p.label}
                  </Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
          </div>
        </nav>
      )}
    </Bar>
  );
}

/** Another of the member's venues, on the same page. */
function VenueSwitch({
  member,
  seatWebId,
  onPick,
}: {
  member: StaffMember;
  seatWebId: number;
  onPick: (seatWebId: number) => string;
}) {
  const { t } = useTranslation(staffBoardNs);
  const navigate = useNavigate();
  return (
    <Form.Select
      size="sm"
      className="staff-venue-switch w-auto"
      aria-label={t('nav.venue')}
      value={seatWebId}
      onChange={(e) => void navigate(onPick(Number(e.target.value)))}
    >
      {member.venues.map((v) => (
        <option key={v.seatWebId} value={v.seatWebId}>
          {v.name}
        </option>
      ))}
    </Form.Select>
  );
}

function Bar({ member, items, children }: { member: StaffMember | null; items: Item[]; children?: ReactNode }) {
  const { t } = useTranslation(staffBoardNs);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  // A link followed on a phone closes the menu it was chosen from.
  useEffect(() => setExpanded(false), [pathname]);
  const signOut = useMutation({
    mutationFn: staffApi.signOut,
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['staff'] });
      void navigate('/staff/sign-in', { replace: true });
    },
  });
  return (
    <header className="staff-navbar d-print-none">
      <Navbar as="div" bg="dark" variant="dark" expand="lg" className="px-3" expanded={expanded} onToggle={setExpanded}>
        <Navbar.Brand as={Link} to="/staff">
          {member?.companyName ?? t('title')}
        </Navbar.Brand>
        {member && (
          <>
            <Navbar.Toggle aria-controls="staff-navigation" aria-expanded={expanded} label={t('nav.toggle')} />
            <Navbar.Collapse id="staff-navigation">
              <Nav as="nav" aria-label={t('nav.label')} className="me-auto">
                {items.map((i) => (
                  <Nav.Item key={i.key}>
                    <Nav.Link as={Link} to={i.to} active={i.current !== null} aria-current={i.current ?? undefined}>
                      {i.label}
                    </Nav.Link>
                  </Nav.Item>
                ))}
              </Nav>
              <div className="d-flex flex-wrap align-items-center gap-2 py-2 py-lg-0">
                <span className="text-light small" title={member.email}>
                  {member.name}
                </span>
                <Button size="sm" variant="outline-light" onClick={() => signOut.mutate()}>
                  {t('signOut')}
                </Button>
              </div>
            </Navbar.Collapse>
          </>
        )}
      </Navbar>
      {children}
    </header>
  );
}
