/** /clan/book/download?id=: the sample's PDF — name, pages, size, and the download link. */
import { Button, List } from 'antd-mobile';
import { sampleDownload } from '@contract/print';
import { useApiQuery } from '@src/lib/query';
import { useBookIds } from '../book.hooks';
import { SamplePage } from '../components/SamplePage';
import '../book.css';

export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export default function BookDownloadPage() {
  const { id } = useBookIds();
  const q = useApiQuery(sampleDownload, { id: id ?? 0 }, { enabled: !!id });
  return (
    <SamplePage title="下载家谱书" id={id} query={q}>
      {(f) => (
        <>
          <List>
            <List.Item extra={f.fileName}>文件</List.Item>
            <List.Item extra={`${f.pages}页`}>页数</List.Item>
            <List.Item extra={fileSize(f.bytes)}>大小</List.Item>
          </List>
          <a href={f.url} download={f.fileName}>
            <Button block color="primary">下载PDF</Button>
          </a>
          <div className="book-muted">在手机上可用“用其他应用打开”保存到文件；电脑上下载后可直接打印。</div>
        </>
      )}
    </SamplePage>
  );
}
