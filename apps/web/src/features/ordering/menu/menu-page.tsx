// The menu screen (spec 000 §2): the classifier accordion, the product detail and the cart,
// three mutually exclusive views. The view is in the address (?product=<id>, ?view=cart), so
// the browser's back closes the detail or the cart and a reload keeps it. The list's scroll
// position and open category are kept. Digital-menu mode browses only.
import type { Product } from '@tavola/domain/menu';
import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { menuSourceFor, useMenu } from '../api/get-menu';
import { useSuggestedProducts } from '../api/get-suggested-products';
import { CartView } from '../cart/cart-view';
import { LoadError, Loading } from '../components/page-states';
import { useCart } from '../state/cart-store';
import { chosenMenuWebId } from '../state/menu-link';
import { useOrdering } from '../state/use-ordering';
import { z } from 'zod';
import { persistedStore, type PersistedStore } from '../../../lib/persisted-store';
import { ClassifierAccordion } from './classifier-accordion';
import { FloatingCartButton } from './floating-cart-button';
import { MenuNavigation } from './menu-navigation';
import { MENU_NAVIGATION_MIN_PRODUCTS, searchMenu } from './menu-search';
import { ProductDetail } from './product-detail';

// The two dialogs (react-bootstrap's Modal) load on their first opening: the menu's first screen
// shows neither.
const ProductInfoModal = lazy(() => import('./product-info-modal').then((m) => ({ default: m.ProductInfoModal })));
const LegendModal = lazy(() => import('./legend-modal').then((m) => ({ default: m.LegendModal })));

// Where the list was, per menu, for this tab (session storage through a persisted store).
const menuViewSchema = z.object({ scrollY: z.number(), openKey: z.string().nullable() });
const menuViews = new Map<number, PersistedStore<z.infer<typeof menuViewSchema>>>();
function menuView(menuWebId: number) {
  let store = menuViews.get(menuWebId);
  if (!store) {
    store = persistedStore('session', `MenuView_${menuWebId}`, menuViewSchema, () => ({ scrollY: 0, openKey: '0' }));
    menuViews.set(menuWebId, store);
  }
  return store;
}

interface MenuLocationState {
  /** The view was opened from the list: closing it goes back in history. */
  fromList?: boolean;
}

