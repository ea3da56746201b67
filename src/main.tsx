import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from '@src/app/store';
import { ConfigProvider, unstableSetRender } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { AppRouter } from './app/router';
import { store } from './app/store';
import { setupApi } from './app/api-setup';
import { setupRealtime } from './app/realtime-setup';
import { queryClient } from './lib/query';
import './app/shell/shell.css';

// antd-mobile's imperative Toast/Dialog render through this with React 19.
unstableSetRender((node, container) => {
  const c = container as Element & { __zpRoot?: ReturnType<typeof createRoot> };
  c.__zpRoot ??= createRoot(container);
  const root = c.__zpRoot;
  root.render(node);
  return async () => {
    await new Promise((r) => setTimeout(r, 0));
    root.unmount();
    delete c.__zpRoot;
  };
});

setupApi();
setupRealtime();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={zhCN}>
          <AppRouter />
        </ConfigProvider>
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);
