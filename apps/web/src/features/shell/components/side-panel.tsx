// Menu side panel (spec 001 §2): first name, last name and e-mail of a registered customer,
// else a login link; the items with their visibility rules; logout.
import Nav from 'react-bootstrap/Nav';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { startErrorFor } from '../../../lib/start-error';
import { useCurrentOrder } from '../../ordering';
import { useLogout } from '../use-logout';

export function SidePanel({
  show,
  onHide,
  onVenueInfo,
  onCompanyInfo,
}: {
  show: boolean;
  onHide: () => void;
  onVenueInfo: () => void;
  onCompanyInfo: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const context = useAppContext();
  const { customer, seatWeb } = context;
  const logout = useLogout();
  const registered = customer != null && !customer.isAnonymous;

  const go = (to: string) => {
    onHide();
    void navigate(to);
  };

  return (
    <Offcanvas show={show} onHide={onHide} placement="start" aria-labelledby="side-panel-title">
      <Offcanvas.Header closeButton closeLabel={t('appShell.sidePanel.close')}>
        <Offcanvas.Title id="side-panel-title">{t('appShell.sidePanel.title')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <div className="side-panel-customer mb-3" data-testid="side-panel-customer">
          {registered ? (
            <>
              <div className="fw-semibold">
                {customer.firstName} {customer.lastName}
              </div>
              <div className="text-muted small">{customer.email}</div>
            </>
          ) : (
            <Link to="/login/hamburger-menu" onClick={onHide}>
              {t('appShell.sidePanel.login')}
            </Link>
          )}
        </div>
        <Nav className="flex-column side-panel-nav" as="ul">
          <Nav.Item as="li">
            <Nav.Link
              as="button"
              onClick={() => {
                // 001 §2: Home navigates only while the company is in service and the venue enabled.
                if (startErrorFor(context) == null) go('/');
                else onHide();
              }}
            >
              {t('appShell.sidePanel.home')}
            </Nav.Link>
          </Nav.Item>
          <CurrentOrderItem go={go} />
          {registered && (
            <>
              <Nav.Item as="li">
                <Nav.Link as="button" onClick={() => go('/user-orders')}>
                  {t('appShell.sidePanel.orders')}
                </Nav.Link>
              </Nav.Item>
              <Nav.Item as="li">
                <Nav.Link as="button" onClick={() => go('/user-profile')}>
                  {t('appShell.sidePanel.profile')}
                </Nav.Link>
              </Nav.Item>
              <Nav.Item as="li">
                <Nav.Link
                  as="button"
                  onClick={() => {
                    onHide();
                    onCompanyInfo();
                  }}
                >
                  {t('appShell.sidePanel.info')}
                </Nav.Link>
              </Nav.Item>
            </>
          )}
          {customer?.hasAccount && (
            <Nav.Item as="li">
              <Nav.Link as="button" onClick={() => go('/change-password')}>
                {t('appShell.sidePanel.changePassword')}
              </Nav.Link>
            </Nav.Item>
          )}
          {seatWeb && (
            <Nav.Item as="li">
              <Nav.Link
                as="button"
                onClick={() => {
                  onHide();
                  onVenueInfo();
                }}
              >
                {t('appShell.sidePanel.venueInfo')}
              </Nav.Link>
            </Nav.Item>
          )}
          {registered && (
            <Nav.Item as="li">
              <Nav.Link
                as="button"
                onClick={() => {
                  onHide();
                  void logout();
                }}
              >
                {t('appShell.sidePanel.logout')}
              </Nav.Link>
            </Nav.Item>
          )}
        </Nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

/** The order sent and not concluded yet, for a diner who went elsewhere (an anonymous one too). */
function CurrentOrderItem({ go }: { go: (to: string) => void }) {
  const { t } = useTranslation();
  const current = useCurrentOrder();
  if (!current) return null;
  return (
    <Nav.Item as="li">
      <Nav.Link as="button" onClick={() => go(current.path)} data-testid="side-panel-current-order">
        {t('ordering.current.title', { number: current.order.orderNumber })}
      </Nav.Link>
    </Nav.Item>
  );
}
