// The toolbar's language dropdown (spec 001 §2), a flag per language: each entry reloads the
// page at the language's address (hrefFor), remembering the choice. The entries are links, so
// one can also be opened in a new tab.
import type { Language } from '@tavola/domain/entities';
import Nav from 'react-bootstrap/Nav';
import NavbarContext from 'react-bootstrap/NavbarContext';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { lastLanguageSelected } from '../../../lib/storage';
import { reloadAt } from '../language-address';
import { LanguageFlag } from './language-flag';

const NAVBAR = { bsPrefix: 'navbar', expanded: false, expand: true as const, onToggle: () => {} };

export function LanguageMenu({
  languages,
  hrefFor,
}: {
  languages: Language[];
  hrefFor: (languageCode: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const current = languages.find((l) => l.languageCode === i18n.language);
  return (
    // The toolbar's navbar (plain markup there): its nav class, and a menu placed by Bootstrap's
    // CSS rather than by Popper.
    <NavbarContext.Provider value={NAVBAR}>
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
              onClick={(event) => {
                lastLanguageSelected.set(language);
                // A plain click reloads this page in place; a modified one opens a tab as links do.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                reloadAt(hrefFor(language.languageCode));
              }}
            >
              <LanguageFlag code={language.languageCode} /> {language.descriptionInLanguage}
            </NavDropdown.Item>
          ))}
        </NavDropdown>
      </Nav>
    </NavbarContext.Provider>
  );
}
