/**
 * /village/admin/vr-preview?id=: the village's 360° panoramas — upload equirectangular photos (2:1) as scenes, tap the
 * photo to place a hotspot (to another scene, a member, a hall or an article), set the start scene, save, preview.
 */
import { useRef, useState } from 'react';
import { Button, Form, Input, List, Popup, Selector, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { FILE_TYPE } from '@contract/files';
import { HOTSPOT_KIND_NAMES, HOTSPOT_KINDS, type HotspotKind, type VillageDetail, type VillageHotspot } from '@contract/village';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ProgressBarLine } from '@src/components/ui/ProgressBarLine';
import { QueryView } from '@src/components/ui/States';
import { acceptFor, uploadFile } from '@src/lib/upload';
import { VillagePanoramaView } from '../components/VillagePanoramaView';
import { newSceneId, saveParamsOf } from '../village-model';
import { villageQueries, villageSave } from '../village.queries';
import '../village.css';

type Panorama = VillageDetail['panorama'];

export function VillageAdminVrPreviewPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const q = useQuery({ ...villageQueries.detail(id), enabled: id > 0 });
  return <PageLayout title="全景与热点" grey><QueryView query={q}>{(v) => <PanoramaEditor key={v.version} v={v} />}</QueryView></PageLayout>;
}

function PanoramaEditor({ v }: { v: VillageDetail }) {
  const navigate = useNavigate();
  const [pano, setPano] = useState<Panorama>(v.panorama);
  const [current, setCurrent] = useState<string | undefined>(v.panorama.startSceneId || v.panorama.scenes[0]?.id);
  const [percent, setPercent] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [spotAt, setSpotAt] = useState<{ yaw: number; pitch: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const scene = pano.scenes.find((s) => s.id === current);

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!title.trim()) return toast('请先填写场景名称');
    setPercent(0);
    try {
      const f = await uploadFile(file, { type: FILE_TYPE.image, onProgress: setPercent });
      const id = newSceneId(pano.scenes.map((s) => s.id));
      setPano((p) => ({ startSceneId: p.startSceneId || id, scenes: [...p.scenes, { id, title: title.trim(), imageUrl: f.url, hotspots: [] }] }));
      setCurrent(id);
      setTitle('');
    } catch { /* toasted */ } finally {
      setPercent(null);
    }
  };
  const updateScene = (id: string, hotspots: VillageHotspot[]) =>
    setPano((p) => ({ ...p, scenes: p.scenes.map((s) => (s.id === id ? { ...s, hotspots } : s)) }));
  const removeScene = async (id: string) => {
    if (!(await confirm({ content: '删除这个场景和指向它的热点？', confirmText: '删除', danger: true }))) return;
    setPano((p) => {
      const scenes = p.scenes.filter((s) => s.id !== id).map((s) => ({ ...s, hotspots: s.hotspots.filter((h) => !(h.kind === 'scene' && h.targetId === id)) }));
      return { startSceneId: p.startSceneId === id ? (scenes[0]?.id ?? '') : p.startSceneId, scenes };
    });
    setCurrent(undefined);
  };
  const save = async () => {
    setBusy(true);
    try {
      await villageSave({ ...saveParamsOf(v), panorama: pano });
      toast('已保存', 'success');
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {scene && <VillagePanoramaView village={{ ...v, panorama: pano }} sceneId={current} onSceneChange={setCurrent} onPick={setSpotAt} />}
      <div className="vg-section">
        <div className="vg-section__title">场景</div>
        <List>
          {pano.scenes.map((s) => (
            <List.Item key={s.id} onClick={() => setCurrent(s.id)} data-testid="vr-scene"
              description={`${s.hotspots.length} 个热点${pano.startSceneId === s.id ? ' · 起始场景' : ''}`}
              extra={<div className="vg-row" onClick={(e) => e.stopPropagation()}>
                {pano.startSceneId !== s.id && <Button size="mini" onClick={() => setPano((p) => ({ ...p, startSceneId: s.id }))}>设为起始</Button>}
                <Button size="mini" color="danger" fill="none" onClick={() => void removeScene(s.id)}>删除</Button>
              </div>}>
              {current === s.id ? <Tag color="primary">当前</Tag> : null} {s.title}
            </List.Item>
          ))}
        </List>
        <div className="vg-row" style={{ marginTop: 8 }}>
          <Input value={title} onChange={setTitle} placeholder="新场景名称，如 村口" maxLength={30} style={{ flex: 1, border: '1px solid #eee', padding: '4px 8px' }} data-testid="scene-title" />
          <Button size="small" onClick={() => input.current?.click()} disabled={percent !== null}>上传全景图</Button>
          <input ref={input} type="file" hidden accept={acceptFor(FILE_TYPE.image)} onChange={(e) => void upload(e.target.files)} data-testid="pano-input" />
        </div>
        {percent !== null && <ProgressBarLine percent={percent} label="全景图上传中" />}
        <div className="vg-muted" style={{ marginTop: 4 }}>全景图须为 2:1 的等距柱状投影照片（如 8000×4000）</div>
      </div>
      {scene && (
        <div className="vg-section">
          <div className="vg-section__title">「{scene.title}」的热点</div>
          {scene.hotspots.length ? scene.hotspots.map((h, i) => (
            <div className="vg-row" key={i} style={{ justifyContent: 'space-between', padding: '4px 0' }}>
              <span>{HOTSPOT_KIND_NAMES[h.kind]}：{h.label} <span className="vg-muted">（{Math.round(h.yaw)}°, {Math.round(h.pitch)}°）</span></span>
              <Button size="mini" color="danger" fill="none" onClick={() => updateScene(scene.id, scene.hotspots.filter((_, j) => j !== i))}>删除</Button>
            </div>
          )) : <div className="vg-muted">点上方全景图放置热点</div>}
        </div>
      )}
      <div style={{ padding: 12, display: 'flex', gap: 8 }}>
        <Button color="primary" style={{ flex: 1 }} loading={busy} onClick={() => void save()} data-testid="pano-save">保存全景</Button>
        <Button style={{ flex: 1 }} disabled={!v.panorama.scenes.length} onClick={() => navigate(`/village/vr?village=${v.id}`)}>预览</Button>
      </div>
      <Popup visible={!!spotAt && !!scene} onMaskClick={() => setSpotAt(null)} destroyOnClose>
        {spotAt && scene && (
          <HotspotForm scenes={pano.scenes.filter((s) => s.id !== scene.id)} onCancel={() => setSpotAt(null)}
            onAdd={(h) => { updateScene(scene.id, [...scene.hotspots, { ...spotAt, ...h }]); setSpotAt(null); }} />
        )}
      </Popup>
    </>
  );
}

