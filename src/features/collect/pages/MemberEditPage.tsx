/**
 * /clan/collect/member-edit?familyId=&role=[&id=]: one person of a household — names, 字/号, birth and death as
 * Chinese dates (乾隆三年三月初五, 1975年5月1日), living, phone, photo (as the campaign's form asks), a child's
 * mother (one of the wives). 设为户主 and 删除 (with confirmation) for an existing one.
 */
import { Button, Form, Input, Radio, Switch } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/collect';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PhotoField } from '@src/components/ui/PhotoField';
import { isMissing, LoadingState, MissingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { positive } from '../collect-ui';
import { deletePerson, savePerson, setMainPerson } from '../collect.queries';

export default function MemberEditPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const familyId = positive(params.get('familyId')) ?? 0;
  const id = positive(params.get('id'));
  const role = (c.PersonRole.safeParse(params.get('role')).data ?? 'child') as c.PersonRole;
  const fam = useApiQuery(c.familyGet, { id: familyId }, { enabled: !!familyId });
  const campaign = useApiQuery(c.collectGet, { id: fam.data?.collectId ?? 0 }, { enabled: !!fam.data, retry: false, call: { silent: true } });
  const person = useApiQuery(c.memberGet, { id: id ?? 0 }, { enabled: !!id });
  const wives = useApiQuery(c.memberMothers, { familyId }, { enabled: !!familyId && role === 'child' });
  const [v, setV] = useState({ surname: '', name: '', gender: (role === 'wife' || role === 'mother' ? 'f' : 'm') as 'm' | 'f', zi: '', hao: '', birthText: '', deathText: '', living: true, phone: '', photo: '', motherPersonId: null as number | null });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const p = person.data;
    if (p) setV({ surname: p.surname, name: p.name, gender: p.gender, zi: p.zi, hao: p.hao, birthText: p.birthText, deathText: p.deathText, living: p.living, phone: p.phone, photo: p.photo, motherPersonId: p.motherPersonId });
  }, [person.data]);
  useEffect(() => {
    const only = wives.data?.length === 1 ? wives.data[0].id : null;
    if (!id && role === 'child' && only) setV((x) => ({ ...x, motherPersonId: x.motherPersonId ?? only }));
  }, [id, role, wives.data]);
  const asks = new Set((campaign.data?.form ?? c.DEFAULT_FORM).filter((f) => f.ask).map((f) => f.key));
  const set = <K extends keyof typeof v>(k: K) => (x: (typeof v)[K]) => setV((o) => ({ ...o, [k]: x }));
  if (isMissing(fam)) return <PageLayout title={c.PERSON_ROLE_NAMES[role]}><MissingState /></PageLayout>;
  if ((id && person.isPending) || fam.isPending) return <PageLayout title={c.PERSON_ROLE_NAMES[role]}><LoadingState /></PageLayout>;
  const save = async () => {
    if (!v.name.trim()) { toast('请填写名字'); return; }
    if ((role === 'wife' || role === 'mother') && !v.surname.trim()) { toast('请填写姓氏'); return; }
    setBusy(true);
    try {
      await savePerson({ id, familyId, role, gender: role === 'child' ? v.gender : undefined, surname: v.surname.trim() || undefined, name: v.name.trim(), zi: v.zi, hao: v.hao,
        birthText: v.birthText.trim(), deathText: v.deathText.trim(), living: v.deathText.trim() ? false : v.living, phone: v.phone.trim(), photo: v.photo, motherPersonId: v.motherPersonId });
      toast('已保存', 'success');
      navigate(-1);
    } catch { /* shown */ } finally { setBusy(false); }
  };
  const female = role === 'wife' || role === 'mother';
  return (
    <PageLayout title={`${id ? '修改' : '填写'}${c.PERSON_ROLE_NAMES[role]}`} grey>
      <Form layout="horizontal" mode="card" footer={
        <>
          <Button block color="primary" loading={busy} onClick={() => void save()}>保存</Button>
          {id && !person.data?.isMain && <Button block style={{ marginTop: 8 }} onClick={() => void setMainPerson({ id }).then(() => toast('已设为户主', 'success')).catch(() => {})}>设为户主</Button>}
          {id && <Button block color="danger" fill="outline" style={{ marginTop: 8 }} onClick={() => void confirm({ content: `确定删除${v.surname}${v.name}吗？`, confirmText: '删除', danger: true })
            .then(async (ok) => { if (ok) { await deletePerson({ id }); navigate(-1); } })
            .catch(() => {})}>删除</Button>}
        </>
      }>
        <Form.Item label="姓"><Input value={v.surname} onChange={set('surname')} maxLength={4} placeholder={female ? '如 林' : '默认为本族姓氏'} /></Form.Item>
        <Form.Item label="名"><Input value={v.name} onChange={set('name')} maxLength={20} placeholder={female ? '如 秀英' : '如 大明'} /></Form.Item>
        {role === 'child' && (
          <Form.Item label="性别">
            <Radio.Group value={v.gender} onChange={(x) => set('gender')(x as 'm' | 'f')}>
              <Radio value="m" style={{ marginRight: 16 }}>儿子</Radio><Radio value="f">女儿</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        {role === 'child' && (wives.data?.length ?? 0) > 0 && (
          <Form.Item label="母亲">
            <Radio.Group value={v.motherPersonId ?? 0} onChange={(x) => set('motherPersonId')(Number(x) || null)}>
              {wives.data!.map((w) => <Radio key={w.id} value={w.id} style={{ marginRight: 12 }}>{w.surname}{w.name}</Radio>)}
              <Radio value={0}>不详</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        {asks.has('zi') && <Form.Item label="字"><Input value={v.zi} onChange={set('zi')} maxLength={20} /></Form.Item>}
        {asks.has('hao') && <Form.Item label="号"><Input value={v.hao} onChange={set('hao')} maxLength={20} /></Form.Item>}
        {asks.has('birth') && <Form.Item label="出生" help="如 1975年5月1日、乾隆三年三月初五"><Input value={v.birthText} onChange={set('birthText')} maxLength={60} placeholder="出生日期" /></Form.Item>}
        <Form.Item label="在世"><Switch checked={v.living && !v.deathText} onChange={set('living')} /></Form.Item>
        {asks.has('death') && (!v.living || v.deathText) && <Form.Item label="去世"><Input value={v.deathText} onChange={set('deathText')} maxLength={60} placeholder="去世日期" /></Form.Item>}
        {asks.has('phone') && <Form.Item label="手机"><Input value={v.phone} onChange={set('phone')} type="tel" clearable /></Form.Item>}
        {asks.has('photo') && <Form.Item label="照片"><PhotoField value={v.photo} onChange={set('photo')} /></Form.Item>}
      </Form>
    </PageLayout>
  );
}
