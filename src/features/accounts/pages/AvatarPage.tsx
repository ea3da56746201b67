/** /mine/person/avatar: pick an image, upload it with a progress bar, set it as the avatar. */
import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { FILE_TYPE } from '@contract/files';
import { acceptFor, PICK_ERROR, uploadFile } from '@src/lib/upload';
import { confirm, toast } from '@src/app/shell/feedback';
import { patchUserInfo, userInfoAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ProgressBarLine } from '@src/components/ui/ProgressBarLine';
import { UserAvatar } from '../components/UserAvatar';
import { changeAvatar } from '../accounts.queries';

export default function AvatarPage() {
  const user = useAtomValue(userInfoAtom);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const apply = async (url: string) => {
    const r = await changeAvatar({ url });
    patchUserInfo({ photo: r.photo });
  };

  const onPick = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return toast(PICK_ERROR);
    const local = URL.createObjectURL(file);
    setPreview(local);
    setProgress(0);
    try {
      const up = await uploadFile(file, { type: FILE_TYPE.image, onProgress: setProgress });
      await apply(up.url);
      toast('头像已更新', 'success');
    } catch {
      /* shown */
    } finally {
      setProgress(null);
      setPreview(null);
      URL.revokeObjectURL(local);
    }
  };

  const clear = async () => {
    if (!(await confirm({ content: '确定恢复默认头像吗？' }))) return;
    try {
      await apply('');
      toast('已恢复默认头像', 'success');
    } catch {
      /* shown */
    }
  };

  const uploading = progress !== null;
  return (
    <PageLayout title="修改头像">
      <div style={{ display: 'flex', justifyContent: 'center', padding: '40px 0 24px' }}>
        {preview ? (
          <img src={preview} alt="新头像预览" style={{ width: 160, height: 160, borderRadius: '50%', objectFit: 'cover' }} />
        ) : (
          <UserAvatar photo={user?.photo} name={user?.nickname} size={160} />
        )}
      </div>
      <div className="zp-section">{uploading && <ProgressBarLine percent={progress} label="正在上传" />}</div>
      <input ref={input} type="file" accept={acceptFor(FILE_TYPE.image)} hidden onChange={(e) => void onPick(e)} />
      <div className="zp-actions">
        <Button block color="primary" loading={uploading} disabled={uploading} onClick={() => input.current?.click()}>
          从相册选择
        </Button>
        {user?.photo && (
          <Button block disabled={uploading} onClick={() => void clear()}>
            恢复默认头像
          </Button>
        )}
        <p className="zp-hint">支持 jpg、png、gif、bmp 等格式，不超过 10MB</p>
      </div>
    </PageLayout>
  );
}
