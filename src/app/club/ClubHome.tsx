import { useState } from 'react';
import type { Season } from '../../club';
import { useClubT, type ClubSpeaker } from '../../i18n/club';
import { importSeasonFile, type SeasonImport } from '../../store/club';
import { useUi } from '../../nav/ui';
import { withStorage } from '../../store/storageProblem';
import { FileButton } from '../../ui/FileButton';
import { Header } from '../Header';
import { useClub } from './useClub';

/** What a season's rule says, in a few words ("Best 24 games, at least 6 games"). */
export function ruleText(season: Season, say: ClubSpeaker): string {
  const rule = season.rule.kind === 'best' ? say.plural('club.rule.bestOf', season.rule.games) : say.t(`club.rule.${season.rule.kind}`);
  return season.minGames > 0 ? `${rule}, ${say.plural('club.rule.minimum', season.minGames)}` : rule;
}

/** Which nights a season takes, in a few words. */
export function scopeText(season: Season, say: ClubSpeaker): string {
  return season.scope.kind === 'range'
    ? say.t('club.scope.rangeText', { from: season.scope.from, to: season.scope.to })
    : say.plural('club.scope.nightsText', season.scope.nights.length);
}

function importLines(result: SeasonImport, say: ClubSpeaker): string[] {
  if (!result.ok) return [say.t('club.import.refused'), ...result.errors];
  return [
    say.t('club.import.done', { name: result.season.name }),
    say.plural('club.import.games', result.imported),
    ...(result.already > 0 ? [say.plural('club.import.already', result.already)] : []),
    ...(result.otherVersions > 0 ? [say.plural('club.import.otherVersions', result.otherVersions)] : []),
    say.plural('club.import.changes', result.changes),
  ];
}

/** The club: its seasons, its players, and a season file from another phone. */
export function ClubHome() {
  const say = useClubT();
  const navigate = useUi((s) => s.navigate);
  const { club, reload } = useClub();
  const [report, setReport] = useState<{ ok: boolean; lines: string[] } | null>(null);

  async function importFiles(files: readonly File[]) {
    const lines: string[] = [];
    let allOk = true;
    for (const file of files) {
      const result = await withStorage(async () => importSeasonFile(await file.text()));
      if (!result) return;
      allOk &&= result.ok;
      lines.push(...(files.length > 1 ? [file.name] : []), ...importLines(result, say));
    }
    setReport({ ok: allOk, lines });
    await reload();
  }

  return (
    <main className="screen club">
      <Header title={say.t('club.title')} back={{ screen: 'games' }} />
      <button type="button" className="btn primary big" onClick={() => navigate({ screen: 'seasonEdit' })}>
        {say.t('club.season.new')}
      </button>
      <button type="button" className="btn big" onClick={() => navigate({ screen: 'clubPlayers' })}>
        {say.t('club.players.open')}
      </button>
      <h2>{say.t('club.seasons')}</h2>
      {club === null ? (
        <p>{say.t('club.loading')}</p>
      ) : club.seasons.length === 0 ? (
        <p className="hint">{say.t('club.seasons.none')}</p>
      ) : (
        <ul className="club-list">
          {club.seasons.map((season) => (
            <li key={season.id}>
              <button type="button" className="btn big club-item" onClick={() => navigate({ screen: 'season', seasonId: season.id })}>
                <span className="club-item-name">{season.name}</span>
                <span className="hint">
                  {scopeText(season, say)} · {ruleText(season, say)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FileButton label={say.t('club.import.open')} accept=".json,application/json" multiple onFiles={(files) => void importFiles(files)} />
      {report && (
        <div role={report.ok ? 'status' : 'alert'} className={`notice lines ${report.ok ? '' : 'error'}`}>
          {report.lines.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
      <p className="hint">{say.t('club.import.hint')}</p>
    </main>
  );
}
