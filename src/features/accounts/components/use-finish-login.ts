import { useNavigate } from 'react-router-dom';
import type { UserInfo } from '@contract/accounts';
import { afterLogin } from '@src/app/guard';
import { cache, CACHE_KEYS } from '@src/lib/cache';
import { toast } from '@src/app/shell/feedback';
import { completeLogin } from '../session';

/** Store the logged-in user and return to the remembered jumpUrl (spec §2). */
export function useFinishLogin() {
  const navigate = useNavigate();
  return (user: UserInfo, message = '登录成功') => {
    completeLogin(user);
    toast(message, 'success');
    navigate(afterLogin(cache.get<string>(CACHE_KEYS.jumpUrl)), { replace: true });
  };
}
