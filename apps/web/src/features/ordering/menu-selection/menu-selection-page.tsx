// Menu selection (spec 000 §2): 'Scegli il menù che preferisci', a list of the venue's menus
// for the order type (at most 500px wide); a click sets the menu and opens it. Skipped in the
// demo, with a fixed menu, for order types other than digital menu and dine-in, or with fewer
// than two menus.
import { OrderType } from '@tavola/domain/enums';
import { useEffect, useMemo, useRef } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { useMenuWebCollection } from '../api/get-menu-web-collection';
import { LoadError, Loading } from '../components/page-states';
import { useOrdering } from '../state/use-ordering';

export function MenuSelectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { seatWeb } = useAppContext();
  const ordering = useOrdering();
  const choosesMenu =
    !ordering.demoMode &&
    !ordering.isMenuWebFixed &&
    (ordering.orderType === OrderType.DigitalMenu || ordering.orderType === OrderType.AlTavolo);
  const menus = useMenuWebCollection(seatWeb?.seatWebId, choosesMenu ? ordering.menuPublicationStatus : null);
  const list = useMemo(() => menus.data ?? [], [menus.data]);

  const skip = !choosesMenu || (menus.isSuccess && list.length === 1);
  // The skip runs once: setMenu changes the ordering state this effect reads, and navigate()
  // settles only after the next render, so running again re-navigated until React gave up
  // (error #185 on a digital-menu-only company).
  const skipped = useRef(false);
  useEffect(() => {
    if (!skip || skipped.current) return;
    skipped.current = true;
    const only = choosesMenu && list.length === 1 ? list[0].menuWebId : null;
    if (only != null) ordering.setMenu(only);
    const menuWebId = only ?? ordering.menuWebId;
    // Takeaway and delivery choose a day first; their menu follows the time frame.
    const target =
      !choosesMenu && ordering.needsDayAndTime && !ordering.timeFrameRequested
        ? '/main/day-selection'
        : `/main/menu${menuWebId != null ? `?menuWebId=${menuWebId}` : ''}`;
    void navigate(target, { replace: true });
  }, [skip, choosesMenu, list, ordering, navigate]);

  if (skip) return <Loading />;

  return (
    <section className="menu-selection" aria-labelledby="menu-selection-title">
      <h1 id="menu-selection-title" className="h3 mb-4">
        {t('ordering.menuSelection.title')}
      </h1>
      {menus.isPending ? (
        <Loading />
      ) : menus.isError ? (
        <LoadError error={menus.error} onRetry={() => void menus.refetch()} />
      ) : list.length === 0 ? (
        <Alert variant="warning">{t('ordering.menuSelection.noMenus')}</Alert>
      ) : (
        <ListGroup>
          {list.map((menu) => (
            <ListGroup.Item
              key={menu.menuWebId}
              action
              active={menu.menuWebId === ordering.menuWebId}
              onClick={() => {
                ordering.setMenu(menu.menuWebId);
                void navigate(`/main/menu?menuWebId=${menu.menuWebId}`);
              }}
              className="py-3"
            >
              <span className="d-block fw-semibold">{menu.description}</span>
              {menu.extendedDescription && <small className="d-block">{menu.extendedDescription}</small>}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <Button variant="outline-secondary" className="mt-4" onClick={() => void navigate('/home')}>
        {t('ordering.common.back')}
      </Button>
    </section>
  );
}
