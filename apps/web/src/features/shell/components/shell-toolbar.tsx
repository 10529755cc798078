// Toolbar of the home shell (spec 001 §2): menu button (not for a digital-menu-only company),
// info button (with a chosen venue), greeting for registered customers, the chosen venue, and
// the language dropdown with a flag per language. A language change reloads the page at
// /{code}/?company=...[&seatWebId=] (the venue goes along only when the address fixed it).
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { useCompanyLanguages } from '../../../app/api/get-company-languages';
import { useAppContext } from '../../../app/app-context';
import { lastLanguageSelected } from '../../../lib/storage';
import '../shell.css';
import { CompanyInfoModal } from './company-info-modal';
import { LanguageFlag } from './language-flag';
import { SidePanel } from './side-panel';
import { VenueInfoModal } from './venue-info-modal';

export function ShellToolbar() {
  const { t, i18n } = useTranslation();
  const { company, seatWeb, canChangeSeatWeb, customer, isOnlyDigitalMenu, settings } = useAppContext();
  const languages = useCompanyLanguages(company.urlName).data ?? [];
  const current = languages.find((l) => l.languageCode === i18n.language);
  const [panel, setPanel] = useState(false);
  // Mounted on first use: the offcanvas reads media queries, which need a real window.
  const [panelMounted, setPanelMounted] = useState(false);
  const [venueInfo, setVenueInfo] = useState(false);
  const [companyInfo, setCompanyInfo] = useState(false);

  const hrefFor = (languageCode: string) => {
    const query = new URLSearchParams({ company: company.urlName });
    if (!canChangeSeatWeb && seatWeb) query.set('seatWebId', String(seatWeb.seatWebId));
    return `/${languageCode}/?${query}`;
  };

  return (
    <>
      <Navbar bg="light" className="home-toolbar rounded px-2 my-3 gap-2" aria-label={company.tradeName}>
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
            onClick={() => setVenueInfo(true)}
            data-testid="info-button"
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path d="M10 9v5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              <circle cx="10" cy="6" r="1.2" fill="currentColor" />
            </svg>
          </Button>
        )}
        <Navbar.Text className="me-auto">
          {customer && !customer.isAnonymous && customer.firstName && (
            <span className="me-3" data-testid="greeting">
              {t('shell.greeting', { firstName: customer.firstName })}
            </span>
          )}
          {seatWeb && <span>{t('shell.selectedVenue', { name: seatWeb.name })}</span>}
        </Navbar.Text>
        {languages.length > 1 && (
          <Nav>
            <NavDropdown
              align="end"
              id="language-menu"
              aria-label={t('shell.language')}
              title={
                <>
                  <LanguageFlag code={i18n.language} /> {current?.descriptionInLanguage ?? i18n.language.toUpperCase()}
                </>
              }
            >
              {languages.map((language) => (
                <NavDropdown.Item
                  key={language.languageId}
                  href={hrefFor(language.languageCode)}
                  lang={language.languageCode}
                  active={language.languageCode === i18n.language}
                  onClick={() => lastLanguageSelected.set(language)}
                >
                  <LanguageFlag code={language.languageCode} /> {language.descriptionInLanguage}
                </NavDropdown.Item>
              ))}
            </NavDropdown>
          </Nav>
        )}
      </Navbar>
      {panelMounted && (
        <SidePanel
          show={panel}
          onHide={() => setPanel(false)}
          onVenueInfo={() => setVenueInfo(true)}
          onCompanyInfo={() => setCompanyInfo(true)}
        />
      )}
      {seatWeb && <VenueInfoModal show={venueInfo} onHide={() => setVenueInfo(false)} seatWeb={seatWeb} company={company} tiles={settings.maps} />}
      <CompanyInfoModal show={companyInfo} onHide={() => setCompanyInfo(false)} company={company} />
    </>
  );
}
