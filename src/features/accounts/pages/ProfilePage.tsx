/** /mine/person/person: the user's own profile (GET /user/baseInfo → POST /user/detail/save with its version). */
import { useEffect, useState } from 'react';
import { Button, DatePicker, Form, Input, List, Selector, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { Profile } from '@contract/accounts';
import { pickedDay, pickerValue } from '@src/lib/format/datetime';
import { invalidate } from '@src/lib/query';
import { toast } from '@src/app/shell/feedback';
import { patchUserInfo } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { HAN_SURNAME_RE, saveProfile, useProfile } from '../accounts.queries';
import { baseInfo } from '@contract/accounts';
import { UserAvatar } from '../components/UserAvatar';

const GENDER_OPTIONS = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
  { label: '保密', value: 0 },
];

type Draft = Pick<Profile, 'nickname' | 'firstName' | 'realName' | 'gender' | 'city' | 'birthday' | 'signature'>;

export default function ProfilePage() {
  const q = useProfile();
  return (
    <PageLayout title="个人资料" grey>
      <QueryView query={q}>{(p) => <ProfileForm profile={p} />}</QueryView>
    </PageLayout>
  );
}

function ProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const [d, setD] = useState<Draft>(profile);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  useEffect(() => setD(profile), [profile]);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));

  const save = async () => {
    if (!d.nickname.trim()) return toast('请填写昵称');
    if (d.firstName && !HAN_SURNAME_RE.test(d.firstName.trim())) return toast('姓氏应为1到2个汉字');
    setBusy(true);
    try {
      const next = await saveProfile({
        nickname: d.nickname.trim(),
        firstName: d.firstName.trim() || undefined,
        realName: d.realName.trim(),
        gender: d.gender,
        city: d.city.trim(),
        birthday: d.birthday,
        signature: d.signature.trim(),
        version: profile.version,
      });
      patchUserInfo({ nickname: next.nickname });
      toast('已保存', 'success');
    } catch {
      void invalidate(baseInfo); // a stale version: reload the latest
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <List>
        <List.Item prefix={<UserAvatar photo={profile.photo} name={profile.nickname} size={44} />} onClick={() => navigate('/mine/person/avatar')}>
          头像
        </List.Item>
        <List.Item extra={profile.phone || '未绑定'} onClick={() => navigate('/mine/set/alter-phone')}>
          手机号
        </List.Item>
        <List.Item extra={profile.account || '未设置'}>账号</List.Item>
      </List>
      <Form
        layout="horizontal"
        mode="card"
        footer={
          <Button block color="primary" loading={busy} onClick={() => void save()}>
            保存
          </Button>
        }
      >
        <Form.Item label="昵称">
          <Input value={d.nickname} onChange={(v) => set('nickname', v)} maxLength={20} placeholder="1到20个字" />
        </Form.Item>
        <Form.Item label="姓氏">
          <Input value={d.firstName} onChange={(v) => set('firstName', v)} maxLength={2} placeholder="如 张、欧阳" />
        </Form.Item>
        <Form.Item label="真实姓名">
          <Input value={d.realName} onChange={(v) => set('realName', v)} maxLength={20} placeholder="选填，仅自己可见" />
        </Form.Item>
        <Form.Item label="性别">
          <Selector columns={3} options={GENDER_OPTIONS} value={[d.gender]} onChange={(v) => v.length && set('gender', v[0])} />
        </Form.Item>
        <Form.Item label="生日" onClick={() => setPicking(true)} clickable>
          {d.birthday || <span className="zp-muted">请选择</span>}
        </Form.Item>
        <Form.Item label="所在城市">
          <Input value={d.city} onChange={(v) => set('city', v)} maxLength={30} placeholder="如 福建泉州" />
        </Form.Item>
        <Form.Item label="个性签名">
          <TextArea value={d.signature} onChange={(v) => set('signature', v)} maxLength={60} showCount rows={2} placeholder="不超过60字" />
        </Form.Item>
      </Form>
      <DatePicker
        visible={picking}
        onClose={() => setPicking(false)}
        min={new Date(1900, 0, 1)}
        max={new Date()}
        value={pickerValue(d.birthday, new Date(1980, 0, 1))}
        onConfirm={(v) => set('birthday', pickedDay(v))}
        title="选择生日"
      />
    </>
  );
}
