// Toolbar of the shell (spec 001 §2), on the home page and in every page's header: menu button
// (not for a digital-menu-only company), info button (with a chosen venue), greeting for
// registered customers, the chosen venue, and the language dropdown with a flag per language.
// A language change reloads the page in that language (language-address.ts).
import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCompanyLanguages } from '../../../lib/get-company-languages';
import { useAppContext } from '../../../lib/app-context';
import { languageAddress } from '../language-address';
import '../shell.css';

// The side panel and the two info dialogs load on their first opening: with them come
// react-bootstrap's Offcanvas and Modal, and the ordering feature's current order, which no
// page needs to show its first screen.
const SidePanel = lazy(() => import('./side-panel').then((m) => ({ default: m.SidePanel })));
const VenueInfoModal = lazy(() => import('./venue-info-modal').then((m) => ({ default: m.VenueInfoModal })));
const CompanyInfoModal = lazy(() => import('./company-info-modal').then((m) => ({ default: m.CompanyInfoModal })));

// Shown once the company's languages have loaded, and only for two or more: its dropdown
// (react-bootstrap's, with Popper) loads with it, not with the first page.
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/**
 * `showVenue`: the chosen venue's name, left out where the page's own bar names it (the order
 * toolbar). `className` replaces the home page's vertical margins.
 */
export function ShellToolbar({
  showVenue = true,
  className = 'my-3',
}: { showVenue?: boolean; className?: string } = {}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { company, seatWeb, canChangeSeatWeb, customer, isOnlyDigitalMenu, settings } = useAppContext();
  const languages = useCompanyLanguages(company.urlName).data ?? [];
  const [panel, setPanel] = useState(false);
  // Mounted on first use: the offcanvas reads media queries, which need a real window.
  const [panelMounted, setPanelMounted] = useState(false);
  const [venueInfo, setVenueInfo] = useState(false);
  const [companyInfo, setCompanyInfo] = useState(false);
  // Each dialog is mounted on its first opening, then kept (its closing animation, its focus).
  const [venueInfoMounted, setVenueInfoMounted] = useState(false);
  const [companyInfoMounted, setCompanyInfoMounted] = useState(false);
  const openVenueInfo = () => {
    setVenueInfoMounted(true);
    setVenueInfo(true);
  };
  const openCompanyInfo = () => {
    setCompanyInfoMounted(true);
    setCompanyInfo(true);
  };

  const hrefFor = (languageCode: string) =>
    languageAddress(languageCode, {
      pathname: location.pathname,
      search: location.search,
      companyUrlName: company.urlName,
      fixedSeatWebId: !canChangeSeatWeb && seatWeb ? seatWeb.seatWebId : null,
    });

  return (
    <>
      {/* Bootstrap's navbar as plain markup (react-bootstrap's Navbar brings its offcanvas,
          Modal and transitions into every page); the language menu sets the navbar's context. */}
      <nav
        className={`home-toolbar rounded px-2 gap-2 ${className} navbar navbar-expand navbar-light bg-light`}
        aria-label={company.tradeName}
      >
        {!isOnlyDigitalMenu && (
          <Button
            variant="outline-secondary"
            className="toolbar-icon-button"
            aria-label={t('appShell.toolbar.menu')}
            aria-expanded={panel}
            onClick={() => {
              setPanelMounted(true);
              setPanel(true);
            }}
            data-testid="menu-button"
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Button>
        )}
        {seatWeb && (
          <Button
            variant="outline-secondary"
            className="toolbar-icon-button"
            aria-label={t('appShell.toolbar.info')}
            onClick={openVenueInfo}
            data-testid="info-button"
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M10 9v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              <circle cx="10" cy="6" r="1.2" fill="currentColor" />
            </svg>
          </Button>
        )}
        <span className="me-auto navbar-text">
          {customer && !customer.isAnonymous && customer.firstName && (
            <span className="me-3" data-testid="greeting">
              {t('shell.greeting', { firstName: customer.firstName })}
            </span>
          )}
          {showVenue && seatWeb && <span>{t('shell.selectedVenue', { name: seatWeb.name })}</span>}
        </span>
        {languages.length > 1 && (
          <Suspense fallback={null}>
            <LanguageMenu languages={languages} hrefFor={hrefFor} />
          </Suspense>
        )}
      </nav>
      {/* A boundary each: one dialog loading never hides another that is open. */}
      <Suspense fallback={null}>
        {panelMounted && (
          <SidePanel
            show={panel}
            onHide={() => setPanel(false)}
            onVenueInfo={openVenueInfo}
            onCompanyInfo={openCompanyInfo}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {seatWeb && venueInfoMounted && (
          <VenueInfoModal
            show={venueInfo}
            onHide={() => setVenueInfo(false)}
            seatWeb={seatWeb}
            company={company}
            tiles={settings.maps}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {companyInfoMounted && (
          <CompanyInfoModal show={companyInfo} onHide={() => setCompanyInfo(false)} company={company} />
        )}
      </Suspense>
    </>
  );
}
