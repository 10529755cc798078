// Demo mode (spec 000 §1: the demo "completes an order to the order summary without login"):
// the contact data step asks nothing of a diner who is not signed in. The server makes the
// session's diner an anonymous customer without contact data (account/demoDiner), then the
// step is skipped.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../../lib/app-context';
import { demoDiner } from '../api/demo-diner';
import { errorText } from '../components/page-states';
import { useOrdering } from '../state/use-ordering';

export function useDemoDiner(signedIn: boolean, done: () => void): { active: boolean; error: string | null } {
  const { t } = useTranslation();
  const { setCustomer } = useAppContext();
  const { demoMode } = useOrdering();
  const active = demoMode && !signedIn;
  const [error, setError] = useState<string | null>(null);
  // The call's answer renews the session token, which renews the context's functions: the
  // latest ones are read from a ref so the call is made once, not again at every renewal.
  const latest = useRef({ setCustomer, done, t });
  latest.current = { setCustomer, done, t };
  useEffect(() => {
    if (!active) return;
    let current = true;
    demoDiner()
      .then((diner) => {
        if (!current) return;
        latest.current.setCustomer(diner);
        latest.current.done();
      })
      .catch((e: unknown) => current && setError(errorText(e, latest.current.t('ordering.registration.error'))));
    return () => {
      current = false;
    };
  }, [active]);
  return { active, error };
}
