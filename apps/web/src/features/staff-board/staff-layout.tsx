// Every restaurant screen under /staff: titled and focused like the diners' pages, by their
// mechanism, with the restaurant's name once the member is known (the product's name before).
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { usePageHeadingFocus } from '../../lib/page-heading-focus';
import { staffApi } from './staff-api';
import { staffBoardNs } from './staff-copy';
import { ME_KEY } from './staff-me';

export function StaffLayout() {
  const { t } = useTranslation(staffBoardNs);
  // Only what a screen has already asked: the sign-in page must not ask who is signed in.
  const me = useQuery({ queryKey: ME_KEY, queryFn: staffApi.me, enabled: false });
  usePageHeadingFocus(me.data?.companyName ?? t('title'));
  return <Outlet />;
}
