/**
 * Demo data of the memorial domains (sacrifice, hall) for a seeded clan (server/seed/clans.ts calls this after loading a clan): a
 * memorial hall for the founder (始祖) with a lifetime article, and an ancestral hall (宗祠) with the tablets of the
 * first three generations (men and their wives, at most 60). Idempotent: nothing is added when the clan's project
 * already has an ancestral hall.
 */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ancestralHalls, clanMembers, clans, hallTablets, projects, sacrificeHalls, sacrificeLifetime } from '../db/schema/index';
import { memberName, personOfMember, tabletSort, tabletText } from '../domains/sacrifice/index';

export async function seedMemorials(db: Db, projectId: number, clanId: number): Promise<void> {
  const [p] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  const [clan] = await db.select().from(clans).where(eq(clans.id, clanId)).limit(1);
  if (!p || !clan) return;
  const [has] = await db.select({ id: ancestralHalls.id }).from(ancestralHalls).where(eq(ancestralHalls.projectId, projectId)).limit(1);
  if (has) return;
  const early = await db.select().from(clanMembers)
    .where(and(eq(clanMembers.clanId, clanId), lte(clanMembers.generation, 3), eq(clanMembers.living, false)))
    .orderBy(asc(clanMembers.generation), asc(clanMembers.clanRank), asc(clanMembers.birthOrder), asc(clanMembers.id)).limit(60);
  const founder = early.find((m) => m.gender === 'm' && !m.husbandId);
  const now = new Date();
  if (founder) {
    const [mh] = await db.insert(sacrificeHalls).values({
      ownerId: p.ownerId, projectId, clanId, memberId: founder.id, surname: founder.surname, name: memberName(founder), gender: 'm',
      birth: founder.birth, death: founder.death, birthText: founder.birthText ?? '', deathText: founder.deathText ?? '', style: 0,
      biography: founder.biography || `${memberName(founder)}，${p.surname || founder.surname}氏始祖，${p.area ? `肇基${p.area}，` : ''}子孙繁衍，世守家风。`,
      epitaph: '德泽绵长', musicKey: 'zhuinian', createdAt: now, updatedAt: now,
    }).onConflictDoNothing().returning({ id: sacrificeHalls.id });
    if (mh) {
      await db.insert(sacrificeLifetime).values({
        hallId: mh.id, kind: 'article', title: `${memberName(founder)}事略`, createdAt: now,
        content: `${memberName(founder)}为${clan.name}一世祖。${founder.biography ?? ''}后世子孙建此纪念馆，岁时祭扫，以志不忘。`,
      });
    }
  }
  const [hall] = await db.insert(ancestralHalls).values({
    projectId, name: `${p.surname || clan.surname}氏宗祠`, hallName: clan.hall ?? '', type: 1, plaque: clan.hall || `${p.surname || clan.surname}氏宗祠`,
    coupletRight: '祖德流芳远', coupletLeft: '宗功世泽长', intro: `${clan.name}的宗祠，供奉一至三世祖先神位。`, address: p.area,
    createdBy: p.ownerId, createdAt: now, updatedAt: now,
  }).returning({ id: ancestralHalls.id });
  const husbandIds = early.map((m) => m.husbandId).filter((x): x is number => !!x);
  const husbands = husbandIds.length ? await db.select().from(clanMembers).where(inArray(clanMembers.id, husbandIds)) : [];
  const husbandOf = new Map(husbands.map((h) => [h.id, h]));
  if (early.length) {
    await db.insert(hallTablets).values(early.map((m) => {
      const person = personOfMember(m, null);
      const husband = m.husbandId ? husbandOf.get(m.husbandId) : undefined;
      person.husbandSurname = husband?.surname;
      return {
        hallId: hall.id, projectId, memberId: m.id, generation: m.generation, sort: tabletSort(m, husband), name: memberName(m),
        sex: m.gender === 'f' ? 'female' : 'male', text: tabletText(person), createdAt: now,
      };
    })).onConflictDoNothing();
  }
}
