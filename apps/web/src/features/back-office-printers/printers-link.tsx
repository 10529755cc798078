// The link to a venue's kitchen printers, for the venue's back-office screen.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { printersNs } from './printers-copy';

export function PrintersLink({ seatWebId }: { seatWebId: number }) {
  const { t } = useTranslation(printersNs);
  return <Link to={`/staff/venues/${seatWebId}/printers`}>{t('link')}</Link>;
}
