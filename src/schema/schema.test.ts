import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  excerpt,
  EXCERPT_CHARS,
  Fields,
  four,
  int,
  jsonDepthProblem,
  list,
  mapOf,
  oneOf,
  parseJson,
  text,
  valueBoundsProblem,
  type Decoder,
} from '.';

/** An array nested `depth` deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('excerpt', () => {
  it('quotes short values whole, as JSON would (numbers as they are)', () => {
    expect(excerpt(5)).toBe('5');
    expect(excerpt('two')).toBe('"two"');
    expect(excerpt([1, 'a', null, true])).toBe('[1,"a",null,true]');
    expect(excerpt({ a: { b: 1 } })).toBe('{"a":{"b":1}}');
    expect(excerpt(1e308)).toBe('1e+308');
    expect(excerpt(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(excerpt(undefined)).toBe('nothing');
  });

  it('cuts anything longer, however large or deep, at a few dozen characters', () => {
    expect(excerpt('x'.repeat(1_000_000))).toBe(`"${'x'.repeat(EXCERPT_CHARS - 1)}…`);
    expect(excerpt(nested(10_000))).toBe(`${'['.repeat(EXCERPT_CHARS)}…`);
    expect(excerpt(Array.from({ length: 100_000 }, (_, i) => i)).length).toBe(EXCERPT_CHARS + 1);
    // Never between the halves of a character outside the BMP.
    expect(excerpt(`${'a'.repeat(EXCERPT_CHARS - 2)}😀😀`)).toBe(`"${'a'.repeat(EXCERPT_CHARS - 2)}…`);
  });

  it('never throws and never exceeds its length', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(excerpt(value).length).toBeLessThanOrEqual(EXCERPT_CHARS + 1);
      }),
    );
  });
});

describe('the size and depth guards', () => {
  it('refuse text nested too deep before parsing it, strings skipped', () => {
    expect(jsonDepthProblem('[[["[[[[[[[[[["]]]', 3)).toBeNull();
    expect(jsonDepthProblem('[{"a":[[1]]}]', 3)).toMatch(/nested more than 3 deep \(at character 8\)/);
    expect(jsonDepthProblem('"\\"[[[["', 1)).toBeNull();
    expect(parseJson('['.repeat(10_000_000), { maxChars: 20_000_000, maxDepth: 32 }, 'line 1')).toEqual({
      ok: false,
      errors: ['line 1: nested more than 32 deep (at character 33)'],
      reason: 'size',
    });
  });

  it('refuse text too large, and bad JSON with a short message', () => {
    expect(parseJson('[1,2,3]', { maxChars: 6, maxDepth: 32 }, 'record')).toEqual({
      ok: false,
      errors: ['record: too large (7 characters, at most 6)'],
      reason: 'size',
    });
    const broken = parseJson(`{"name":"${'x'.repeat(100_000)}`, { maxChars: 1_000_000, maxDepth: 32 }, 'record');
    expect(broken.ok).toBe(false);
    expect(broken).toMatchObject({ ok: false, reason: 'syntax' });
    if (!broken.ok) expect(broken.errors[0]!.length).toBeLessThan(120);
    expect(parseJson('{"a":[1]}', { maxChars: 100, maxDepth: 2 }, 'record')).toEqual({ ok: true, value: { a: [1] } });
  });

  it('walk a parsed value without recursion: 10,000 deep is a refusal, not a stack overflow', () => {
    expect(valueBoundsProblem(nested(10_000), { maxDepth: 32, maxNodes: 100_000 })).toMatch(/^nested more than 32 deep \(\[\[\[/);
    expect(valueBoundsProblem(nested(32), { maxDepth: 32, maxNodes: 100_000 })).toBeNull();
    expect(
      valueBoundsProblem(
        Array.from({ length: 1000 }, () => 1),
        { maxDepth: 32, maxNodes: 500 },
      ),
    ).toBe('more than 500 values');
    expect(valueBoundsProblem({ concealed: '1m'.repeat(100) }, { maxDepth: 4, maxNodes: 100, maxTextChars: 64 })).toBe(
      `text longer than 64 characters ("${'1m'.repeat(20).slice(0, EXCERPT_CHARS - 1)}…)`,
    );
    expect(valueBoundsProblem({ ['k'.repeat(65)]: 1 }, { maxDepth: 4, maxNodes: 100, maxTextChars: 64 })).toMatch(
      /^text longer than 64 characters/,
    );
    expect(valueBoundsProblem({ melds: ['p111z'] }, { maxDepth: 4, maxNodes: 100, maxTextChars: 64 })).toBeNull();
    const cycle: unknown[] = [];
    cycle.push(cycle);
    expect(valueBoundsProblem(cycle, { maxDepth: 1000, maxNodes: 100 })).not.toBeNull();
  });
});

describe('decoders', () => {
  it('bound whole numbers', () => {
    const han = int(1, 100);
    expect(han(3, 'han')).toEqual({ ok: true, value: 3 });
    expect(han(0, 'han')).toEqual({ ok: false, errors: ['han: expected a whole number from 1 to 100, got 0'] });
    expect(han(1e15, 'han')).toEqual({ ok: false, errors: ['han: expected a whole number from 1 to 100, got 1000000000000000'] });
    expect(han(2.5, 'han').ok).toBe(false);
    expect(han('2', 'han').ok).toBe(false);
  });

  it('bound texts, quoting only an excerpt of one too long', () => {
    const name = text({ max: 10, nonEmpty: true });
    expect(name('Anna', 'players[0]')).toEqual({ ok: true, value: 'Anna' });
    expect(name('  ', 'players[0]')).toEqual({ ok: false, errors: ['players[0]: expected text, got an empty one'] });
    const long = name('y'.repeat(1_000_000), 'players[0]');
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.errors[0]).toBe(`players[0]: text longer than 10 characters ("${'y'.repeat(EXCERPT_CHARS - 1)}…)`);
    expect(text({ max: 5 })('', 'note')).toEqual({ ok: true, value: '' });
  });

  it('bound lists and name each bad item by its place', () => {
    const seats = list(int(0, 3), { max: 4, of: 'seats' });
    expect(seats([0, 3], 'riichi')).toEqual({ ok: true, value: [0, 3] });
    expect(seats([0, 5, 7], 'riichi')).toEqual({
      ok: false,
      errors: ['riichi[1]: expected a whole number from 0 to 3, got 5', 'riichi[2]: expected a whole number from 0 to 3, got 7'],
    });
    expect(seats([0, 1, 2, 3, 0], 'riichi')).toEqual({ ok: false, errors: ['riichi: expected at most 4 seats, got [0,1,2,3,0]'] });
    expect(four(int(0, 9), 'digits')([1, 2, 3], 'scores')).toEqual({ ok: false, errors: ['scores: expected 4 digits, got [1,2,3]'] });
    expect(four(int(0, 9), 'digits')([1, 2, 3, 4], 'scores')).toEqual({ ok: true, value: [1, 2, 3, 4] });
  });

  it('read maps with bounded keys, and fields with their paths', () => {
    const yaku = mapOf(int(1, 13), { maxKeys: 3, maxKeyChars: 8, of: 'a map of yaku to han' });
    expect(yaku({ riichi: 1, pinfu: 1 }, 'hands[2].wins[0].yaku')).toEqual({ ok: true, value: { riichi: 1, pinfu: 1 } });
    expect(yaku({ riichi: 0 }, 'hands[2].wins[0].yaku')).toEqual({
      ok: false,
      errors: ['hands[2].wins[0].yaku.riichi: expected a whole number from 1 to 13, got 0'],
    });
    expect(yaku({ ['k'.repeat(100)]: 1 }, 'yaku').ok).toBe(false);
    expect(yaku({ a: 1, b: 1, c: 1, d: 1 }, 'yaku').ok).toBe(false);
    const win = new Fields({ winner: 1, han: 'x' }, 'hands[2].wins[0]');
    const winner: Decoder<number> = int(0, 3);
    expect(win.get('winner', winner)).toBe(1);
    expect(win.get('han', int(1, 100))).toBeUndefined();
    expect(win.opt('fu', int(20, 110))).toBeUndefined();
    expect(win.get('reason', oneOf(['kyuushu', 'suufon']))).toBeUndefined();
    expect(win.errors).toEqual([
      'hands[2].wins[0].han: expected a whole number from 1 to 100, got "x"',
      'hands[2].wins[0].reason: expected one of kyuushu, suufon, got nothing',
    ]);
  });
});
