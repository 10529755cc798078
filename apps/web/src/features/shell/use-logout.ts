// Logout (spec 001 §2 side panel): the server revokes the customer's tokens and answers a fresh
// one; the browser forgets the customer, its remembered session and the customer in the copy
// kept for opening offline, then goes to the root.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAppContext } from '../../lib/app-context';
import { offlineStartup } from '../../lib/offline-startup';
import { rememberedSession } from '../../lib/remembered-session';
import { tokenStore } from '../../lib/storage';

export function useLogout() {
  const { company, setCustomer } = useAppContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      // Loaded on the click: the account feature stays out of the first load.
      const { logout } = await import('../account');
      await logout();
    } catch {
      // Not revoked on the server: at least this browser stops sending the token.
      tokenStore.set(null);
    }
    rememberedSession.remove(company.urlName);
    offlineStartup.forgetCustomer(company.urlName);
    queryClient.removeQueries({ queryKey: ['account'] });
    setCustomer(null);
    void navigate('/');
  };
}
