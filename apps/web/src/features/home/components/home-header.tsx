import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_BANNER_SIZE } from '@tavola/domain/app-page';
import { useAppContext } from '../../../lib/app-context';
import defaultBanner from '../../../assets/default-banner.svg';
import { CompanyLogo } from '../../../components/company-logo';
import { FallbackImage } from '../../../components/fallback-image';

/** Banner and logo of the home shell (spec 001 §2), each with a default fallback. */
export function HomeHeader() {
  const { t } = useTranslation();
  const { company, seatWeb, canChangeSeatWeb, resetSeatWeb } = useAppContext();

  // Spec 001 §2: the logo goes back to the root and, when the venue can change (several
  // venues, not fixed by the address), forgets the chosen one.
  const onLogoClick = () => {
    if (canChangeSeatWeb && seatWeb) resetSeatWeb();
  };

  return (
    <div className="home-header">
      <FallbackImage
        className="home-banner"
        src={company.homePageBanner}
        fallback={defaultBanner}
        alt={t('shell.bannerAlt', { name: company.tradeName })}
        width={HOME_BANNER_SIZE.width}
        height={HOME_BANNER_SIZE.height}
        fetchPriority="high"
      />
      <Link to="/" className="home-logo-link" aria-label={t('shell.backToHome')} onClick={onLogoClick}>
        <CompanyLogo company={company} className="home-logo" />
      </Link>
    </div>
  );
}
