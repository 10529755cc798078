// Keyboard and screen-reader access: every screen gets its own page title,
// '<main heading> · <company>', and after an in-app navigation the focus moves to the new
// screen's main heading, so a screen reader announces where the diner is and the keyboard
// starts from there instead of from a button that no longer exists. Screens load their data
// first, so the heading is looked for as the page changes, until the next navigation.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppContext } from './app-context';

/** Query parameters that switch the screen itself (the menu's detail and cart views). */
const SCREEN_PARAMS = ['product', 'view'];

export function PageHeadingFocus() {
  const { company } = useAppContext();
  usePageHeadingFocus(company.tradeName);
  return null;
}

/**
 * The page title and heading focus of every screen, the diners' and the restaurant's:
 * '<main heading> · <site>'. A heading whose text is not the page's name (a live badge inside
 * it, or a section chosen below it) names the page in its `data-page-title`.
 */
export function usePageHeadingFocus(site: string) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const screen = `${pathname}?${SCREEN_PARAMS.map((name) => params.get(name) ?? '').join('&')}`;
  const firstScreen = useRef(true);

  useEffect(() => {
    const moveFocus = !firstScreen.current;
    firstScreen.current = false;
    let focused = false;
    const apply = () => {
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      const text = (heading?.dataset.pageTitle ?? heading?.textContent)?.replace(/\s+/g, ' ').trim();
      const title = text && text !== site ? `${text} · ${site}` : site;
      document.title = title;
      if (heading && moveFocus && !focused) {
        focused = true;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributeFilter: ['data-page-title'],
    });
    return () => observer.disconnect();
  }, [screen, site]);
}
