// Frame of the account screens: the company logo (back to the root) and a narrow column.
import type { ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { CompanyLogo } from '../../../components/company-logo';
import '../account.css';

export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { company } = useAppContext();
  return (
    <Container as="main" className="account-page py-4">
      <div className="text-center mb-3">
        <Link to="/" aria-label={t('shell.backToHome')}>
          <CompanyLogo company={company} className="account-logo" />
        </Link>
      </div>
      <h1 className="h3 mb-4 text-center">{title}</h1>
      {children}
    </Container>
  );
}
