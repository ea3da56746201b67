/** The 3D area of a VR page: the lazy scene chunk (three.js) with a loading text, and a clear failure with 重试. */
import { Button, SpinLoading } from 'antd-mobile';
import { Component, Suspense, type ReactNode } from 'react';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean; key: number }> {
  override state = { failed: false, key: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <div className="sf-vr__msg">
          <p>三维场景加载失败（设备可能不支持 WebGL）</p>
          <Button size="small" onClick={() => this.setState((s) => ({ failed: false, key: s.key + 1 }))}>重试</Button>
        </div>
      );
    }
    return <div key={this.state.key} className="sf-vr__stage">{this.props.children}</div>;
  }
}

export function SceneBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary>
      <Suspense fallback={<div className="sf-vr__msg"><SpinLoading color="primary" /><p>正在搭建三维场景…</p></div>}>{children}</Suspense>
    </Boundary>
  );
}
