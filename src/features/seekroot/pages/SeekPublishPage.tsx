/**
 * /seekroot/publish: 发布寻根 — surname, ancestral place (area picker, province → county) and village, 堂号 / 郡望,
 * the 字辈 characters remembered (elder to younger) and whose generation the last one is, father / grandfather /
 * great-grandfather, birth year (from my base info), title, migration story, photos, contact. After publishing the
 * details page shows the clans matched.
 */
import { useEffect, useState } from 'react';
import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/seek-root';
import { toast } from '@src/app/shell/feedback';
import { LocationPicker } from '@src/components/ui/LocationPicker';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PhotoField } from '@src/components/ui/PhotoField';
import { useApiQuery } from '@src/lib/query';
import { seekAdd } from '../seekroot.queries';
import '../seekroot.css';

const HAN = /^[\p{Script=Han}]*$/u;

export default function SeekPublishPage() {
  const navigate = useNavigate();
  const base = useApiQuery(c.seekRootUserBaseInfo, {});
  const [firstName, setFirstName] = useState('');
  const [area, setArea] = useState<{ ids: number[]; names: string[] }>({ ids: [], names: [] });
  const [picking, setPicking] = useState(false);
  const [village, setVillage] = useState('');
  const [hall, setHall] = useState('');
  const [junwang, setJunwang] = useState('');
  const [zibei, setZibei] = useState('');
  const [zibeiLast, setZibeiLast] = useState(0);
  const [father, setFather] = useState('');
  const [grandfather, setGrandfather] = useState('');
  const [greatGrandfather, setGreatGrandfather] = useState('');
  const [birthYear, setBirthYear] = useState('');
  const [title, setTitle] = useState('');
  const [story, setStory] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const b = base.data;
    if (!b) return;
    setFirstName((v) => v || b.firstName);
    setBirthYear((v) => v || (b.birthYear ? String(b.birthYear) : ''));
    setContact((v) => v || b.contact);
  }, [base.data]);

  const publish = async () => {
    const name = firstName.trim();
    if (!name) { toast('请填写姓氏'); return; }
    if (!HAN.test(name)) { toast('姓氏只能填写汉字'); return; }
    const chars = zibei.replace(/\s+/g, '');
    if (!HAN.test(chars)) { toast('字辈只能填写汉字'); return; }
    if (!chars && !grandfather.trim() && !greatGrandfather.trim() && !father.trim() && !story.trim() && !area.names.length) {
      toast('请至少填写祖籍、字辈、祖辈姓名或迁徙经历中的一项');
      return;
    }
    setBusy(true);
    try {
      const r = await seekAdd({
        firstName: name, areaCode: area.ids[area.ids.length - 1] ?? 0, areaName: area.names.join(' '), village: village.trim(),
        hall: hall.trim(), junwang: junwang.trim(), zibei: chars, zibeiLast, father: father.trim(), grandfather: grandfather.trim(),
        greatGrandfather: greatGrandfather.trim(), birthYear: Number(birthYear) || 0, title: title.trim(), story: story.trim(), images, contact: contact.trim(),
      });
      toast('发布成功，正在为你匹配家族', 'success');
      navigate(`/seekroot/details?id=${r.id}`, { replace: true });
    } catch { /* shown */ } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title="发布寻根" grey>
      <Form layout="horizontal">
        <Form.Header>我知道的祖上</Form.Header>
        <Form.Item label="姓氏" required><Input placeholder="如 陈" maxLength={2} value={firstName} onChange={setFirstName} data-testid="seek-first-name" /></Form.Item>
        <Form.Item label="祖籍" onClick={() => setPicking(true)}>
          <button type="button" className="zp-seek-pick" data-testid="seek-area">{area.names.length ? area.names.join(' ') : <span className="zp-seek-placeholder">选择省、市、县</span>}</button>
        </Form.Item>
        <Form.Item label="村镇"><Input placeholder="如 安海镇" maxLength={60} value={village} onChange={setVillage} /></Form.Item>
        <Form.Item label="堂号"><Input placeholder="如 颍川堂" maxLength={20} value={hall} onChange={setHall} data-testid="seek-hall" /></Form.Item>
        <Form.Item label="郡望"><Input placeholder="如 颍川" maxLength={20} value={junwang} onChange={setJunwang} /></Form.Item>
        <Form.Header>字辈与先人</Form.Header>
        <Form.Item label="字辈" help="按辈分从长到幼，依次填写记得的字"><Input placeholder="如 德明光" maxLength={20} value={zibei} onChange={setZibei} data-testid="seek-zibei" /></Form.Item>
        <Form.Item label="最后一字是">
          <Selector columns={3} style={{ '--padding': '8px 4px' } as React.CSSProperties} options={c.ZIBEI_LAST_NAMES.map((label, value) => ({ label, value }))} value={[zibeiLast]} onChange={(v) => setZibeiLast(v[0] ?? 0)} />
        </Form.Item>
        <Form.Item label="父亲"><Input placeholder="姓名" maxLength={12} value={father} onChange={setFather} data-testid="seek-father" /></Form.Item>
        <Form.Item label="祖父"><Input placeholder="姓名" maxLength={12} value={grandfather} onChange={setGrandfather} data-testid="seek-grandfather" /></Form.Item>
        <Form.Item label="曾祖父"><Input placeholder="姓名" maxLength={12} value={greatGrandfather} onChange={setGreatGrandfather} /></Form.Item>
        <Form.Item label="出生年份" help="用于推算世次"><Input type="number" placeholder="如 1963" value={birthYear} onChange={setBirthYear} data-testid="seek-birth-year" /></Form.Item>
        <Form.Header>寻根故事</Form.Header>
        <Form.Item label="标题"><Input placeholder="如 寻晋江陈氏宗亲" maxLength={40} value={title} onChange={setTitle} data-testid="seek-title" /></Form.Item>
        <Form.Item label="迁徙经历" layout="vertical"><TextArea placeholder="祖上从哪里迁来、何时迁徙、家中流传的说法…" maxLength={2000} showCount rows={5} value={story} onChange={setStory} data-testid="seek-story" /></Form.Item>
        <Form.Item label="照片（最多9张）" layout="vertical"><PhotoField multiple max={9} value={images} onChange={setImages} /></Form.Item>
        <Form.Item label="联系方式"><Input placeholder="登录用户可见，选填" maxLength={40} value={contact} onChange={setContact} /></Form.Item>
      </Form>
      <div style={{ padding: 12 }}><Button block color="primary" loading={busy} disabled={busy} onClick={() => void publish()} data-testid="seek-publish">发布</Button></div>
      <LocationPicker
        visible={picking}
        title="选择祖籍"
        value={area.ids}
        onClose={() => setPicking(false)}
        onConfirm={(areas) => setArea({ ids: areas.map((a) => a.id), names: areas.map((a) => a.name) })}
      />
    </PageLayout>
  );
}