function HotspotForm({ scenes, onAdd, onCancel }: { scenes: Panorama['scenes']; onAdd: (h: Omit<VillageHotspot, 'yaw' | 'pitch'>) => void; onCancel: () => void }) {
  const [kind, setKind] = useState<HotspotKind>(scenes.length ? 'scene' : 'member');
  const [target, setTarget] = useState(scenes[0]?.id ?? '');
  const [label, setLabel] = useState(scenes[0]?.title ?? '');
  const add = () => {
    if (!target.trim()) return toast(kind === 'scene' ? '请选择场景' : '请填写编号');
    if (kind !== 'scene' && !/^[1-9]\d{0,9}$/.test(target.trim())) return toast('编号须为数字');
    if (!label.trim()) return toast('请填写热点名称');
    onAdd({ kind, targetId: target.trim(), label: label.trim() });
  };
  return (
    <Form layout="vertical" footer={
      <div className="vg-row"><Button style={{ flex: 1 }} onClick={onCancel}>取消</Button><Button color="primary" style={{ flex: 1 }} onClick={add} data-testid="hotspot-add">添加</Button></div>
    }>
      <Form.Header>放置热点</Form.Header>
      <Form.Item label="打开">
        <Selector columns={4} value={[kind]} onChange={(x) => { if (x[0]) { setKind(x[0]); setTarget(x[0] === 'scene' ? (scenes[0]?.id ?? '') : ''); } }}
          options={HOTSPOT_KINDS.map((k) => ({ label: HOTSPOT_KIND_NAMES[k], value: k, disabled: k === 'scene' && !scenes.length }))} />
      </Form.Item>
      {kind === 'scene' ? (
        <Form.Item label="前往场景">
          <Selector columns={3} value={[target]} onChange={(x) => { if (x[0]) { setTarget(x[0]); setLabel(scenes.find((s) => s.id === x[0])?.title ?? label); } }}
            options={scenes.map((s) => ({ label: s.title, value: s.id }))} />
        </Form.Item>
      ) : (
        <Form.Item label={`${HOTSPOT_KIND_NAMES[kind]}编号`}><Input value={target} onChange={setTarget} placeholder="如 123" inputMode="numeric" data-testid="hotspot-target" /></Form.Item>
      )}
      <Form.Item label="热点名称"><Input value={label} onChange={setLabel} maxLength={20} data-testid="hotspot-label" /></Form.Item>
    </Form>
  );
}
