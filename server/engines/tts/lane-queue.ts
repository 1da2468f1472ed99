// The pool's waiting line: one queue per lane (a user), served in turns, so one user's long
// chapter never starves another user's short request.
export class LaneQueue<T> {
  private readonly lanes = new Map<string, T[]>();
  /** Lanes with waiting items, in the order they get their next turn. */
  private readonly turns: string[] = [];

  get size(): number {
    let n = 0;
    for (const q of this.lanes.values()) n += q.length;
    return n;
  }

  push(lane: string, item: T): void {
    const q = this.lanes.get(lane);
    if (q) q.push(item);
    else {
      this.lanes.set(lane, [item]);
      this.turns.push(lane);
    }
  }

  /** The next item: the first of the lane whose turn it is; that lane then goes to the back. */
  shift(): T | undefined {
    const lane = this.turns.shift();
    if (lane === undefined) return undefined;
    const q = this.lanes.get(lane)!;
    const item = q.shift()!;
    if (q.length) this.turns.push(lane);
    else this.lanes.delete(lane);
    return item;
  }

  /** Takes an item out (cancelled or timed out while waiting); false when it is not waiting. */
  remove(lane: string, item: T): boolean {
    const q = this.lanes.get(lane);
    const i = q ? q.indexOf(item) : -1;
    if (!q || i < 0) return false;
    q.splice(i, 1);
    if (!q.length) {
      this.lanes.delete(lane);
      this.turns.splice(this.turns.indexOf(lane), 1);
    }
    return true;
  }

  drain(): T[] {
    const all = [...this.lanes.values()].flat();
    this.lanes.clear();
    this.turns.length = 0;
    return all;
  }
}
