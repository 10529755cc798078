// 'Back' as spec 001 §2 defines it after login: back to the previous page, except that a
// previous page that was the root, forgot-password, reset-password or email-confirmed (or no
// previous page at all) goes to the root.
import { useNavigate } from 'react-router';
import { previousPathname } from '../../../lib/navigation-history';

const backToRoot = [/^\/?$/, /^\/home\/?$/, /^\/forgot-password/, /^\/reset-password/, /^\/email-confirmed/];

export function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const previous = previousPathname();
    if (!previous || backToRoot.some((re) => re.test(previous))) void navigate('/', { replace: true });
    else void navigate(-1);
  };
}
