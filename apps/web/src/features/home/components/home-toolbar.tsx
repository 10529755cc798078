import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../app/app-context';
import { lastLanguageSelected } from '../../../lib/storage';
import { useCompanyLanguages } from '../api/get-company-languages';

// Spec 001 §2 shows a flag per language. A language is not a country and flag emoji do not
// render on Windows or most Linux desktops, so each language gets its code as a badge.
function LanguageBadge({ code }: { code: string }) {
  return (
    <span className="language-badge" aria-hidden="true">
      {code.toUpperCase()}
    </span>
  );
}

/**
 * Toolbar of the home shell (spec 001 §2): greeting, chosen venue and language. The menu
 * button (side panel) and the venue info button arrive with the accounts issue.
 */
export function HomeToolbar() {
  const { t, i18n } = useTranslation();
  const { company, seatWeb, canChangeSeatWeb, customer } = useAppContext();
  const languages = useCompanyLanguages(company.urlName).data ?? [];
  const current = languages.find((l) => l.languageCode === i18n.language);

  // Spec 001 §2: a language change reloads the page at /{code}/?company=...[&seatWebId=];
  // the venue goes along only when the address fixed it, so it stays fixed.
  const hrefFor = (languageCode: string) => {
    const query = new URLSearchParams({ company: company.urlName });
    if (!canChangeSeatWeb && seatWeb) query.set('seatWebId', String(seatWeb.seatWebId));
    return `/${languageCode}/?${query}`;
  };

  return (
    <Navbar bg="light" className="home-toolbar rounded px-3 my-3" aria-label={company.tradeName}>
      <Navbar.Text className="me-auto">
        {customer && !customer.isAnonymous && customer.firstName && (
          <span className="me-3">{t('shell.greeting', { firstName: customer.firstName })}</span>
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
                <LanguageBadge code={i18n.language} />{' '}
                {current?.descriptionInLanguage ?? i18n.language.toUpperCase()}
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
                <LanguageBadge code={language.languageCode} /> {language.descriptionInLanguage}
              </NavDropdown.Item>
            ))}
          </NavDropdown>
        </Nav>
      )}
    </Navbar>
  );
}
