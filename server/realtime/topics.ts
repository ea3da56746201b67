/**
 * The topic registry: each topic family is a name pattern and an authorise function that applies the same access
 * rules as the calls (it throws `fail('中文')` to refuse, like a service). Domains define theirs in
 * `<domain>.topics.ts` and list them in server/domains/index.ts (`domainTopics`).
 */
import type { Ctx } from '../http/context';

/** What an authorise function gets: a session context (guest included), its `headers.ap` from the subscribe frame. */
export type TopicCtx = Ctx<'session'>;

export interface TopicDef {
  /** How the README and logs name it, e.g. `project:<id>`. */
  name: string;
  /** Anchored (`^…$`); its groups go to `authorize`. */
  pattern: RegExp;
  /** Resolve to allow; throw `fail('…')` (UserError) to refuse with that message. */
  authorize(ctx: TopicCtx, match: RegExpExecArray): Promise<unknown> | unknown;
}

export const defineTopic = (def: TopicDef): TopicDef => def;

export class TopicRegistry {
  private readonly defs: TopicDef[] = [];

  constructor(defs: readonly TopicDef[] = []) {
    for (const d of defs) this.add(d);
  }

  add(def: TopicDef): void {
    if (!def.pattern.source.startsWith('^') || !def.pattern.source.endsWith('$')) {
      throw new Error(`realtime topic ${def.name}: the pattern must be anchored (^…$)`);
    }
    if (def.pattern.global || def.pattern.sticky) throw new Error(`realtime topic ${def.name}: no g or y flag`);
    if (this.defs.some((d) => d.name === def.name)) throw new Error(`realtime topic ${def.name} is defined twice`);
    this.defs.push(def);
  }

  /** The definition a topic belongs to, with its match; null for a topic nobody defined. */
  find(topic: string): { def: TopicDef; match: RegExpExecArray } | null {
    for (const def of this.defs) {
      const match = def.pattern.exec(topic);
      if (match) return { def, match };
    }
    return null;
  }

  get names(): string[] {
    return this.defs.map((d) => d.name);
  }
}
