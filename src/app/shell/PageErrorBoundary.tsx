/**
 * The page error boundary (spec §8): a page that throws shows "您访问的页面发生错误，请重试" in a modal, then the app
 * goes back. A chunk that fails to load (ChunkLoadError) shows a clear message with 重试 instead.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { alert } from './feedback';
import { isChunkLoadError, retryFailedScreens } from './lazy-screen';

export const PAGE_ERROR = '您访问的页面发生错误，请重试';

interface Props {
  children: ReactNode;
  /** Go back (or home when there is no history). */
  onLeave: () => void;
}

interface State {
  error: unknown;
  attempt: number;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page error', error, info.componentStack);
    if (!isChunkLoadError(error)) {
      void alert(PAGE_ERROR).then(() => {
        this.setState({ error: null });
        this.props.onLeave();
      });
    }
  }

  retry = () => {
    retryFailedScreens();
    this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    if (error && isChunkLoadError(error)) {
      const timeout = (error as { reason?: string }).reason === 'timeout';
      return (
        <div className="zp-center-page">
          <ErrorBlock
            status="disconnected"
            title={timeout ? '页面加载超时' : '页面加载失败'}
            description={timeout ? '网络较慢，页面长时间未能加载完成' : '可能是网络中断或应用已更新，请重试'}
          >
            <Button color="primary" onClick={this.retry}>
              重试
            </Button>
            <Button style={{ marginLeft: 12 }} onClick={() => window.location.reload()}>
              刷新应用
            </Button>
          </ErrorBlock>
        </div>
      );
    }
    if (error) return <div className="zp-center-page" />;
    return <ErrorScope key={attempt}>{this.props.children}</ErrorScope>;
  }
}

function ErrorScope({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
