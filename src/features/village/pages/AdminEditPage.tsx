/**
 * /village/admin/edit[?id=]: create a village or edit its details — name, kind, place (divisions down to the town),
 * coordinates (device position, or /choose-location), description and the chronicle (dates as written: 明洪武三年).
 */
import { useEffect, useState } from 'react';
import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { VILLAGE_KIND_NAMES, VILLAGE_KINDS, type VillageDetail, type VillageKind } from '@contract/village';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { LocationPicker } from '@src/components/ui/LocationPicker';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { takePickedPlace } from '../pick';
import { saveParamsOf } from '../village-model';
import { villageQueries, villageSave } from '../village.queries';
import '../village.css';

export function VillageAdminEditPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const q = useQuery({ ...villageQueries.detail(id), enabled: id > 0 });
  if (id && q.isPending) return <PageLayout title="编辑村落"><LoadingState /></PageLayout>;
  if (id && q.isError) return <PageLayout title="编辑村落"><ErrorState error={q.error} onRetry={() => void q.refetch()} /></PageLayout>;
  return <VillageForm initial={q.data} />;
}

interface Entry { date: string; title: string; text: string }

function VillageForm({ initial }: { initial?: VillageDetail }) {
  const navigate = useNavigate();
  const [name, setName] = useState(initial?.name ?? '');
  const [kind, setKind] = useState<VillageKind>(initial?.kind ?? 'ancestral');
  const [area, setArea] = useState<{ ids: number[]; text: string }>({ ids: initial?.areaIds ?? [], text: initial?.areaText ?? '' });
  const [address, setAddress] = useState(initial?.address ?? '');
  const [coords, setCoords] = useState<{ latitude: number; longitude: number } | null>(
    initial?.latitude != null && initial.longitude != null ? { latitude: initial.latitude, longitude: initial.longitude } : null);
  const [description, setDescription] = useState(initial?.description ?? '');
  const [chronicle, setChronicle] = useState<Entry[]>(initial?.chronicle.map((e) => ({ date: e.date, title: e.title, text: e.text })) ?? []);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  // a place chosen on /choose-location
  useEffect(() => {
    const p = takePickedPlace();
    if (p) {
      setCoords({ latitude: p.latitude, longitude: p.longitude });
      if (p.areaIds.length) setArea({ ids: p.areaIds, text: p.text });
    }
  }, []);
  const setEntry = (i: number, patch: Partial<Entry>) => setChronicle((list) => list.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  const save = async () => {
    if (!name.trim()) return toast('请填写村名');
    if (!area.ids.length) return toast('请选择所在地区');
    if (chronicle.some((e) => !e.date.trim() || !e.title.trim())) return toast('请填写村史的年代和事件');
    setBusy(true);
    try {
      const base = initial ? saveParamsOf(initial) : { media: [], panorama: { startSceneId: '', scenes: [] }, cover: '' };
      const v = await villageSave({
        ...base, name, kind, areaIds: area.ids, address, description, chronicle,
        latitude: coords?.latitude ?? null, longitude: coords?.longitude ?? null,
      });
      toast('已保存', 'success');
      navigate(`/village/admin/index?id=${v.id}`, { replace: true });
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title={initial ? '编辑村落' : '新建村落'} grey>
      <Form layout="horizontal" footer={<Button block color="primary" loading={busy} onClick={() => void save()} data-testid="village-save">保存</Button>}>
        <Form.Item label="村名" required><Input value={name} onChange={setName} placeholder="如 石牌村" maxLength={30} data-testid="village-name" /></Form.Item>
        <Form.Item label="类型">
          <Selector columns={2} value={[kind]} onChange={(v) => v[0] && setKind(v[0])}
            options={VILLAGE_KINDS.map((k) => ({ label: VILLAGE_KIND_NAMES[k], value: k }))} />
        </Form.Item>
        <Form.Item label="所在地区" required arrow onClick={() => setPicking(true)}>
          <span data-testid="village-area">{area.text || <span className="vg-muted">省 市 区县 乡镇</span>}</span>
        </Form.Item>
        <Form.Item label="详细位置"><Input value={address} onChange={setAddress} placeholder="如 村口大榕树旁" maxLength={100} /></Form.Item>
        <Form.Item label="坐标" arrow onClick={() => navigate(`/choose-location${coords ? `?latitude=${coords.latitude}&longitude=${coords.longitude}` : ''}`)}>
          {coords ? `${coords.latitude.toFixed(5)}, ${coords.longitude.toFixed(5)}` : <span className="vg-muted">在地图上选择或用当前位置</span>}
        </Form.Item>
        <Form.Item label="简介" layout="vertical"><TextArea value={description} onChange={setDescription} rows={4} maxLength={2000} showCount /></Form.Item>
        <Form.Item label="村史" layout="vertical" description="年代照谱书写：明洪武三年、乾隆间、1949年，自动换算公元并按年排序">
          {chronicle.map((e, i) => (
            <div className="vg-form-chronicle" key={i}>
              <Input value={e.date} onChange={(x) => setEntry(i, { date: x })} placeholder="年代" maxLength={40} data-testid="chronicle-date" />
              <Input value={e.title} onChange={(x) => setEntry(i, { title: x })} placeholder="事件" maxLength={60} data-testid="chronicle-title" />
              <Input value={e.text} onChange={(x) => setEntry(i, { text: x })} placeholder="详情（可不填）" maxLength={1000} />
              <Button size="mini" fill="none" color="danger" onClick={() => setChronicle((l) => l.filter((_, j) => j !== i))}>删除</Button>
            </div>
          ))}
          <Button size="small" onClick={() => setChronicle((l) => [...l, { date: '', title: '', text: '' }])} data-testid="chronicle-add">添加一条村史</Button>
        </Form.Item>
      </Form>
      <LocationPicker visible={picking} depth={4} value={area.ids} onClose={() => setPicking(false)}
        onConfirm={(areas) => { setArea({ ids: areas.map((a) => a.id), text: areas.map((a) => a.name).filter((n, i, all) => n !== all[i - 1]).join('') }); setPicking(false); }} />
    </PageLayout>
  );
}
