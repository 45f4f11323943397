/** The arguments of `npm run --silent seating` (FORMATS.md): --players N --sessions S [--seed K], whole numbers. */
export const USAGE = 'usage: npm run --silent seating -- --players N --sessions S [--seed K]';

export type Parsed = { ok: true; players: number; sessions: number; seed: number } | { ok: false; error: string };

function wholeNumber(text: string | undefined): number | null {
  return text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : null;
}

export function parseSeatingArgs(args: readonly string[]): Parsed {
  const values = new Map<string, number>();
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i] as string;
    if (!['--players', '--sessions', '--seed'].includes(flag)) return { ok: false, error: `unknown argument: ${flag.slice(0, 40)}` };
    if (values.has(flag)) return { ok: false, error: `${flag} given twice` };
    const value = wholeNumber(args[i + 1]);
    if (value === null) return { ok: false, error: `${flag} needs a whole number` };
    values.set(flag, value);
  }
  const players = values.get('--players');
  const sessions = values.get('--sessions');
  if (players === undefined || sessions === undefined) return { ok: false, error: '--players and --sessions are required' };
  return { ok: true, players, sessions, seed: values.get('--seed') ?? 0 };
}
