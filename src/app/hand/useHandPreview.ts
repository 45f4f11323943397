import { useMemo, type ReactNode } from 'react';
import type { Rules } from '../../core/rules';
import { formatPoints, useLang, useT } from '../../i18n';
import { fold, sameResult, withPendingRiichi } from '../../ledger';
import type { FoldResult, HandOutcome, HandResult, Scores, Seat, TableState } from '../../ledger';
import type { Players } from '../../store/types';
import { refusalText } from '../labels';
import { changesLine } from './changesLine';
import { draftResult, isTripleRonDraft, missingChoice, type Draft } from './handDraft';

export interface PreviewInput {
  readonly rules: Rules;
  readonly players: Players;
  /** The table before this hand. */
  readonly state: TableState;
  /** Riichi sticks put down on the table this hand. */
  readonly riichi: readonly Seat[];
  readonly editing?: { readonly result: HandResult };
  checkEdit?(result: HandResult): string | null;
}

export interface HandPreview {
  /** The ledger's result the draft describes, null while something is missing. */
  readonly result: HandResult | null;
  readonly tripleDraw: boolean;
  /** The first choice a win still lacks (missingChoice). */
  readonly missing: string | null;
  /** An edit that changes nothing: saving it would only mark the hand edited. */
  readonly unchanged: boolean;
  /** The ledger's fold of the result on the table before the hand: nothing is saved. */
  readonly preview: FoldResult | null;
  /** Why the game could not stand with this edit, said before the tap; null otherwise. */
  readonly editRefused: string | null;
  /** Each player's change as shown: a new hand's from the scores on the screen. */
  readonly shownOutcome: Pick<HandOutcome, 'deltas' | 'penaltyDeltas'> | null;
  /** The sticks a chombo gives back (the fold's rule): a gain said as such, not as a win. */
  readonly sticksBack: readonly Seat[];
  readonly blocked: boolean;
  /** The summary is who gains what (changesLine), not a sentence. */
  readonly changes: boolean;
  /** One or two lines in the footer: what the tap records, or what stops it. */
  readonly summary: ReactNode;
}

/** What the hand dialog previews for a draft: the ledger's fold of its result, and the footer's summary of it. */
export function useHandPreview(d: Draft, input: PreviewInput): HandPreview {
  const { rules, players, state, riichi, editing, checkEdit } = input;
  const t = useT();
  const lang = useLang((s) => s.lang);
  const tripleDraw = isTripleRonDraft(d, rules);
  const result = draftResult(d, rules);
  const missing = result ? null : missingChoice(d, rules, players, t);
  const unchanged = editing !== undefined && result !== null && sameResult(result, editing.result);
  const preview: FoldResult | null = useMemo(() => (result ? fold(state, result, rules) : null), [result, state, rules]);
  // An edit the save would refuse says so now, and Save stays off (the fold above sees this hand only).
  const editRefused = editing && result && preview?.ok && !unchanged ? (checkEdit?.(result) ?? null) : null;
  const shownOutcome = preview?.ok
    ? {
        deltas: editing ? preview.outcome.deltas : deltasFromScreen(preview.outcome.deltas, state, riichi),
        penaltyDeltas: preview.outcome.penaltyDeltas,
      }
    : null;
  const sticksBack = !editing && d.kind === 'chombo' ? riichi : [];
  const blocked = editRefused !== null || (preview !== null && !preview.ok);
  const changes = !unchanged && !editRefused && preview?.ok === true && !tripleDraw;
  const signed = (n: number) => formatPoints(n, lang, true);
  const summary = unchanged
    ? t('hand.unchanged')
    : editRefused
      ? t('hand.editBreaks', { message: editRefused })
      : !preview
        ? (missing ?? t('hand.previewEmpty'))
        : !preview.ok
          ? refusalText(t, lang, preview)
          : tripleDraw
            ? `${t('abortive.sanchahou')} · ${t('hand.noChange')}`
            : changesLine(shownOutcome ?? preview.outcome, players, {
                signed,
                noChange: t('hand.noChange'),
                stickBack: t('hand.stickBack'),
                sticksBack,
              });
  return { result, tripleDraw, missing, unchanged, preview, editRefused, shownOutcome, sticksBack, blocked, changes, summary };
}

/**
 * A new hand's deltas from the scores the table shows, where each riichi toggled on there is
 * already paid (withPendingRiichi): the change a player checks against the screen, which adds up
 * with "value + counters + sticks" for a winner whose own stick comes back. An edit has no such
 * screen: its deltas stay the hand's own.
 */
function deltasFromScreen(deltas: Scores, before: TableState, tableRiichi: readonly Seat[]): Scores {
  const shown = withPendingRiichi(before, tableRiichi).scores;
  const change = (seat: Seat) => deltas[seat] + before.scores[seat] - shown[seat];
  return [change(0), change(1), change(2), change(3)];
}
