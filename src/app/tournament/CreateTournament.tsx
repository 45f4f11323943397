import { useState } from 'react';
import { PRESETS } from '../../core/rules';
import { useTournamentWords } from '../../i18n/tournament';
import { createTournament } from '../../store/tournaments';
import { useUi } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import { ENDINGS, TOURNAMENT_LIMITS, type Ending } from '../../tournament/tournamentFile';
import { PresetSelect } from '../../ui/PresetSelect';
import { RadioButtons } from '../../ui/RadioButtons';
import { HouseRules } from '../HouseRules';
import { RulesCheckedSubmit } from '../RulesCheckedSubmit';
import { HouseRulesSummary, useRulesChoice } from '../rulesChoice';

const MAX_SESSIONS = TOURNAMENT_LIMITS.maxSessions;
const MAX_MINUTES = TOURNAMENT_LIMITS.maxMinutes;

function whole(text: string, max: number): number | null {
  const n = Number(text);
  return /^\d+$/.test(text.trim()) && n >= 1 && n <= max ? n : null;
}

/** A new tournament: its name, the rules (a preset and house rules, as for a game), sessions, their length and the ending. */
export function CreateTournament() {
  const words = useTournamentWords();
  const { t: tt } = words;
  const navigate = useUi((s) => s.navigate);
  const [name, setName] = useState('');
  const rules = useRulesChoice();
  const { presetId, overrides, invalid, unbalanced, setOverrides, setInvalid } = rules;
  const [sessions, setSessions] = useState('4');
  const [minutes, setMinutes] = useState('90');
  const [ending, setEnding] = useState<Ending>('finishHand');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const sessionCount = whole(sessions, MAX_SESSIONS);
  const minuteCount = whole(minutes, MAX_MINUTES);

  async function create() {
    setTried(true);
    if (!name.trim() || sessionCount === null || minuteCount === null || invalid.length > 0 || busy) return;
    setBusy(true);
    const row = await withStorage(() =>
      createTournament({ name: name.trim(), rules: presetId, overrides, sessions: sessionCount, minutes: minuteCount, ending }),
    );
    setBusy(false);
    if (row) navigate({ screen: 'tournament', tournamentId: row.id, view: 'players' });
  }

  return (
    <form
      className="setup"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <h2>{tt('tournament.new')}</h2>
      <label className="field">
        <span>{tt('tournament.name')}</span>
        <input
          type="text"
          autoComplete="off"
          maxLength={TOURNAMENT_LIMITS.maxTournamentNameChars}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <PresetSelect className="field" value={presetId} onChange={rules.choosePreset} />
      <details className="house">
        <HouseRulesSummary overrides={overrides} />
        <HouseRules key={presetId} preset={PRESETS[presetId]} overrides={overrides} onChange={setOverrides} onInvalidChange={setInvalid} />
      </details>
      {unbalanced && <p className="notice warn">{unbalanced}</p>}
      <div className="row">
        <label className="field">
          <span>{tt('tournament.sessions')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SESSIONS}
            value={sessions}
            onChange={(e) => setSessions(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{tt('tournament.minutes')}</span>
          <input type="number" inputMode="numeric" min={1} max={MAX_MINUTES} value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        </label>
      </div>
      <fieldset>
        <legend>{tt('tournament.ending')}</legend>
        <RadioButtons
          label={tt('tournament.ending')}
          options={ENDINGS}
          value={ending}
          onChange={setEnding}
          faceOf={(option) => tt(`tournament.ending.${option}`)}
          className="t-column"
          buttonClassName="btn"
        />
      </fieldset>
      {tried && !name.trim() && (
        <p role="alert" className="notice error">
          {tt('tournament.nameNeeded')}
        </p>
      )}
      {tried && (sessionCount === null || minuteCount === null) && (
        <p role="alert" className="notice error">
          {tt('tournament.numbersNeeded', { maxSessions: MAX_SESSIONS, maxMinutes: MAX_MINUTES })}
        </p>
      )}
      <RulesCheckedSubmit tried={tried} invalid={invalid} busy={busy} label={tt('tournament.create')} />
    </form>
  );
}
