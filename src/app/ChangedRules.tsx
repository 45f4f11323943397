import { useId } from 'react';
import { PRESETS, withOverrides } from '../core/rules';
import { useLang, useT } from '../i18n';
import type { GameRow } from '../store/types';
import { presetName } from '../ui/presetName';
import { changedRulesText, unbalancedText } from './rulesText';

/**
 * What a game's house rules changed from its preset, a line a field with the preset's value beside
 * it, and a warning when under them the final results cannot add up to zero. Nothing for a game
 * played by its preset: the preset's name says it all.
 */
export function ChangedRules({ game }: { game: Pick<GameRow, 'presetId' | 'overrides'> }) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const id = useId();
  const changed = changedRulesText(t, lang, game);
  const unbalanced = unbalancedText(t, lang, withOverrides(PRESETS[game.presetId], game.overrides), 'rules.unbalancedEnd');
  if (changed.length === 0 && !unbalanced) return null;
  return (
    <div className="changed-rules">
      {changed.length > 0 && (
        <>
          <p id={id} className="hint">
            {t('rules.changedFrom', { preset: presetName(t, game.presetId, true) })}
          </p>
          <ul aria-labelledby={id}>
            {changed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {unbalanced && <p className="notice warn">{unbalanced}</p>}
    </div>
  );
}
