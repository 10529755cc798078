// The menu back office under /staff/menu, its own lazy chunk: products and sold
// out first (what a kitchen touches every day), then menus, tables with their QR sheet, and
// translations. Signed-in staff only; what each role may change is enforced by the API, and the
// staff navigation offers each role its pages.
import { useTranslation } from 'react-i18next';
import { Container } from 'react-bootstrap';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { mayUse, type StaffMember } from '@tavola/domain/staff';
import { SignedStaff, StaffNavigation } from '../staff-board';
import { menuAdminNs } from './menu-admin-copy';
import { MenusPage } from './menus-page';
import { ProductsPage } from './products-page';
import { TablesPage } from './tables-page';
import { TranslationsPage } from './translations-page';
import { VariationsPage } from './variations-page';
import './back-office-menus.css';

export function BackOfficeMenusApp() {
  return <SignedStaff>{(me) => <MenuAdmin me={me} />}</SignedStaff>;
}

function MenuAdmin({ me }: { me: StaffMember }) {
  const { t } = useTranslation(menuAdminNs);
  // Who may change the menu, by the same rule the API enforces (STAFF_ACCESS.menuEditing).
  const editor = mayUse(me, 'menuEditing');
  // The page is named by its section (its own heading sits below this one).
  const section = useLocation().pathname.replace(/\/+$/, '').split('/staff/menu')[1];
  const sectionName =
    {
      '/menus': t('menus.heading'),
      '/variations': t('variations.groups'),
      '/tables': t('tables.heading'),
      '/translations': t('translations.heading'),
    }[section ?? ''] ?? t('products.heading');
  return (
    <div className="staff-app menu-admin">
      <StaffNavigation />
      <Container as="main" fluid="lg" className="py-3">
        <h1 className="h3 d-print-none" data-page-title={`${sectionName} — ${t('title')}`}>
          {t('title')}
        </h1>
        <Routes>
          <Route index element={<ProductsPage canEdit={editor} />} />
          <Route path="menus" element={<MenusPage />} />
          <Route path="variations" element={<VariationsPage venues={me.venues} isOwner={me.role === 'owner'} />} />
          <Route path="tables" element={<TablesPage venues={me.venues} />} />
          <Route path="translations" element={<TranslationsPage />} />
          <Route path="*" element={<Navigate to="/staff/menu" replace />} />
        </Routes>
      </Container>
    </div>
  );
}
