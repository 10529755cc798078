// The venues back office and the setup checklist, their own lazy chunk:
// /staff/venues (list), /staff/venues/new and /staff/venues/:seatWebId (the form),
// /staff/setup (a new restaurant's first steps, each computed by the server).
// Signed-in staff only; what each role may see and change is enforced by the API.
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { Alert, Badge, Button, Container, ListGroup } from 'react-bootstrap';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { emptyVenueInput, type AdminVenue, type SetupStep } from '@tavola/domain/venue-admin';
import { ME_KEY, SignedStaff, StaffNavigation, useStaffMe } from '../staff-board';
import { PrintersLink } from '../back-office-printers';
import { Loading } from '../../components/query-states';
import { SETUP_KEY, VENUES_KEY, venuesApi } from './venues-api';
import { venuesNs } from './venues-copy';
import { VenueForm } from './venue-form';
import { EndOfDayMailForm } from './end-of-day-mail-form';
import './back-office-venues.css';

function Failure({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation(venuesNs);
  return (
    <>
      <Alert variant="danger" role="alert">
        {error.message}
      </Alert>
      <Button onClick={retry}>{t('retry')}</Button>
    </>
  );
}

/** Signed-in staff only; the page is titled by its heading (the staff layout). */
function Shell({ children }: { children: ReactNode }) {
  return (
    <SignedStaff>
      {() => (
        <div className="staff-app">
          <StaffNavigation />
          <Container as="main" className="py-3" style={{ maxWidth: 960 }}>
            {children}
          </Container>
        </div>
      )}
    </SignedStaff>
  );
}

export function VenuesPage() {
  const { t } = useTranslation(venuesNs);
  const me = useStaffMe();
  const venues = useQuery({ queryKey: VENUES_KEY, queryFn: venuesApi.list });
  return (
    <Shell>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">{t('list.heading')}</h1>
        {me.data?.role === 'owner' && (
          <Link className="btn btn-primary" to="/staff/venues/new">
            {t('list.add')}
          </Link>
        )}
      </div>
      {venues.isPending ? (
        <Loading label={t('loading')} />
      ) : venues.isError ? (
        <Failure error={venues.error} retry={() => void venues.refetch()} />
      ) : venues.data.length === 0 ? (
        <Alert variant="info">{t('list.none')}</Alert>
      ) : (
        <ListGroup>
          {venues.data.map((v) => (
            <ListGroup.Item key={v.seatWebId} className="py-3 d-flex flex-wrap align-items-center gap-2">
              <div className="me-auto">
                <div className="fs-5">
                  {v.name}{' '}
                  <Badge bg={v.enabled ? 'success' : 'secondary'}>
                    {v.enabled ? t('list.enabled') : t('list.disabled')}
                  </Badge>
                </div>
                <div className="text-body-secondary small">
                  {[v.address, v.city].filter(Boolean).join(', ')}
                  {v.latitude === null && ` (${t('list.noCoordinates')})`}
                </div>
              </div>
              {/* The links wrap together, so on a phone they sit in rows under the name. */}
              <div className="d-flex flex-wrap gap-2">
                <Link
                  className="btn btn-primary"
                  to={`/staff/venues/${v.seatWebId}/orders`}
                  aria-label={`${v.name} — ${t('list.orders')}`}
                >
                  {t('list.orders')}
                </Link>
                <Link
                  className="btn btn-outline-primary"
                  to={`/staff/venues/${v.seatWebId}/bookings`}
                  aria-label={`${v.name} — ${t('list.bookings')}`}
                >
                  {t('list.bookings')}
                </Link>
                <Link
                  className="btn btn-outline-secondary"
                  to={`/staff/venues/${v.seatWebId}`}
                  aria-label={`${v.name} — ${t('list.edit')}`}
                >
                  {t('list.edit')}
                </Link>
                <Link
                  className="btn btn-outline-secondary"
                  to={`/staff/venues/${v.seatWebId}/hours`}
                  aria-label={`${v.name} — ${t('list.hours')}`}
                >
                  {t('list.hours')}
                </Link>
                <Link
                  className="btn btn-outline-secondary"
                  to={`/staff/venues/${v.seatWebId}/booking`}
                  aria-label={`${v.name} — ${t('list.bookingCapacity')}`}
                >
                  {t('list.bookingCapacity')}
                </Link>
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Shell>
  );
}

export function VenueEditPage() {
  const { t } = useTranslation(venuesNs);
  const me = useStaffMe();
  const { seatWebId: param } = useParams();
  const isNew = param === 'new';
  const seatWebId = Number(param);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const venue = useQuery({
    queryKey: [...VENUES_KEY, seatWebId],
    queryFn: () => venuesApi.get(seatWebId),
    enabled: !isNew && seatWebId > 0,
  });
  const remove = useMutation({
    mutationFn: () => venuesApi.remove(seatWebId),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ['staff'] });
      void navigate('/staff/venues', { replace: true, state: { removed: result.outcome } });
    },
  });
  // The form of a venue just created stays the same form on its new address, so its
  // "saved" message stays on screen.
  const created = useRef<number | null>(null);
  const saved = async (venue: AdminVenue) => {
    queryClient.setQueryData([...VENUES_KEY, venue.seatWebId], venue);
    if (isNew) {
      created.current = venue.seatWebId;
      void navigate(`/staff/venues/${venue.seatWebId}`, { replace: true });
    }
    // The venue picker, the boards and the checklist read venues too.
    await queryClient.invalidateQueries({ queryKey: VENUES_KEY });
    await queryClient.invalidateQueries({ queryKey: SETUP_KEY });
    await queryClient.invalidateQueries({ queryKey: ME_KEY });
  };
  if (!isNew && !(seatWebId > 0)) return <Navigate to="/staff/venues" replace />;
  const heading = isNew ? t('form.newHeading') : t('form.editHeading');
  return (
    <Shell>
      <p>
        <Link to="/staff/venues">{t('back')}</Link>
      </p>
      <h1 className="h3 mb-3">
        {heading}
        {venue.data ? `: ${venue.data.name}` : ''}
      </h1>
      {!isNew && venue.isPending ? (
        <Loading label={t('loading')} />
      ) : !isNew && venue.isError ? (
        <Failure error={venue.error} retry={() => void venue.refetch()} />
      ) : (
        <>
          {!isNew && (
            <p>
              <Link to={`/staff/venues/${seatWebId}/hours`}>{t('form.hoursLink')}</Link>
              {' · '}
              <PrintersLink seatWebId={seatWebId} />
            </p>
          )}
          <VenueForm
            // One form per venue: a refetch after a save must not remount it (the message would go).
            key={isNew || created.current === seatWebId ? 'new' : seatWebId}
            venue={isNew ? null : (venue.data ?? null)}
            initial={emptyVenueInput()}
            onSaved={(v) => void saved(v)}
          />
          {!isNew && <EndOfDayMailForm seatWebId={seatWebId} />}
          {!isNew && me.data?.role === 'owner' && (
            <div className="mt-4 border-top pt-3">
              {remove.error && (
                <Alert variant="danger" role="alert">
                  {remove.error.message}
                </Alert>
              )}
              <Button
                variant="outline-danger"
                disabled={remove.isPending}
                onClick={() => window.confirm(t('form.removeConfirm')) && remove.mutate()}
              >
                {t('form.remove')}
              </Button>
            </div>
          )}
        </>
      )}
    </Shell>
  );
}

/** Where each step is done; seatWebId is the venue the step still misses, else the first one. */
function stepLink(step: SetupStep, seatWebId: number | null): string {
  switch (step) {
    case 'company':
    case 'legal':
      return '/staff/company';
    case 'venue':
      return seatWebId ? `/staff/venues/${seatWebId}` : '/staff/venues/new';
    case 'hours':
      return seatWebId ? `/staff/venues/${seatWebId}/hours` : '/staff/venues/new';
    case 'menu':
      return '/staff/menu';
    case 'payments':
      return seatWebId ? `/staff/venues/${seatWebId}` : '/staff/venues/new';
    case 'tables':
      return seatWebId ? `/staff/menu/tables?seatWebId=${seatWebId}` : '/staff/menu/tables';
    case 'bookings':
      return seatWebId ? `/staff/venues/${seatWebId}/booking` : '/staff/venues';
  }
}

export function SetupPage() {
  const { t } = useTranslation(venuesNs);
  const me = useStaffMe();
  const queryClient = useQueryClient();
  // Read again on every visit: the staff navigation keeps the same query, so a step done on
  // another screen a moment ago (a table, the bookings) would otherwise show as still to do.
  const setup = useQuery({ queryKey: SETUP_KEY, queryFn: venuesApi.setup, refetchOnMount: 'always' });
  const copyDemo = useMutation({
    mutationFn: venuesApi.copyDemoMenu,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETUP_KEY }),
  });
  return (
    <Shell>
      <h1 className="h3">{t('setup.heading')}</h1>
      <p>{t('setup.intro')}</p>
      {setup.isPending ? (
        <Loading label={t('loading')} />
      ) : setup.isError ? (
        <Failure error={setup.error} retry={() => void setup.refetch()} />
      ) : (
        <>
          {setup.data.complete && (
            <Alert variant="success" role="status">
              {t('setup.complete')}
            </Alert>
          )}
          <ListGroup as="ol" numbered className="mb-3">
            {setup.data.steps.map(({ step, done, seatWebId }) => (
              <ListGroup.Item as="li" key={step} className="d-flex align-items-start py-3">
                {/* The step's number is the item's first flex child (::before): the rest wraps beside it, not under it, on a phone. */}
                <div className="ms-2 flex-grow-1 d-flex flex-wrap align-items-center gap-2">
                  <span className="me-auto">{t(`setup.steps.${step}`)}</span>
                  <Badge bg={done ? 'success' : 'warning'} text={done ? undefined : 'dark'}>
                    {done ? t('setup.done') : t('setup.todo')}
                  </Badge>
                  {step === 'menu' && !done && (
                    <Button
                      variant="outline-primary"
                      size="sm"
                      disabled={copyDemo.isPending}
                      onClick={() => copyDemo.mutate()}
                    >
                      {t('setup.copyDemo')}
                    </Button>
                  )}
                  <Link
                    className="btn btn-sm btn-primary"
                    to={stepLink(step, seatWebId ?? setup.data.firstSeatWebId)}
                    aria-label={`${t(`setup.steps.${step}`)} — ${t('setup.open')}`}
                  >
                    {t('setup.open')}
                  </Link>
                </div>
              </ListGroup.Item>
            ))}
          </ListGroup>
          {copyDemo.error && (
            <Alert variant="danger" role="alert">
              {copyDemo.error.message}
            </Alert>
          )}
          {copyDemo.isSuccess && (
            <Alert variant="success" role="status">
              {t('setup.copied')}
            </Alert>
          )}
          <div className="d-flex flex-wrap align-items-center gap-3">
            {/* The restaurant as its diners open it: the diners' home with the company's code. */}
            {me.data && (
              <Link
                className="btn btn-outline-primary"
                to={{ pathname: '/', search: `?company=${encodeURIComponent(me.data.companyUrlName)}` }}
                target="_blank"
                rel="noopener"
              >
                {t('setup.seeAsDiner')} <span className="visually-hidden">{t('setup.newTab')}</span>
              </Link>
            )}
            <Link to="/staff">{t('setup.later')}</Link>
          </div>
        </>
      )}
    </Shell>
  );
}
