import type { Company } from '@tavola/domain/entities';
import { useTranslation } from 'react-i18next';
import defaultLogo from '../assets/default-logo.svg';
import { FallbackImage } from './fallback-image';

/** The company logo, or the product's default one (spec 001 §2). */
export function CompanyLogo({ company, className }: { company: Company; className?: string }) {
  const { t } = useTranslation();
  return (
    <FallbackImage
      src={company.logo}
      fallback={defaultLogo}
      alt={t('shell.logoAlt', { name: company.tradeName })}
      className={className}
      // The logos' intrinsic size (square); CSS sets the shown size, these reserve its box.
      width={160}
      height={160}
      data-testid="company-logo"
    />
  );
}
