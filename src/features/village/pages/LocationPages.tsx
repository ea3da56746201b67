/**
 * /choose-location (?latitude=&longitude= to start from): choose a place by searching the divisions, tapping the
 * schematic map, or the device position (asked first, spec §4: a refusal explains how to allow it in settings); the
 * point is named by /data/address (the nearest county, no outside service). 确定 keeps it for the screen that opened
 * this one (village, member residence or burial, collect households, seek-roots posts) and goes back.
 * /open-location?latitude=&longitude=&name=: show a place.
 */
import { useState } from 'react';
import { Button, List } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { alert, confirm, copyText, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { LocationPicker } from '@src/components/ui/LocationPicker';
import { errorText } from '@src/components/ui/States';
import { useBack } from '@src/components/ui/use-back';
import { SchematicMap } from '../components/SchematicMap';
import { setPickedPlace } from '../pick';
import { villageQueries } from '../village.queries';
import '../village.css';

type Point = { latitude: number; longitude: number };
const numberParam = (p: URLSearchParams, k: string) => {
  const n = Number(p.get(k));
  return p.get(k) !== null && Number.isFinite(n) ? n : null;
};
function pointOf(p: URLSearchParams): Point | null {
  const latitude = numberParam(p, 'latitude');
  const longitude = numberParam(p, 'longitude');
  return latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

function useAddress(point: Point | null) {
  return useQuery({ ...villageQueries.address(point?.latitude ?? 0, point?.longitude ?? 0), enabled: !!point });
}

export function ChooseLocationPage() {
  const back = useBack();
  const [params] = useSearchParams();
  const [point, setPoint] = useState<Point | null>(() => pointOf(params));
  const [division, setDivision] = useState<{ ids: number[]; text: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const [locating, setLocating] = useState(false);
  const address = useAddress(point);

  const locate = async () => {
    if (!('geolocation' in navigator)) return toast('当前设备不支持定位');
    if (!(await confirm({ title: '获取位置', content: '允许获取您的精确位置，用于填写所在地？', confirmText: '允许' }))) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setDivision(null);
        setPoint({ latitude: Math.round(pos.coords.latitude * 1e5) / 1e5, longitude: Math.round(pos.coords.longitude * 1e5) / 1e5 });
      },
      (err) => {
        setLocating(false);
        if (err.code === err.PERMISSION_DENIED) void alert('操作权限已被拒绝，请手动前往设置', '提示', '立即设置');
        else toast('定位失败，请在地图上选择');
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  const done = () => {
    if (point && address.data) {
      const a = address.data;
      setPickedPlace({ ...point, areaIds: division?.ids ?? [a.province.id, a.city.id, a.county.id], text: division?.text ?? a.text });
    } else if (division) setPickedPlace({ latitude: NaN, longitude: NaN, areaIds: division.ids, text: division.text });
    else return toast('请选择位置');
    back();
  };
  return (
    <PageLayout title="选择位置" grey>
      <div className="vg-section">
        <SchematicMap point={point} onPick={(p) => { setDivision(null); setPoint(p); }} />
        <div className="vg-muted" style={{ marginTop: 4 }}>点地图选择大致位置，或搜索地区、使用当前位置</div>
        <div className="vg-row" style={{ marginTop: 8 }}>
          <Button size="small" onClick={() => setPicking(true)}>搜索地区</Button>
          <Button size="small" loading={locating} onClick={() => void locate()}>使用当前位置</Button>
        </div>
      </div>
      <List header="所选位置">
        {division && <List.Item description="行政区划">{division.text}</List.Item>}
        {point && (
          <List.Item description={`${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`} data-testid="location-address">
            {address.isPending ? '正在识别…' : address.isError ? errorText(address.error) : `${address.data.text}（距驻地 ${address.data.distanceKm} 公里）`}
          </List.Item>
        )}
        {!point && !division && <List.Item>尚未选择</List.Item>}
      </List>
      <div style={{ padding: 16 }}><Button block color="primary" disabled={!point && !division} onClick={done}>确定</Button></div>
      <LocationPicker visible={picking} depth={4} onClose={() => setPicking(false)}
        onConfirm={(areas) => { setDivision({ ids: areas.map((a) => a.id), text: areas.map((a) => a.name).filter((n, i, all) => n !== all[i - 1]).join('') }); setPicking(false); }} />
    </PageLayout>
  );
}

export function OpenLocationPage() {
  const [params] = useSearchParams();
  const point = pointOf(params);
  const name = params.get('name')?.slice(0, 40) ?? '';
  const address = useAddress(point);
  return (
    <PageLayout title={name || '查看位置'} grey>
      {point ? (
        <>
          <div className="vg-section"><SchematicMap point={point} /></div>
          <List>
            {name && <List.Item>{name}</List.Item>}
            <List.Item description="所在区县" data-testid="location-address">
              {address.isPending ? '正在识别…' : address.isError ? errorText(address.error) : address.data.text}
            </List.Item>
            <List.Item description="经纬度" extra={<Button size="mini" onClick={() => void copyText(`${point.latitude},${point.longitude}`)}>复制</Button>}>
              {point.latitude.toFixed(5)}, {point.longitude.toFixed(5)}
            </List.Item>
          </List>
        </>
      ) : <div className="vg-muted" style={{ padding: 24, textAlign: 'center' }}>没有位置信息</div>}
    </PageLayout>
  );
}
