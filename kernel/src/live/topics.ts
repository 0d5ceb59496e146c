import type { Access } from '@lauda/sdk/server';

export interface RegisteredTopic {
  owner: string;
  name: string;
  access: Access;
  description?: string;
  /** every message names its document and is delivered by that document's access answer */
  documents?: boolean;
}

/** Every live topic with the access needed to subscribe; the socket refuses the rest. */
export class TopicRegistry {
  private readonly topics = new Map<string, RegisteredTopic>();
  add(t: RegisteredTopic): void {
    if (!/^[a-z][a-z0-9_]*$/.test(t.name)) throw new Error(`${t.owner}: topic "${t.name}" must be lower-case with underscores`);
    const prior = this.topics.get(t.name);
    if (prior) throw new Error(`${t.owner}: topic "${t.name}" is already declared by ${prior.owner}`);
    if (t.access === undefined) throw new Error(`${t.owner}: topic "${t.name}" does not state the access needed to subscribe`);
    this.topics.set(t.name, t);
  }
  get(name: string): RegisteredTopic | undefined {
    return this.topics.get(name);
  }
  all(): RegisteredTopic[] {
    return [...this.topics.values()];
  }
}
