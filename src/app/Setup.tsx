import { useEffect, useId, useState } from 'react';
import { DEFAULT_PRESET, PRESETS, type PresetId } from '../core/rules';
import { useT } from '../i18n';
import type { Players, RuleOverrides } from '../store/types';
import { createGame, loadGame, recentNames } from '../store/games';
import { useUi, withStorage } from '../store/ui';
import { Header } from './Header';
import { HouseRules } from './HouseRules';
import { PresetSelect } from '../ui/PresetSelect';

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
  const trimmed = names.map((n) => n.trim());
  return trimmed.length === 4 && trimmed.every(Boolean) && new Set(trimmed.map((n) => n.toLowerCase())).size === 4;
}

/** New game: four names by seat (recent names suggested), random seating, preset and house rules. */
export function Setup({ from }: { from?: string }) {
  const t = useT();
  const navigate = useUi((s) => s.navigate);
  const listId = useId();
  const [names, setNames] = useState<string[]>(['', '', '', '']);
  const [presetId, setPresetId] = useState<PresetId>(DEFAULT_PRESET);
  const [overrides, setOverrides] = useState<RuleOverrides>({});
  const [recent, setRecent] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void withStorage(recentNames).then((list) => setRecent(list ?? []));
    if (!from) return;
    void withStorage(() => loadGame(from)).then((loaded) => {
      if (!loaded) return;
      setNames([...loaded.game.players]);
      setPresetId(loaded.game.presetId);
      setOverrides(loaded.game.overrides);
    });
  }, [from]);

  const ok = validNames(names);

  async function start() {
    setTried(true);
    const players = names.map((n) => n.trim());
    if (!validNames(players) || busy) return;
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

        <PresetSelect
          className="field"
          value={presetId}
          onChange={(preset) => {
            setPresetId(preset);
            setOverrides({});
          }}
        />

        <details className="house">
          <summary>
            {t('setup.houseRules')}
            {Object.keys(overrides).length > 0 && ` · ${Object.keys(overrides).length} ${t('setup.changed')}`}
          </summary>
          <HouseRules key={presetId} preset={PRESETS[presetId]} overrides={overrides} onChange={setOverrides} />
          {Object.keys(overrides).length > 0 && (
            <button type="button" className="btn" onClick={() => setOverrides({})}>
              {t('setup.reset')}
            </button>
          )}
        </details>

        {tried && !ok && (
          <p role="alert" className="notice error">
            {t('setup.namesNeeded')}
          </p>
        )}
        <button type="submit" className="btn primary big" disabled={busy}>
          {t('setup.start')}
        </button>
      </form>
    </main>
  );
}
