import { describe, expect, it } from 'vitest';
import { readSeasonFile, SEASON_FORMAT, writeSeasonFile, mergesOf, type SeasonFile } from './seasonFile';
import { handComputedNight } from './testRecords';
import type { PlayerEvent } from './players';

const events: PlayerEvent[] = [
  { seq: 1, id: 'e1', change: { kind: 'merge', name: 'anna', into: 'Anna' } },
  { seq: 2, id: 'e2', change: { kind: 'rename', name: 'Anna', to: 'Anna K.' } },
  { seq: 3, id: 'e3', change: { kind: 'undo', target: 2 } },
];
const file: SeasonFile = {
  format: SEASON_FORMAT,
  season: {
    id: 's1',
    name: 'Jesień 2026',
    scope: { kind: 'range', from: '2026-10-01', to: '2026-12-31' },
    rule: { kind: 'best', games: 24 },
    minGames: 6,
  },
  games: [{ ...handComputedNight, id: 'g1' }],
  players: [{ name: 'Anna', names: ['Anna', 'anna'] }],
  merges: mergesOf(events),
};

describe('the season file (tenbo-season/1)', () => {
  it('writes the changes in force only (an undone one is left out), and reads back the same file', () => {
    expect(file.merges).toEqual([{ id: 'e1', change: { kind: 'merge', name: 'anna', into: 'Anna' } }]);
    const read = readSeasonFile(writeSeasonFile(file));
    expect(read).toEqual({ ok: true, file });
  });

  it('refuses a file that is not one, or any bad part of it, with short reasons naming where', () => {
    expect(readSeasonFile('{"format":"riichi-record/1"}')).toEqual({ ok: false, errors: [expect.stringContaining('tenbo-season/1')] });
    expect(readSeasonFile('not json')).toMatchObject({ ok: false, errors: [expect.stringContaining('not valid JSON')] });
    const badGame = JSON.parse(writeSeasonFile(file));
    badGame.games[0].players = ['A', 'A', 'B', 'C'];
    badGame.season.rule = { kind: 'best', games: 0 };
    const read = readSeasonFile(JSON.stringify(badGame));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors.join('\n')).toMatch(/season\.rule\.games/);
    expect(read.errors.join('\n')).toMatch(/games\[0\]/);
    for (const error of read.errors) expect(error.length).toBeLessThan(200);
    const backwards = JSON.parse(writeSeasonFile(file));
    backwards.season.scope = { kind: 'range', from: '2026-12-31', to: '2026-10-01' };
    expect(readSeasonFile(JSON.stringify(backwards))).toEqual({ ok: false, errors: ['season.scope: the first night is after the last'] });
    const deep = `{"format":"${SEASON_FORMAT}","games":${'['.repeat(100)}${']'.repeat(100)}}`;
    expect(readSeasonFile(deep)).toMatchObject({ ok: false, errors: [expect.stringMatching(/deep|nest/)] });
  });
});