export function MenuPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { seatWeb, customer } = useAppContext();
  const ordering = useOrdering();
  const [info, setInfo] = useState<Product | null>(null);
  const [legend, setLegend] = useState(false);
  // Each dialog is mounted on its first opening, then kept (its closing animation, its focus).
  const [infoMounted, setInfoMounted] = useState(false);
  const [legendMounted, setLegendMounted] = useState(false);
  const showInfo = (product: Product) => {
    setInfoMounted(true);
    setInfo(product);
  };
  const [pulse, setPulse] = useState(0);

  const menuWebIdChosen = chosenMenuWebId(ordering.menuWebId, location.search);
  const { menuPublicationStatus, needsDayAndTime, timeFrameRequested } = ordering;
  const source = useMemo(
    () => menuSourceFor({ menuPublicationStatus, needsDayAndTime, timeFrameRequested, menuWebId: menuWebIdChosen }),
    [menuPublicationStatus, needsDayAndTime, timeFrameRequested, menuWebIdChosen],
  );

  const menu = useMenu(seatWeb?.seatWebId, source);
  const menuWebId = menu.data?.menuWebId ?? ordering.menuWebId;
  const cart = useCart(menuWebId);

  // The menu a time frame (or the venue's current one) answered becomes the journey's menu:
  // its cart, its extra questions.
  const loadedMenuWebId = menu.data?.menuWebId;
  useEffect(() => {
    if (loadedMenuWebId != null && loadedMenuWebId !== ordering.menuWebId) ordering.setMenu(loadedMenuWebId);
  }, [loadedMenuWebId, ordering]);

  // The address names the menu (?menuWebId=): the route guard of spec 001 §2 lets a reload of
  // the menu through when "a menu id is set", and a shared link opens the same menu.
  const withMenu = (view: Record<string, string>) => {
    const search = new URLSearchParams(view);
    if (menuWebId != null) search.set('menuWebId', String(menuWebId));
    return `?${search}`;
  };
  const urlMenuWebId = params.get('menuWebId');
  useEffect(() => {
    if (loadedMenuWebId == null || urlMenuWebId === String(loadedMenuWebId)) return;
    const search = new URLSearchParams(location.search);
    search.set('menuWebId', String(loadedMenuWebId));
    void navigate({ search: `?${search}` }, { replace: true, state: location.state });
  }, [loadedMenuWebId, urlMenuWebId, location.search, location.state, navigate]);

  const browseOnly = ordering.isDigitalMenu;
  const productId = Number(params.get('product'));
  const view = browseOnly ? 'list' : params.get('view') === 'cart' ? 'cart' : productId > 0 ? 'detail' : 'list';
  const products = useMemo(() => menu.data?.classifiers.flatMap((c) => c.products) ?? [], [menu.data]);
  const product = view === 'detail' ? (products.find((p) => p.productWebId === productId) ?? null) : null;

  const [openKey, setOpenKey] = useState<string | null>(() =>
    menuWebId != null ? menuView(menuWebId).get().openKey : '0',
  );
  const changeOpenKey = (key: string | null) => {
    setOpenKey(key);
    if (menuWebId != null) menuView(menuWebId).set((view) => ({ ...view, openKey: key }));
  };
  // A long menu gets the category bar and the search.
  const [query, setQuery] = useState('');
  const navigable = products.length >= MENU_NAVIGATION_MIN_PRODUCTS;
  const searching = navigable && query.trim() !== '';
  const shownClassifiers = useMemo(
    () => (searching && menu.data ? searchMenu(menu.data.classifiers, query) : (menu.data?.classifiers ?? [])),
    [searching, menu.data, query],
  );
  // The dishes render after the heading, in a render React may pause: the menu's
  // answer arrives as an urgent update, and rendering every open category's dishes in it was
  // one long task on a phone before the menu's title could show.
  // The search's "every category open" goes with its results, deferred alike.
  const listed = useDeferredValue(
    useMemo(() => ({ classifiers: shownClassifiers, allOpen: searching }), [shownClassifiers, searching]),
  );
  // The category the bar was asked for is scrolled to once it has opened: scrolled while the
  // category open before it was still closing above, the page landed on the end of the chosen
  // one instead of its header. The item's scroll-margin keeps it below the sticky bar.
  const scrollAfterOpening = useRef<number | null>(null);
  const scrollToCategory = (index: number) =>
    document.getElementById(`classifier-${index}`)?.scrollIntoView({ block: 'start' });
  const pickCategory = (index: number) => {
    if (openKey === String(index)) return scrollToCategory(index);
    scrollAfterOpening.current = index;
    changeOpenKey(String(index));
  };
  const categoryOpened = (index: number) => {
    if (scrollAfterOpening.current !== index) return;
    scrollAfterOpening.current = null;
    scrollToCategory(index);
  };

  // Scroll position of the list: saved while it scrolls, restored when it shows again.
  const listShown = view === 'list' && menu.isSuccess;
  useLayoutEffect(() => {
    if (!listShown || menuWebId == null) return;
    const saved = menuView(menuWebId).get().scrollY;
    window.scrollTo(0, saved);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        menuView(menuWebId).set((view) => ({ ...view, scrollY: Math.round(window.scrollY) })),
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [listShown, menuWebId]);
  useLayoutEffect(() => {
    if (view !== 'list') window.scrollTo(0, 0);
  }, [view, productId]);

  const suggestions = useSuggestedProducts(
    seatWeb?.seatWebId,
    cart.lines.map((l) => l.product.productWebId),
    view === 'cart' && cart.lines.length > 0,
  );
  const suggested = (suggestions.data ?? [])
    .filter((id) => !cart.lines.some((l) => l.product.productWebId === id))
    .map((id) => products.find((p) => p.productWebId === id))
    .filter((p): p is Product => p != null);

  if (ordering.needsDayAndTime && !ordering.timeFrameRequested) return <Navigate to="/main/day-selection" replace />;

  const fromList = (location.state as MenuLocationState | null)?.fromList === true;
  const open = (view: Record<string, string>) =>
    void navigate({ search: withMenu(view) }, { state: { fromList: true } satisfies MenuLocationState });
  const backToList = () => {
    if (fromList) void navigate(-1);
    else void navigate({ search: withMenu({}) }, { replace: true });
  };

  const complete = () => {
    // Spec 000 §4: the demo goes on without login; a diner not signed in goes to the login
    // page (which offers 'Prosegui senza registrarti'), a signed-in one to the questions.
    const signedIn = customer != null && !customer.isAnonymous;
    void navigate(ordering.demoMode || signedIn ? '/main/questions' : '/login');
  };

  if (menu.isPending && source != null) return <Loading />;
  if (menu.isError) return <LoadError error={menu.error} onRetry={() => void menu.refetch()} />;
  if (!menu.data || !seatWeb || ordering.orderType == null) {
    return <Alert variant="warning">{t('ordering.menu.noMenu')}</Alert>;
  }

  return (
    <div className={`menu-page${!browseOnly && view === 'list' ? ' with-floating-cart' : ''}`}>
      {view === 'detail' && product && (
        <ProductDetail
          key={product.productWebId}
          product={product}
          onClose={backToList}
          onAdd={(line) => {
            cart.add(line);
            setPulse((n) => n + 1);
            backToList();
          }}
        />
      )}
      {view === 'detail' && !product && (
        <Alert variant="warning">
          {t('ordering.menu.productNotFound')}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={backToList}>
            {t('ordering.product.backToMenu')}
          </Button>
        </Alert>
      )}
      {view === 'cart' && (
        <CartView
          cart={cart}
          orderType={ordering.orderType}
          seatWeb={seatWeb}
          suggestions={suggested}
          onChooseProduct={(p) =>
            void navigate(
              { search: withMenu({ product: String(p.productWebId) }) },
              { replace: true, state: location.state },
            )
          }
          onContinueShopping={backToList}
          onComplete={complete}
        />
      )}
      {view === 'list' && (
        <section aria-labelledby="menu-title">
          <div className="menu-heading">
            <div>
              <h1 id="menu-title" className="h3 mb-1">
                {menu.data.displayDescription ?? menu.data.description}
              </h1>
              {menu.data.extendedDescription && (
                <p className="text-body-secondary mb-0">{menu.data.extendedDescription}</p>
              )}
            </div>
            <Button
              variant="outline-secondary"
              size="sm"
              onClick={() => {
                setLegendMounted(true);
                setLegend(true);
              }}
            >
              {t('ordering.legend.open')}
            </Button>
          </div>
          {browseOnly && <p className="small text-body-secondary">{t('ordering.menu.browseOnlyHint')}</p>}
          {navigable && (
            <MenuNavigation
              classifiers={menu.data.classifiers}
              openIndex={openKey ? Number(openKey) : null}
              onPick={pickCategory}
              query={query}
              onQueryChange={setQuery}
            />
          )}
          {menu.data.classifiers.length === 0 ? (
            <Alert variant="info">{t('ordering.menu.empty')}</Alert>
          ) : searching && shownClassifiers.length === 0 ? (
            <Alert variant="light" className="border" role="status">
              {t('ordering.menu.noResults')}
            </Alert>
          ) : (
            <ClassifierAccordion
              classifiers={listed.classifiers}
              openKey={openKey}
              onOpenKeyChange={changeOpenKey}
              onOpened={categoryOpened}
              browseOnly={browseOnly}
              allOpen={listed.allOpen}
              onChoose={(p) => open({ product: String(p.productWebId) })}
              onInfo={showInfo}
            />
          )}
        </section>
      )}
      {!browseOnly && view === 'list' && (
        <FloatingCartButton
          total={cart.total}
          count={cart.count}
          pulseKey={pulse}
          onClick={() => open({ view: 'cart' })}
        />
      )}
      {/* A boundary each: one dialog loading never hides the other. */}
      <Suspense fallback={null}>
        {infoMounted && <ProductInfoModal product={info} onClose={() => setInfo(null)} />}
      </Suspense>
      <Suspense fallback={null}>
        {legendMounted && <LegendModal show={legend} onClose={() => setLegend(false)} />}
      </Suspense>
    </div>
  );
}
