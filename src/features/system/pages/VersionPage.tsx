/** /mine/set/version: the running client version. */
import { List } from 'antd-mobile';
import { APP_VERSION, APP_VERSION_CODE, PLATFORM } from '@src/lib/api-client';
import { PageLayout } from '@src/components/ui/PageLayout';

export default function VersionPage() {
  return (
    <PageLayout title="版本信息" grey>
      <List header="当前版本">
        <List.Item extra={APP_VERSION}>版本号</List.Item>
        <List.Item extra={APP_VERSION_CODE}>内部版本</List.Item>
        <List.Item extra={PLATFORM}>平台</List.Item>
      </List>
      <p className="zp-hint zp-section">网页版会自动使用最新版本，无需手动更新。</p>
    </PageLayout>
  );
}
