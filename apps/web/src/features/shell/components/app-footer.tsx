// The footer of every page (spec 001 §9 "Copyright year is current"): the
// company's legal details (business name, VAT number and registered office from the brand and
// legal screen, then its free information line), the current year, and the privacy policy and service terms the
// consent boxes refer to, each opening its text.
import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { footerLegalLine } from '@tavola/domain/company-rules';
import { useAppContext } from '../../../lib/app-context';

type LegalText = 'privacy' | 'terms';

// Mounted on the first opening: react-bootstrap's Modal is not part of any page's first load.
const LegalTextModal = lazy(() => import('./legal-text-modal').then((m) => ({ default: m.LegalTextModal })));

export function AppFooter({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const { company } = useAppContext();
  const [open, setOpen] = useState<LegalText | null>(null);
  const [opened, setOpened] = useState(false);
  const texts: Record<LegalText, { title: string; body: string | null }> = {
    privacy: { title: t('appShell.footer.privacy'), body: company.privacyPolicy },
    terms: { title: t('appShell.footer.terms'), body: company.serviceTerms },
  };
  const shown = open ? texts[open] : null;

  return (
    <footer className="app-footer" data-testid="app-footer">
      <p className="mb-1">
        © {now.getFullYear()} {footerLegalLine(company)}
        {company.information && (
          <>
            <span className="d-none d-sm-inline"> · </span>
            <span className="d-block d-sm-inline">{company.information}</span>
          </>
        )}
      </p>
      <ul className="app-footer-links list-inline mb-0">
        {(Object.keys(texts) as LegalText[])
          .filter((key) => texts[key].body)
          .map((key) => (
            <li key={key} className="list-inline-item">
              <Button
                variant="link"
                size="sm"
                className="p-0 align-baseline"
                onClick={() => {
                  setOpened(true);
                  setOpen(key);
                }}
              >
                {texts[key].title}
              </Button>
            </li>
          ))}
      </ul>
      <Suspense fallback={null}>{opened && <LegalTextModal text={shown} onHide={() => setOpen(null)} />}</Suspense>
    </footer>
  );
}
