/** Wires the API client to the store, the shell's toast and loading indicator, and the login check. */
import { configureApi } from '@src/lib/api-client';
import { loginCheck } from '@src/features/accounts/session';
import { currentProjectAtom, loadingTextAtom, store, userInfoAtom } from './store';
import { toast } from './shell/feedback';

export function setupApi(): void {
  configureApi({
    fetch: (input, init) => window.fetch(input, init),
    getSession: () => {
      const user = store.get(userInfoAtom);
      const p = store.get(currentProjectAtom);
      return { token: user?.token, appId: user?.hcAppId, projectId: p.projectId, clanId: p.clanId, ap: p.ap };
    },
    toast: (text) => toast(text),
    loading: (text) => store.set(loadingTextAtom, text),
    onUnauthorized: () => loginCheck(),
  });
}
