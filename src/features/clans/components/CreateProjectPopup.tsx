/**
 * The create-family form (POST /project/add-or-edit without id): name, surname, area, privacy and view password,
 * with the project-limit message (spec §4) above it; a refusal from the server (limit reached …) is shown as sent.
 */
import { Button, Form, Input, Popup, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { limit as projectLimitCall, type ProjectDetail, type ProjectPrivacy } from '@contract/projects';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { errorText } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { limitMessage, projectLimit } from '../home-model';
import { createProject } from '../clans.queries';
import { useCallMutation } from '@src/lib/mutation';

interface Props {
  visible: boolean;
  onClose: () => void;
  onCreated: (p: ProjectDetail) => void;
  /** Projects the user created so far. */
  owned: number;
  defaultSurname?: string;
}

export function createProblem(v: { name: string; surname: string; privacy: ProjectPrivacy; password: string }): string | null {
  if (!v.name.trim()) return '请填写家族名称';
  if (v.name.trim().length > 30) return '家族名称不能超过30个字';
  if (!v.surname.trim()) return '请填写姓氏';
  if (v.surname.trim().length > 4) return '姓氏不能超过4个字';
  if (v.privacy === 'password' && (v.password.length < 4 || v.password.length > 32)) return '访问密码为4到32位';
  return null;
}

export function CreateProjectPopup({ visible, onClose, onCreated, owned, defaultSurname = '' }: Props) {
  const user = useAtomValue(userInfoAtom);
  // The server's count (level limit + extra, used) when it answers; else what the loaded lists show.
  const server = useApiQuery(projectLimitCall, { type: 'project' }, { staleTime: 0, call: { silent: true } });
  const limit = server.data ? limitMessage(server.data.limit, server.data.used) : limitMessage(projectLimit(user), owned);
  const [v, setV] = useState({ name: '', surname: defaultSurname, area: '', privacy: 'public' as ProjectPrivacy, password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useCallMutation(createProject);
  const set = (patch: Partial<typeof v>) => { setV((o) => ({ ...o, ...patch })); setProblem(null); };
  const submit = () => {
    const p = createProblem(v);
    if (p) return setProblem(p);
    save.mutate(
      { name: v.name.trim(), surname: v.surname.trim(), area: v.area.trim() || undefined, privacy: v.privacy, password: v.privacy === 'password' ? v.password : undefined },
      { onSuccess: (d) => onCreated(d), onError: (e) => setProblem(errorText(e)) },
    );
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 10, borderTopRightRadius: 10, maxHeight: '90vh', overflow: 'auto' }}>
      <div style={{ padding: 12 }}>
        <div className="cl-subtitle">创建家族</div>
        <p className="cl-muted" role="status">{limit.text}</p>
        <Form layout="horizontal">
          <Form.Item label="家族名称" required><Input value={v.name} onChange={(name) => set({ name })} placeholder="如 梅州陈氏" maxLength={30} /></Form.Item>
          <Form.Item label="姓氏" required><Input value={v.surname} onChange={(surname) => set({ surname })} placeholder="如 陈" maxLength={4} /></Form.Item>
          <Form.Item label="地区"><Input value={v.area} onChange={(area) => set({ area })} placeholder="如 广东梅州" maxLength={100} /></Form.Item>
          <Form.Item label="隐私">
            <Radio.Group value={v.privacy} onChange={(privacy) => set({ privacy: privacy as ProjectPrivacy })}>
              <Space wrap><Radio value="public">公开</Radio><Radio value="password">密码访问</Radio><Radio value="members">仅成员</Radio></Space>
            </Radio.Group>
          </Form.Item>
          {v.privacy === 'password' && (
            <Form.Item label="访问密码" required><Input type="password" value={v.password} onChange={(password) => set({ password })} placeholder="4到32位" maxLength={32} /></Form.Item>
          )}
        </Form>
        {problem && <p className="cl-date-preview--error" role="alert">{problem}</p>}
        <Button block color="primary" loading={save.isPending} disabled={limit.blocked} onClick={submit}>创建</Button>
      </div>
    </Popup>
  );
}
