// The header of the pages other than home (spec 001 §2 "the same on every page"): the logo back
// to the root and the shell's toolbar (side panel, venue info, greeting, language), with the
// page's own bar under the toolbar (the order toolbar of the main pages). The home page has its
// banner above the same toolbar.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { CompanyLogo } from '../../../components/company-logo';
import '../shell.css';
import { ShellToolbar } from './shell-toolbar';

export function ShellHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { company, seatWeb, canChangeSeatWeb, resetSeatWeb } = useAppContext();
  return (
    <header className={children ? 'shell-header shell-header-with-bar' : 'shell-header'}>
      <Link
        to="/"
        className="shell-logo-link"
        aria-label={t('shell.backToHome')}
        // Spec 001 §2: the logo goes to the root, forgetting the venue when there are several to choose.
        onClick={() => canChangeSeatWeb && seatWeb && company.seatWebs.length > 1 && resetSeatWeb()}
      >
        <CompanyLogo company={company} className="shell-logo" />
      </Link>
      {/* The page's bar names the venue itself. */}
      <ShellToolbar showVenue={!children} className="shell-header-toolbar my-0" />
      {children && <div className="shell-header-bar">{children}</div>}
    </header>
  );
}
