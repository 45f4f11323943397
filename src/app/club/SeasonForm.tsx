import { useId, useState } from 'react';
import { seasonProblem, type RankingRule, type Season, type SeasonScope } from '../../club';
import { useClubT } from '../../i18n/club';
import { saveSeason, nightOf } from '../../store/club';
import { useUi } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import { RadioButtons } from '../../ui/RadioButtons';
import { Header } from '../Header';
import { useClub } from './useClub';

type ScopeKind = SeasonScope['kind'];
type RuleKind = RankingRule['kind'];
const SCOPES: readonly ScopeKind[] = ['range', 'nights'];
const RULES: readonly RuleKind[] = ['sum', 'average', 'best'];

/** What the form holds: numbers as typed, so that a field half typed stays as it is. */
interface Draft {
  name: string;
  scope: ScopeKind;
  from: string;
  to: string;
  nights: readonly string[];
  rule: RuleKind;
  best: string;
  minGames: string;
}

function draftOf(season: Season | undefined, today: string, nightsPlayed: readonly string[]): Draft {
  const first = nightsPlayed[0] ?? today;
  return {
    name: season?.name ?? '',
    scope: season?.scope.kind ?? 'range',
    from: season?.scope.kind === 'range' ? season.scope.from : first,
    to: season?.scope.kind === 'range' ? season.scope.to : today,
    nights: season?.scope.kind === 'nights' ? season.scope.nights : [],
    rule: season?.rule.kind ?? 'sum',
    best: season?.rule.kind === 'best' ? String(season.rule.games) : '24',
    minGames: String(season?.minGames ?? 0),
  };
}

/** A whole number as typed, or NaN (the season's check then says what is wrong). */
function whole(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

function seasonOf(draft: Draft): Omit<Season, 'id'> {
  const scope: SeasonScope =
    draft.scope === 'range' ? { kind: 'range', from: draft.from, to: draft.to } : { kind: 'nights', nights: [...draft.nights].sort() };
  const rule: RankingRule = draft.rule === 'best' ? { kind: 'best', games: whole(draft.best) } : { kind: draft.rule };
  return { name: draft.name.trim(), scope, rule, minGames: whole(draft.minGames) };
}

/** A new season, or one changed: its nights (a date range or a list) and its ranking rule. */
export function SeasonForm({ seasonId }: { readonly seasonId?: string }) {
  const { club } = useClub();
  const say = useClubT();
  if (club === null) {
    return (
      <main className="screen club">
        <Header title={say.t(seasonId ? 'club.season.edit' : 'club.season.new')} back={{ screen: 'club' }} />
        <p>{say.t('club.loading')}</p>
      </main>
    );
  }
  const nights = [...new Set(club.games.map((g) => g.night))];
  return <SeasonFields season={club.seasons.find((s) => s.id === seasonId)} nightsPlayed={nights} seasonId={seasonId} />;
}

function SeasonFields({
  season,
  nightsPlayed,
  seasonId,
}: {
  readonly season?: Season;
  readonly nightsPlayed: readonly string[];
  readonly seasonId?: string;
}) {
  const say = useClubT();
  const navigate = useUi((s) => s.navigate);
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(season, nightOf(Date.now()), nightsPlayed));
  const [tried, setTried] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const problem = seasonProblem(seasonOf(draft));
  const back = seasonId ? ({ screen: 'season', seasonId } as const) : ({ screen: 'club' } as const);

  async function save() {
    setTried(true);
    if (problem) return;
    const kept = await withStorage(() => saveSeason({ ...seasonOf(draft), ...(seasonId ? { id: seasonId } : {}) }));
    if (kept) navigate({ screen: 'season', seasonId: kept.id });
  }

  const toggleNight = (night: string) =>
    set({ nights: draft.nights.includes(night) ? draft.nights.filter((n) => n !== night) : [...draft.nights, night] });
  // The nights to choose from: those played, and those chosen before (a night with no game kept here yet).
  const choosable = [...new Set([...nightsPlayed, ...draft.nights])].sort().reverse();

  return (
    <main className="screen club">
      <Header title={say.t(seasonId ? 'club.season.edit' : 'club.season.new')} back={back} />
      <form
        className="club-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label htmlFor={`${id}-name`}>{say.t('club.season.name')}</label>
        <input id={`${id}-name`} value={draft.name} maxLength={100} onChange={(e) => set({ name: e.target.value })} />
        <fieldset>
          <legend>{say.t('club.season.nights')}</legend>
          <RadioButtons
            label={say.t('club.season.nights')}
            options={SCOPES}
            value={draft.scope}
            onChange={(scope) => set({ scope })}
            faceOf={(o) => say.t(`club.scope.${o}`)}
            className="row segmented"
            buttonClassName="btn"
          />
          {draft.scope === 'range' ? (
            <div className="row club-dates">
              <label>
                {say.t('club.season.from')}
                <input type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
              </label>
              <label>
                {say.t('club.season.to')}
                <input type="date" value={draft.to} onChange={(e) => set({ to: e.target.value })} />
              </label>
            </div>
          ) : choosable.length === 0 ? (
            <p className="hint">{say.t('club.season.noNights')}</p>
          ) : (
            <ul className="club-nights">
              {choosable.map((night) => (
                <li key={night}>
                  <label className="check">
                    <input type="checkbox" checked={draft.nights.includes(night)} onChange={() => toggleNight(night)} />
                    {night}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <fieldset>
          <legend>{say.t('club.season.rule')}</legend>
          <RadioButtons
            label={say.t('club.season.rule')}
            options={RULES}
            value={draft.rule}
            onChange={(rule) => set({ rule })}
            faceOf={(o) => say.t(`club.rule.${o}.short`)}
            className="row segmented"
            buttonClassName="btn"
          />
          <p className="hint">{say.t(`club.rule.${draft.rule}.hint`)}</p>
          {draft.rule === 'best' && (
            <>
              <label htmlFor={`${id}-best`}>{say.t('club.season.bestGames')}</label>
              <input id={`${id}-best`} inputMode="numeric" value={draft.best} onChange={(e) => set({ best: e.target.value })} />
            </>
          )}
          <label htmlFor={`${id}-min`}>{say.t('club.season.minGames')}</label>
          <input id={`${id}-min`} inputMode="numeric" value={draft.minGames} onChange={(e) => set({ minGames: e.target.value })} />
        </fieldset>
        {tried && problem && (
          <p role="alert" className="notice error">
            {say.t(problem)}
          </p>
        )}
        <button type="submit" className="btn primary big">
          {say.t('club.season.save')}
        </button>
      </form>
    </main>
  );
}
