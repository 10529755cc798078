// The app context (spec 000 §3-4, spec 001 §4): started once per page load, then held in
// React state. Features read it with useAppContext() (lib/app-context.ts).
import { isOnlyDigitalMenu as companyIsOnlyDigitalMenu } from '@tavola/domain/company-rules';
import { OrderType } from '@tavola/domain/enums';
import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { BOOT_BANNER_ELEMENT_ID, pathBelowLanguage } from '@tavola/domain/app-page';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchFirstMenu } from '../features/ordering/state/first-menu';
import { rememberSeatWebId, tokenStore } from '../lib/storage';
import { FullPageSpinner } from '../components/full-page-spinner';
import { AppContext, type AppContextValue, type AppState } from '../lib/app-context';
import type { StartupResult } from './startup';
import { takeEarlyStartup } from './early-startup';
import { StartupFailureScreen } from './startup-failure';

/** Runs startup, showing a spinner meanwhile and the failure page if it fails. */
export function AppContextProvider({ children }: { children: ReactNode }) {
  const [result, setResult] = useState<StartupResult | null>(null);
  // Startup runs once per page load, also under StrictMode's double effects. The first
  // address is read from window.location: it also holds the language prefix, which the
  // router's basename hides.
  const started = useRef(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const running = takeEarlyStartup();
    void running.then((ready) => {
      // A page load that opens on the menu asks for it now, not once React has drawn the
      // way to the menu page (the menu's largest paint).
      if (ready.ok)
        prefetchFirstMenu(
          queryClient,
          ready.state,
          pathBelowLanguage(window.location.pathname),
          window.location.search,
        );
      // A transition: React renders the first page in slices, letting the phone paint and
      // answer taps in between, instead of one long task (total blocking time).
      // The placeholder stays until the page is ready.
      startTransition(() => setResult(ready));
    });
  }, [queryClient]);

  // The banner the server drew above the app on a company's home page goes when
  // the first screen is drawn: before the browser paints it, so the home's own banner takes
  // its place without a frame showing both.
  useLayoutEffect(() => {
    if (result) document.getElementById(BOOT_BANNER_ELEMENT_ID)?.remove();
  }, [result]);

  if (!result) return <FullPageSpinner />;
  if (!result.ok) return <StartupFailureScreen failure={result.failure} />;
  return <AppStateProvider initialState={result.state}>{children}</AppStateProvider>;
}

/** Holds a started context. Exported for tests, which start from a ready state. */
export function AppStateProvider({ initialState, children }: { initialState: AppState; children: ReactNode }) {
  const [state, setState] = useState(initialState);
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get);

  const value = useMemo<AppContextValue>(() => {
    const onlyDigitalMenu = companyIsOnlyDigitalMenu(state.company.seatWebs);
    return {
      ...state,
      token,
      isOnlyDigitalMenu: onlyDigitalMenu,
      selectOrderType(orderType, seatWeb) {
        if (onlyDigitalMenu && orderType !== OrderType.DigitalMenu) {
          throw new Error('This company offers only the digital menu');
        }
        if (!state.canChangeSeatWeb && state.seatWeb && state.seatWeb.seatWebId !== seatWeb.seatWebId) {
          throw new Error('The venue is fixed and cannot be changed');
        }
        // The server already knows of a venue change (seatWeb/connectToSeatWeb, useChooseOrderType).
        rememberSeatWebId(state.company.urlName, seatWeb.seatWebId);
        setState((current) => ({ ...current, orderType, seatWeb }));
      },
      resetSeatWeb() {
        if (!state.canChangeSeatWeb) throw new Error('The venue cannot be reset');
        rememberSeatWebId(state.company.urlName, null);
        setState((current) => ({ ...current, seatWeb: null }));
      },
      setCustomer(customer) {
        setState((current) => ({ ...current, customer }));
      },
    };
  }, [state, token]);

  return <AppContext value={value}>{children}</AppContext>;
}
