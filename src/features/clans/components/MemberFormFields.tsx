/**
 * The fields of a clan member (domain.md §3) as one controlled form: names, 世 and 字辈, 房支, 行第, lineage and
 * birth father, adoption, mother, marriage (wives) or 适 (daughters), dates in the Chinese-date input, burial,
 * titles, biography, photos, flags. State lives in the caller (`form` + `set`), so nothing typed is ever lost.
 */
import { Button, Form, Input, Radio, Selector, Space, Switch, TextArea } from 'antd-mobile';
import { useState } from 'react';
import type { MemberBrief, SearchHit } from '@contract/clan-members';
import type { ClanBranch, ZibeiPoem } from '@contract/clans';
import { ADOPTION_TYPES, parseOrientation, SPOUSE_TYPES, type OtherNameKind } from '@model/member';
import { BranchPicker } from '@src/components/ui/BranchList';
import { PhotoField } from '@src/components/ui/PhotoField';
import { generationText, zibeiHint, type EditMode, type MemberForm } from '../member-form';
import { ChineseDateInput } from './ChineseDateInput';
import { MemberPicker } from './MemberPicker';

type PickTarget = 'father' | 'biologicalFather' | 'secondLineageFather' | 'joint';
const OTHER_NAME_KINDS: OtherNameKind[] = ['学名', '乳名', '官名', '谱名', '别名', '曾用名'];
const DEATH_TERMS = ['卒', '殁', '终', '殇', '夭'] as const;

export interface FieldsProps {
  form: MemberForm;
  set: (patch: Partial<MemberForm>) => void;
  mode: EditMode;
  clanId: number;
  poems: readonly ZibeiPoem[];
  branches: readonly ClanBranch[];
  /** The father's wives: the choices of 母亲. */
  motherOptions: readonly MemberBrief[];
  readOnly?: boolean;
  /** Names of members referred to by id (joint burial). */
  names: Record<number, string>;
  onNamed: (id: number, name: string) => void;
}

