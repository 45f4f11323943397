import { useEffect, useId, useState } from 'react';
import { PRESETS } from '../core/rules';
import { playerKey, RECORD_LIMITS } from '../ledger';
import { useT } from '../i18n';
import type { Players } from '../store/types';
import { createGame, loadGame, recentNames } from '../store/games';
import { useUi } from '../nav/ui';
import { withStorage } from '../store/storageProblem';
import { Header } from './Header';
import { HouseRules } from './HouseRules';
import { RulesCheckedSubmit } from './RulesCheckedSubmit';
import { PresetSelect } from '../ui/PresetSelect';
import { HouseRulesSummary, useRulesChoice } from './rulesChoice';

const WIND_KEYS = ['wind.E', 'wind.S', 'wind.W', 'wind.N'] as const;

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export function validNames(names: readonly string[]): names is Players {
  // The ledger's rule for one player's name (playerKey), so a game started here is a record it reads.
  const keys = names.map(playerKey);
  return keys.length === 4 && keys.every(Boolean) && new Set(keys).size === 4;
}

/** New game: four names by seat (recent names suggested), random seating, preset and house rules. */
export function Setup({ from }: { from?: string }) {
  const t = useT();
  const navigate = useUi((s) => s.navigate);
  const listId = useId();
  const [names, setNames] = useState<string[]>(['', '', '', '']);
  const rules = useRulesChoice();
  const { presetId, overrides, invalid, unbalanced, setOverrides, setInvalid, restore } = rules;
  // Back to preset clears the fields' typed text as well: the house rules start afresh.
  const [resets, setResets] = useState(0);
  const [houseOpen, setHouseOpen] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void withStorage(recentNames).then((list) => setRecent(list ?? []));
    if (!from) return;
    void withStorage(() => loadGame(from)).then((loaded) => {
      if (!loaded) return;
      setNames([...loaded.game.players]);
      restore(loaded.game.presetId, loaded.game.overrides);
    });
  }, [from, restore]);

  const ok = validNames(names);

  async function start() {
    setTried(true);
    const players = names.map((n) => n.trim());
    if (invalid.length > 0) setHouseOpen(true);
    if (!validNames(players) || invalid.length > 0 || busy) return;
    setBusy(true);
    const game = await withStorage(() => createGame({ players, presetId, overrides }));
    setBusy(false);
    if (game) navigate({ screen: 'table', gameId: game.id });
  }

  return (
    <main className="screen">
      <Header title={t('setup.title')} back={{ screen: 'games' }} />
      <form
        className="setup"
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <fieldset>
          <legend>{t('setup.players')}</legend>
          <datalist id={listId}>
            {recent.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          {WIND_KEYS.map((key, seat) => (
            <label key={key} className="field">
              <span>{t('setup.seatName', { wind: t(key) })}</span>
              <input
                type="text"
                list={listId}
                autoComplete="off"
                maxLength={RECORD_LIMITS.maxNameChars}
                value={names[seat] ?? ''}
                onChange={(e) => setNames(names.map((n, i) => (i === seat ? e.target.value : n)))}
              />
            </label>
          ))}
          {recent.length > 0 && (
            <div className="chips" aria-label={t('setup.players')}>
              {recent
                .filter((name) => !names.includes(name))
                .slice(0, 8)
                .map((name) => (
                  <button
                    key={name}
                    type="button"
                    className="btn small"
                    onClick={() => {
                      const empty = names.findIndex((n) => !n.trim());
                      if (empty >= 0) setNames(names.map((n, i) => (i === empty ? name : n)));
                    }}
                  >
                    {name}
                  </button>
                ))}
            </div>
          )}
          <button type="button" className="btn" onClick={() => setNames(shuffled(names))}>
            {t('setup.random')}
          </button>
        </fieldset>

        <PresetSelect className="field" value={presetId} onChange={rules.choosePreset} />

        <details className="house" open={houseOpen} onToggle={(e) => setHouseOpen(e.currentTarget.open)}>
          <HouseRulesSummary overrides={overrides} />
          <HouseRules
            key={`${presetId}:${resets}`}
            preset={PRESETS[presetId]}
            overrides={overrides}
            onChange={setOverrides}
            onInvalidChange={setInvalid}
          />
          {(Object.keys(overrides).length > 0 || invalid.length > 0) && (
            <button
              type="button"
              className="btn"
              onClick={() => {
                setOverrides({});
                setInvalid([]);
                setResets((n) => n + 1);
              }}
            >
              {t('setup.reset')}
            </button>
          )}
        </details>

        {/* The house rules' own warning follows their uma; closed, they would hide it. */}
        {!houseOpen && unbalanced && <p className="notice warn">{unbalanced}</p>}

        {tried && !ok && (
          <p role="alert" className="notice error">
            {t('setup.namesNeeded')}
          </p>
        )}
        <RulesCheckedSubmit tried={tried} invalid={invalid} busy={busy} label={t('setup.start')} />
      </form>
    </main>
  );
}
