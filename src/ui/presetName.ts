import { DEFAULT_PRESET, type PresetId } from '../core/rules';
import type { Translate } from '../i18n';

/**
 * A preset's name in the player's language; `marked`: the default's with its mark, "EMA 2025 (default)", as the
 * setup's list and a game's rules line show it (the calculator's bar has no room for the mark).
 */
export function presetName(t: Translate, id: PresetId, marked: boolean): string {
  const name = t(`preset.${id}`);
  return marked && id === DEFAULT_PRESET ? t('preset.default', { preset: name }) : name;
}
