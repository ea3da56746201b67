/**
 * Reviewed people of an old register → a GEDCOM 7.0 file, so that the GEDCOM import (its preview, duplicate check,
 * 世 rules, log and merge job) is the one way they reach the clan. Pure.
 * Men: `NAME 德常 /陈/` (the clan's surname split off when the name starts with it, else the given name alone, which
 * the import gives the clan's surname), `_ZP_GEN` the register's 世, `NAME … TYPE OTHER PHRASE 字` for a 字;
 * wives 「林氏」 → `NAME /林/` in a family with the husband; a father and his sons in one family, sons in the
 * register's order.
 */
import type { OldregPerson } from '@contract/oldreg';

const clean = (s: string) => s.replace(/[\r\n@/]/g, '').trim();

export function peopleToGedcom(people: readonly OldregPerson[], clan: { name: string; surname: string; hall?: string | null }, title: string): string {
  const out: string[] = [];
  const line = (level: number, tag: string, value?: string, xref?: string) =>
    out.push(`${level}${xref ? ` @${xref}@` : ''} ${tag}${value ? ` ${value}` : ''}`);
  line(0, 'HEAD');
  line(1, 'GEDC');
  line(2, 'VERS', '7.0');
  line(1, 'SCHMA');
  line(2, 'TAG', '_ZP_GEN https://zupu.app/gedcom/v1/_ZP_GEN');
  line(1, 'SOUR', 'ZUPU');
  line(2, 'NAME', clean(`旧谱：${title}`));
  line(1, 'LANG', 'zh');

  const keys = new Set(people.map((p) => p.key));
  const ordered = [...people].sort((a, b) => a.key - b.key);
  // one family per man: himself, his wives (the first wife in it, the others in families of their own), his sons
  const fams = new Map<number, { xref: string; wife: string | null; children: number[] }[]>();
  let famNo = 0;
  let wifeNo = 0;
  const wives: { xref: string; surname: string; fam: string }[] = [];
  for (const p of ordered) {
    const list: { xref: string; wife: string | null; children: number[] }[] = [];
    const ws = p.wives.map(clean).filter(Boolean);
    for (const w of ws.length ? ws : [null]) {
      const xref = `F${++famNo}`;
      let wx: string | null = null;
      if (w) {
        wx = `W${++wifeNo}`;
        wives.push({ xref: wx, surname: w.replace(/氏$/, '') || w, fam: xref });
      }
      list.push({ xref, wife: wx, children: [] });
    }
    fams.set(p.key, list);
  }
  for (const p of ordered) {
    if (p.fatherKey != null && keys.has(p.fatherKey)) fams.get(p.fatherKey)![0].children.push(p.key);
  }
  const famOfChild = new Map<number, string>();
  for (const [, list] of fams) for (const c of list[0].children) famOfChild.set(c, list[0].xref);

  for (const p of ordered) {
    const name = clean(p.name);
    const given = clan.surname && name.startsWith(clan.surname) && name.length > clan.surname.length ? name.slice(clan.surname.length) : name;
    line(0, 'INDI', undefined, `I${p.key}`);
    line(1, 'NAME', given !== name ? `${given} /${clan.surname}/` : given);
    if (p.courtesy) {
      line(1, 'NAME', clean(p.courtesy));
      line(2, 'TYPE', 'OTHER');
      line(3, 'PHRASE', '字');
    }
    line(1, 'SEX', 'M');
    const list = fams.get(p.key)!;
    for (const f of list) if (f.wife || f.children.length) line(1, 'FAMS', `@${f.xref}@`);
    const fc = famOfChild.get(p.key);
    if (fc) line(1, 'FAMC', `@${fc}@`);
    if (p.generation != null) line(1, '_ZP_GEN', String(p.generation));
    if (p.text) line(1, 'NOTE', clean(`旧谱原文：${p.text}`).slice(0, 240));
  }
  for (const w of wives) {
    line(0, 'INDI', undefined, w.xref);
    line(1, 'NAME', `/${w.surname}/`);
    line(1, 'SEX', 'F');
    line(1, 'FAMS', `@${w.fam}@`);
  }
  for (const p of ordered) {
    for (const f of fams.get(p.key)!) {
      if (!f.wife && !f.children.length) continue;
      line(0, 'FAM', undefined, f.xref);
      line(1, 'HUSB', `@I${p.key}@`);
      if (f.wife) line(1, 'WIFE', `@${f.wife}@`);
      for (const c of f.children) line(1, 'CHIL', `@I${c}@`);
    }
  }
  line(0, 'TRLR');
  return out.join('\n') + '\n';
}
