/**
 * A Map that holds at most `max` entries: setting a new key past that lets the oldest go. For the
 * small memories of a hot path (parsed texts, prepared statements, learnt sizes), which must not
 * grow with what users send. Setting a key again after deleting it makes it the newest.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
    if (!(max >= 1)) throw new RangeError('BoundedMap needs room for one entry at least');
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
