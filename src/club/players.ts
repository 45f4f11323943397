import { nameKey } from './identity';

/**
 * Players as the club knows them: the names of games linked by their key (identity.ts), folded
 * with the changes made to them since. Changes are an append-only list of events, like a game's
 * hands: a rename, a merge of two names into one player, a split of one name out of its player
 * again, and an undo that takes a change back. Nothing in a game is rewritten.
 */
export type PlayerChange =
  /** The player who plays as `name` is shown as `to` from now on. */
  | { readonly kind: 'rename'; readonly name: string; readonly to: string }
  /** The player who plays as `name` and the one who plays as `into` are one player (shown as the latter). */
  | { readonly kind: 'merge'; readonly name: string; readonly into: string }
  /** The name `name` leaves the player it was merged into: a wrong merge split again. */
  | { readonly kind: 'split'; readonly name: string }
  /** The change with seq `target` is taken back. */
  | { readonly kind: 'undo'; readonly target: number };

export interface PlayerEvent {
  /** 1, 2, 3… in the order the changes were made. */
  readonly seq: number;
  /** Unique across phones: a season file's events are not added twice. */
  readonly id: string;
  readonly change: PlayerChange;
}

/** A player: the names they played under, and the name they are shown by. */
export interface Player {
  /** The key of one of their names: stable while the names stay together (a page's address). */
  readonly id: string;
  readonly name: string;
  /** The names written in games, as written, the most played first. */
  readonly spellings: readonly string[];
  /** Games (seats) played under all the names. */
  readonly seats: number;
}

export interface Directory {
  /** Every player with at least one game, by id. */
  readonly players: ReadonlyMap<string, Player>;
  /** The id of the player a name (as written in a game) belongs to. */
  playerOf(name: string): string;
}

/** The changes still in force: those not taken back, in order (an undo itself is no change to players). */
export function effectiveChanges(events: readonly PlayerEvent[]): Exclude<PlayerChange, { kind: 'undo' }>[] {
  const undone = new Set(events.flatMap((e) => (e.change.kind === 'undo' ? [e.change.target] : [])));
  return [...events].sort((a, b) => a.seq - b.seq).flatMap((e) => (e.change.kind === 'undo' || undone.has(e.seq) ? [] : [e.change]));
}

/** The last change an Undo takes back: the latest one not taken back yet, or null. */
export function lastUndoable(events: readonly PlayerEvent[]): PlayerEvent | null {
  const undone = new Set(events.flatMap((e) => (e.change.kind === 'undo' ? [e.change.target] : [])));
  const open = events.filter((e) => e.change.kind !== 'undo' && !undone.has(e.seq));
  return open.reduce<PlayerEvent | null>((last, e) => (last === null || e.seq > last.seq ? e : last), null);
}

/** Groups of name keys under a group id, with the names they were renamed to. */
class Groups {
  readonly groupOf = new Map<string, string>();
  readonly members = new Map<string, Set<string>>();
  readonly label = new Map<string, string>();

  group(key: string): string {
    const known = this.groupOf.get(key);
    if (known !== undefined) return known;
    this.groupOf.set(key, key);
    this.members.set(key, new Set([key]));
    return key;
  }

  /** The group of `from` joins the group of `into`, shown as `intoName` unless it was renamed. */
  merge(from: string, into: string, intoName: string): void {
    const a = this.group(from);
    const b = this.group(into);
    if (a === b) return;
    for (const key of this.members.get(a) ?? []) {
      this.groupOf.set(key, b);
      this.members.get(b)?.add(key);
    }
    this.members.delete(a);
    // The player merged into is shown by the name they were merged into (or the one they were renamed to).
    if (!this.label.has(b)) this.label.set(b, intoName.trim());
    this.label.delete(a);
  }

  split(key: string): void {
    const g = this.group(key);
    const rest = [...(this.members.get(g) ?? [])].filter((k) => k !== key);
    if (rest.length === 0) return;
    if (g === key) {
      // The group was known by the name that leaves: it goes on under the first of the others (sorted: the same on every phone).
      const next = rest.sort()[0]!;
      this.members.set(next, new Set(rest));
      for (const k of rest) this.groupOf.set(k, next);
      const renamed = this.label.get(g);
      if (renamed !== undefined) this.label.set(next, renamed);
      this.label.delete(g);
    } else {
      this.members.get(g)?.delete(key);
    }
    this.groupOf.set(key, key);
    this.members.set(key, new Set([key]));
  }

  apply(change: Exclude<PlayerChange, { kind: 'undo' }>): void {
    if (change.kind === 'merge') this.merge(nameKey(change.name), nameKey(change.into), change.into);
    else if (change.kind === 'split') this.split(nameKey(change.name));
    else if (change.to.trim() !== '') this.label.set(this.group(nameKey(change.name)), change.to.trim());
  }
}

/** How often each spelling was played, and when last (its place in `names`). */
function spellingCounts(names: readonly string[]): Map<string, { count: number; last: number }> {
  const counts = new Map<string, { count: number; last: number }>();
  names.forEach((name, i) => {
    const known = counts.get(name);
    counts.set(name, { count: (known?.count ?? 0) + 1, last: i });
  });
  return counts;
}

/**
 * The players behind the names of games (`names`: every seat's name, games in time order), after
 * the changes. A player is shown by the name they were renamed to, else by the spelling they played
 * under most (of equal counts, the latest).
 */
export function directoryOf(names: readonly string[], events: readonly PlayerEvent[]): Directory {
  const groups = new Groups();
  const counts = spellingCounts(names);
  for (const name of counts.keys()) groups.group(nameKey(name));
  for (const change of effectiveChanges(events)) groups.apply(change);
  const spellingsOf = new Map<string, string[]>();
  for (const name of counts.keys()) {
    const id = groups.group(nameKey(name));
    spellingsOf.set(id, [...(spellingsOf.get(id) ?? []), name]);
  }
  const players = new Map<string, Player>();
  for (const [id, spellings] of spellingsOf) {
    const ordered = spellings.sort((a, b) => counts.get(b)!.count - counts.get(a)!.count || counts.get(b)!.last - counts.get(a)!.last);
    const seats = ordered.reduce((sum, s) => sum + counts.get(s)!.count, 0);
    players.set(id, { id, name: groups.label.get(id) ?? ordered[0]!, spellings: ordered, seats });
  }
  // A season's 1,000 games name a few dozen players 4,000 times: each name as written is keyed once.
  const byName = new Map<string, string>();
  const playerOf = (name: string): string => {
    let id = byName.get(name);
    if (id === undefined) {
      id = groups.group(nameKey(name));
      byName.set(name, id);
    }
    return id;
  };
  return { players, playerOf };
}

/** The players whose shown name or any spelling holds `query`, whatever its case and diacritics ("lukasz" finds "Łukasz"). */
export function findPlayers(directory: Directory, query: string): Player[] {
  const wanted = nameKey(query);
  const all = [...directory.players.values()];
  const found = wanted === '' ? all : all.filter((p) => [p.name, ...p.spellings].some((name) => nameKey(name).includes(wanted)));
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
