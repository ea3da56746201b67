/**
 * /clan/book/download?id=: the sample's PDF — name, pages, size, and the download button. The file call checks
 * access from headers, so the button fetches it with the session's headers and saves the blob (viewer/file-access.ts).
 */
import { useState } from 'react';
import { Button, List, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { sampleDownload } from '@contract/print';
import { useApiQuery } from '@src/lib/query';
import { downloads } from '@src/app/downloads';
import { useBookIds } from '../book.queries';
import { SamplePage } from '../components/SamplePage';
import { downloadPdf } from '../viewer/file-access';
import '../book.css';
import { countLabel } from '@layouts/pdf/page-count';

export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export default function BookDownloadPage() {
  const { id } = useBookIds();
  const q = useApiQuery(sampleDownload, { id: id ?? 0 }, { enabled: !!id });
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const save = (url: string, fileName: string) => {
    setSaving(true);
    downloadPdf(url, fileName)
      .catch((e: unknown) => Toast.show({ content: e instanceof Error ? e.message : '下载失败' }))
      .finally(() => setSaving(false));
  };
  return (
    <SamplePage title="下载家谱书" id={id} query={q}>
      {(f) => (
        <>
          <List>
            <List.Item extra={f.fileName}>文件</List.Item>
            <List.Item extra={countLabel(f)}>篇幅</List.Item>
            <List.Item extra={fileSize(f.bytes)}>大小</List.Item>
          </List>
          <Button block color="primary" loading={saving} onClick={() => save(f.url, f.fileName)}>下载PDF</Button>
          <Button block style={{ marginTop: 8 }} onClick={() => { downloads.add(f.url, f.fileName); navigate('/mine/download'); }}>加入下载队列（我的下载）</Button>
          <div className="book-muted">在手机上可用“用其他应用打开”保存到文件；电脑上下载后可直接打印。</div>
        </>
      )}
    </SamplePage>
  );
}