export function MemberFormFields(p: FieldsProps) {
  const { form: f, set, mode, readOnly: ro } = p;
  const [picking, setPicking] = useState<PickTarget | null>(null);
  const wife = mode === 'wife' || mode === 'mother' || f.husbandId != null;
  const founder = !wife && !f.fatherId && (mode === 'child' || mode === 'edit');
  const gen = generationText(f.generation, p.poems, f.branchId);
  const hint = wife ? null : zibeiHint(f.name, gen.zibei);
  const orientation = f.burialOrientation.trim() ? parseOrientation(f.burialOrientation.trim()) : null;
  const onPick = (m: SearchHit) => {
    if (picking === 'father') set({ fatherId: m.id, fatherName: m.name, generation: m.generation + 1 });
    if (picking === 'biologicalFather') set({ biologicalFatherId: m.id, biologicalFatherName: m.name });
    if (picking === 'secondLineageFather') set({ secondLineageFatherId: m.id, secondLineageFatherName: m.name });
    if (picking === 'joint' && !f.jointWith.includes(m.id)) { p.onNamed(m.id, m.name); set({ jointWith: [...f.jointWith, m.id] }); }
  };
  const pickBtn = (t: PickTarget, label: string) => !ro && <Button size="mini" onClick={() => setPicking(t)}>{label}</Button>;

  return (
    <>
      <Form layout="horizontal" mode="card">
        <Form.Header>姓名</Form.Header>
        <Form.Item label="姓氏" required><Input value={f.surname} onChange={(surname) => set({ surname })} readOnly={ro} maxLength={4} placeholder={wife ? '如 王（王氏）' : '姓'} /></Form.Item>
        <Form.Item label={wife ? '名字' : '名（讳）'} required={!wife} description={hint ?? undefined}>
          <Input value={f.name} onChange={(name) => set({ name })} readOnly={ro} maxLength={20} placeholder={wife ? '旧谱多不载，可空' : '谱名'} />
        </Form.Item>
        <Form.Item label="字"><Input value={f.zi} onChange={(zi) => set({ zi })} readOnly={ro} maxLength={20} /></Form.Item>
        <Form.Item label="号"><Input value={f.hao} onChange={(hao) => set({ hao })} readOnly={ro} maxLength={20} /></Form.Item>
        {f.otherNames.map((o, i) => (
          <Form.Item key={i} label={o.kind} extra={!ro && <Button size="mini" fill="none" onClick={() => set({ otherNames: f.otherNames.filter((_, j) => j !== i) })}>删除</Button>}>
            <Input value={o.name} readOnly={ro} maxLength={30} onChange={(name) => set({ otherNames: f.otherNames.map((x, j) => (j === i ? { ...x, name } : x)) })} />
          </Form.Item>
        ))}
        {!ro && f.otherNames.length < 10 && (
          <Form.Item label="其他名字">
            <Selector columns={2} options={OTHER_NAME_KINDS.map((k) => ({ label: `+${k}`, value: k }))} value={[]}
              onChange={(v) => v[0] && set({ otherNames: [...f.otherNames, { kind: v[0], name: '' }] })} />
          </Form.Item>
        )}
        <Form.Item label="性别">
          <Radio.Group value={f.gender} onChange={(g) => !ro && !wife && set({ gender: g as 'm' | 'f' })}>
            <Space><Radio value="m" disabled={wife}>男</Radio><Radio value="f">女</Radio></Space>
          </Radio.Group>
        </Form.Item>

        <Form.Header>世系</Form.Header>
        <Form.Item label="世次" description={founder ? '始祖一般为一世；迁居支谱可从始迁祖的世次起' : '由父亲（或丈夫）推算'}>
          {founder && !ro ? (
            <Input type="number" value={f.generation ? String(f.generation) : ''} onChange={(v) => set({ generation: /^\d+$/.test(v) ? Number(v) : null })} />
          ) : (
            <span>{gen.label}{gen.zibei && <span className="cl-tag cl-tag--red">字辈「{gen.zibei}」</span>}</span>
          )}
        </Form.Item>
        {founder && gen.zibei && <Form.Item label="字辈"><span className="cl-tag cl-tag--red">{gen.zibei}</span></Form.Item>}
        {p.branches.length > 0 && !wife && (
          <Form.Item label="房支">
            <BranchPicker columns={2} branches={p.branches} value={f.branchId} readOnly={ro} onChange={(branchId) => set({ branchId })} />
          </Form.Item>
        )}
        {!wife && (
          <>
            <Form.Item label="行第" description="同父同性别子女中的排行，1 为长"><Input type="number" value={f.ranking} onChange={(ranking) => set({ ranking })} readOnly={ro} placeholder="自动编排" /></Form.Item>
            <Form.Item label="大排行" description="同世堂兄弟间的排行"><Input type="number" value={f.clanRank} onChange={(clanRank) => set({ clanRank })} readOnly={ro} /></Form.Item>
            {founder && (
              <Form.Item label="始祖类别">
                <Selector options={(['始祖', '始迁祖', '开基祖'] as const).map((r) => ({ label: r, value: r }))} value={f.founderRole ? [f.founderRole] : []}
                  onChange={(v) => !ro && set({ founderRole: v[0] ?? null })} />
              </Form.Item>
            )}
            {mode === 'edit' && f.fatherId !== null && (
              <Form.Item label="宗父" extra={pickBtn('father', '更改')}>{f.fatherName || `成员${f.fatherId}`}</Form.Item>
            )}
            <Form.Item label="过继">
              <Selector columns={3} options={[{ label: '无', value: '' }, ...ADOPTION_TYPES.map((t) => ({ label: t, value: t }))]} value={[f.adoptionType]}
                onChange={(v) => !ro && set({ adoptionType: (v[0] ?? '') as MemberForm['adoptionType'] })} />
            </Form.Item>
            {f.adoptionType !== '' && (
              <>
                <Form.Item label="生父" extra={pickBtn('biologicalFather', '选择')}>{f.biologicalFatherName || (f.biologicalFatherId ? `成员${f.biologicalFatherId}` : '未选')}</Form.Item>
                {f.adoptionType === '兼祧' && (
                  <Form.Item label="第二宗父" extra={pickBtn('secondLineageFather', '选择')}>{f.secondLineageFatherName || (f.secondLineageFatherId ? `成员${f.secondLineageFatherId}` : '未选')}</Form.Item>
                )}
                <Form.Item label="过继说明"><Input value={f.adoptionNote} onChange={(adoptionNote) => set({ adoptionNote })} readOnly={ro} maxLength={100} placeholder={f.adoptionType === '出继' ? '如 出继堂叔某为嗣' : '如 胞兄某次子入继'} /></Form.Item>
              </>
            )}
            {p.motherOptions.length > 0 && (
              <Form.Item label="母亲">
                <Selector columns={3} options={p.motherOptions.map((w) => ({ label: w.name, value: w.id, description: w.spouseType ?? undefined }))}
                  value={f.motherId ? [f.motherId] : []} onChange={(v) => !ro && set({ motherId: v[0] ?? null })} />
              </Form.Item>
            )}
          </>
        )}

        {wife && (
          <>
            <Form.Header>婚配</Form.Header>
            <Form.Item label="配偶类别">
              <Selector columns={3} options={SPOUSE_TYPES.map((t) => ({ label: t, value: t }))} value={f.spouseType ? [f.spouseType] : []}
                onChange={(v) => !ro && set({ spouseType: v[0] ?? null })} />
            </Form.Item>
            <Form.Item label="次序" description="第几位配偶"><Input type="number" value={f.spouseOrder} onChange={(spouseOrder) => set({ spouseOrder })} readOnly={ro} /></Form.Item>
            <Form.Item label="出身"><Input value={f.origin} onChange={(origin) => set({ origin })} readOnly={ro} maxLength={100} placeholder="如 某村某公之女" /></Form.Item>
          </>
        )}
        {!wife && f.gender === 'f' && (
          <>
            <Form.Header>女儿</Form.Header>
            <Form.Item label="挂线" description="女子挂线：在世系图中画出，其子女可续于其下" childElementPosition="right">
              <Switch checked={f.inChart} disabled={ro} onChange={(inChart) => set({ inChart })} />
            </Form.Item>
            <Form.Item label="适"><Input value={f.marriedTo} onChange={(marriedTo) => set({ marriedTo })} readOnly={ro} maxLength={100} placeholder="如 适李村李某" /></Form.Item>
            {f.inChart && <Form.Item label="子女姓氏"><Input value={f.childrenSurname} onChange={(childrenSurname) => set({ childrenSurname })} readOnly={ro} maxLength={4} /></Form.Item>}
          </>
        )}
      </Form>
      <MemberDateAndMore {...p} orientationProblem={orientation && !orientation.ok ? orientation.reason : null} pickJoint={() => setPicking('joint')} />
      {picking && (
        <MemberPicker visible clanId={p.clanId} onClose={() => setPicking(null)} onPick={onPick}
          gender={picking === 'joint' ? undefined : 'm'} excludeIds={f.id ? [f.id] : []}
          title={{ father: '选择宗父', biologicalFather: '选择生父', secondLineageFather: '选择第二宗父', joint: '选择合葬者' }[picking]} />
      )}
    </>
  );
}

