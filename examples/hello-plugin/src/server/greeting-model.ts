import { Model } from '@lauda/sdk/server';
import type { Greeting } from '../common/index.js';

/** A greeting row as an objection model; bound to the kernel's database with `db.bind(GreetingModel)`. */
export class GreetingModel extends Model {
  static override tableName = 'hello_greetings';

  id!: number;
  text!: string;
  author_id!: number | null;
  author!: string;
  created_at!: number;
  deleted_at!: number | null;

  toGreeting(): Greeting {
    return { id: Number(this.id), text: this.text, author: this.author, createdAt: new Date(Number(this.created_at)).toISOString() };
  }
}
