/**
 * The sockets of this process by topic. A topic lives only while a socket holds it: the last unsubscribe (or
 * close) drops it, so the map never grows with topics nobody listens to.
 */

/** A subscriber: takes a ready-made text frame (the same bytes go to every socket of the topic, encoded once). */
export interface Subscriber {
  send(frame: string | Buffer): void;
}

export class LocalHub {
  private readonly topics = new Map<string, Set<Subscriber>>();

  add(topic: string, s: Subscriber): void {
    let set = this.topics.get(topic);
    if (!set) this.topics.set(topic, (set = new Set()));
    set.add(s);
  }

  remove(topic: string, s: Subscriber): void {
    const set = this.topics.get(topic);
    if (!set) return;
    set.delete(s);
    if (set.size === 0) this.topics.delete(topic);
  }

  has(topic: string): boolean {
    return this.topics.has(topic);
  }

  /** Send an event (`json`: its data, already serialised) to the topic's sockets here; how many got it. */
  deliver(topic: string, json: string): number {
    const set = this.topics.get(topic);
    if (!set) return 0;
    const frame = Buffer.from(`{"type":"event","topic":${JSON.stringify(topic)},"data":${json}}`);
    for (const s of [...set]) s.send(frame);
    return set.size;
  }

  stats(): { topics: number; subscriptions: number } {
    let subscriptions = 0;
    for (const set of this.topics.values()) subscriptions += set.size;
    return { topics: this.topics.size, subscriptions };
  }
}