function MemberDateAndMore(p: FieldsProps & { orientationProblem: string | null; pickJoint: () => void }) {
  const { form: f, set, readOnly: ro } = p;
  return (
    <Form layout="horizontal" mode="card">
      <Form.Header>生卒</Form.Header>
      <Form.Item label="出生"><ChineseDateInput value={f.birthText} onChange={(birthText) => set({ birthText })} readOnly={ro} /></Form.Item>
      <Form.Item label="居住地"><Input value={f.residence} onChange={(residence) => set({ residence })} readOnly={ro} maxLength={100} placeholder="如 梅县松口镇" /></Form.Item>
      <Form.Item label="在世" childElementPosition="right"><Switch checked={f.living} disabled={ro} onChange={(living) => set({ living })} /></Form.Item>
      {!f.living && (
        <>
          <Form.Item label="去世"><ChineseDateInput value={f.deathText} onChange={(deathText) => set({ deathText })} readOnly={ro} placeholder="如 道光十年冬月廿一 或 不详" /></Form.Item>
          <Form.Item label="卒称">
            <Selector columns={5} options={DEATH_TERMS.map((t) => ({ label: t, value: t }))} value={f.deathTerm ? [f.deathTerm] : []}
              onChange={(v) => !ro && set({ deathTerm: v[0] ?? null })} />
          </Form.Item>
          <Form.Header>葬</Form.Header>
          <Form.Item label="葬地"><Input value={f.burialPlace} onChange={(burialPlace) => set({ burialPlace })} readOnly={ro} maxLength={200} placeholder="如 葬本村后山" /></Form.Item>
          <Form.Item label="朝向" description={p.orientationProblem ?? '坐X向Y，如 坐子向午、坐乾向巽兼亥巳'}>
            <Input value={f.burialOrientation} onChange={(burialOrientation) => set({ burialOrientation })} readOnly={ro} maxLength={20} />
          </Form.Item>
          <Form.Item label="合葬" extra={!ro && <Button size="mini" onClick={p.pickJoint}>添加</Button>}>
            {f.jointWith.length === 0 ? <span className="cl-muted">无</span> : f.jointWith.map((id) => (
              <span key={id} className="cl-tag" onClick={() => !ro && set({ jointWith: f.jointWith.filter((x) => x !== id) })}>
                {p.names[id] ?? `成员${id}`}{!ro && ' ×'}
              </span>
            ))}
          </Form.Item>
        </>
      )}
      <Form.Header>生平</Form.Header>
      <Form.Item label="功名官职" description="每行一条，如 国学生、例授登仕郎"><TextArea value={f.titles} onChange={(titles) => set({ titles })} readOnly={ro} autoSize={{ minRows: 2, maxRows: 6 }} /></Form.Item>
      <Form.Item label="生平"><TextArea value={f.biography} onChange={(biography) => set({ biography })} readOnly={ro} maxLength={5000} showCount={!ro} autoSize={{ minRows: 3, maxRows: 12 }} /></Form.Item>
      <Form.Item label="照片"><PhotoField multiple value={f.photos} onChange={(photos) => set({ photos })} readOnly={ro} /></Form.Item>
      <Form.Header>标记</Form.Header>
      <Form.Item label="止（无嗣）" childElementPosition="right"><Switch checked={f.noHeir} disabled={ro} onChange={(noHeir) => set({ noHeir })} /></Form.Item>
      <Form.Item label="待考" childElementPosition="right"><Switch checked={f.uncertain} disabled={ro} onChange={(uncertain) => set({ uncertain })} /></Form.Item>
      <Form.Item label="隐私">
        <Radio.Group value={f.privacy} onChange={(v) => !ro && set({ privacy: v as MemberForm['privacy'] })}>
          <Space wrap><Radio value="public">公开</Radio><Radio value="clan">族人可见</Radio><Radio value="private">仅管理员</Radio></Space>
        </Radio.Group>
      </Form.Item>
    </Form>
  );
}
