/** Pure helpers of the GEDCOM screens: the preview's headline lines and the poll interval of a job. */
import { GEDCOM_LIVE, type GedcomJob, type GedcomPreview } from '@contract/gedcom';

export const pollMs = (job: GedcomJob | undefined): number | false => (!job || GEDCOM_LIVE.includes(job.status) ? 1000 : false);

export interface PreviewLine {
  label: string;
  value: string;
}

export function previewLines(p: GedcomPreview): PreviewLine[] {
  const c = p.counts;
  const gens = p.minGeneration !== null && p.maxGeneration !== null
    ? `第${p.minGeneration}世至第${p.maxGeneration}世，共${c.generations}世` : '—';
  return [
    { label: '文件', value: `GEDCOM ${p.version} · ${p.encodingName}（${p.encodingSource}）` },
    { label: '文件内', value: `人物 ${c.persons} · 家庭 ${c.families}${c.media ? ` · 媒体 ${c.media}` : ''}` },
    { label: '将导入', value: `${c.members} 人（男丁与女儿 ${c.members - c.wives}，妻室 ${c.wives}）` },
    { label: '世次', value: gens },
    { label: '始祖', value: p.founder ? `${p.founder.name}（第${p.founder.generation}世）· ${p.founder.reason}` : '未找到，请指定' },
    { label: '在世者', value: p.privacyNote },
    ...(c.otherLines ? [{ label: '其他支系', value: `${c.otherLines} 支同姓世系未连上始祖，作为另一支导入并标为待考（${c.otherLineMembers} 人）` }] : []),
    ...(c.skipped ? [{ label: '不导入', value: `${c.skipped} 人不在本族世系中（外姓亲属或无关联，详见日志）` }] : []),
    ...(p.surnameFromClan ? [{ label: '姓氏', value: `${p.surnameFromClan} 人只写了名，已补上本族姓氏` }] : []),
    ...(p.mediaNote ? [{ label: '照片', value: p.mediaNote }] : []),
    ...((p.poems ?? []).length ? [{ label: '字辈', value: `${p.poems.join('；')}。${p.poemsNote}` }] : []),
  ];
}

export const LEVEL_NAMES = { info: '提示', warn: '警告', error: '错误' } as const;
