import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export const HOME_PATH = '/pages/index/index';

/** Go back in the app's history, or home when the page was opened directly. */
export function useBack(fallback = HOME_PATH): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default' && window.history.length > 1) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, location.key, fallback]);
}
