import { fuMatters, isPossibleHanFu, POSSIBLE_FU, valueOfHanFu } from '../../core/payment';
import type { YakuId } from '../../core/hand';
import type { Rules } from '../../core/rules';
import { carriesPao, type Seat, type Win } from '../../ledger';
import type { Players } from '../../store/types';
import { useT } from '../../i18n';
import { OptionRadio, SeatRadio } from './SeatPick';
import { winValueText } from '../labels';
import type { PickedHand } from './tilePickerSlot';
import { YakumanChoice } from './YakumanChoice';
import { yakumanIdsOf, yakumanValue } from './yakumanChoice';

/** A winner's value as the user is entering it. */
export interface WinDraft {
  readonly winner: Seat;
  readonly han: number | 'yakuman' | null;
  readonly fu: number | null;
  readonly units: number;
  readonly pao: Seat | null;
  /** A yakuman entered by buttons: which yakuman the hand holds (they decide its units). */
  readonly yakumanIds?: readonly YakuId[];
  readonly picked?: PickedHand;
  /**
   * The picker's hand that a value entered by hand replaced: its tiles and yaku no longer describe
   * the win and are not saved, but the dialog offers them back until it closes.
   */
  readonly dropped?: PickedHand;
}

export const HAN_OPTIONS: readonly (number | 'yakuman')[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 'yakuman'];

/**
 * The fu buttons: the core's possible fu up to 110. More needs three closed terminal kans; such a
 * hand is entered through the tile picker, which the ledger accepts up to the core's 140.
 */
const BUTTON_FU: readonly number[] = POSSIBLE_FU.filter((fu) => fu <= 110);

/**
 * Fu a hand of `han` can have on this kind of win (the core's rule), none from 5 han. A win that
 * already has more fu than the buttons (from the picker, or recorded so) keeps its value offered,
 * so editing it never leaves it without one.
 */
export function legalFu(han: number, win: 'ron' | 'tsumo', current: number | null = null): number[] {
  if (!fuMatters(han)) return [];
  const buttons = BUTTON_FU.filter((fu) => isPossibleHanFu(han, fu, win));
  const beyond = current !== null && !BUTTON_FU.includes(current) && isPossibleHanFu(han, current, win);
  return beyond ? [...buttons, current] : buttons;
}

export function emptyDraft(winner: Seat): WinDraft {
  return { winner, han: null, fu: null, units: 1, pao: null };
}

/**
 * The value entered for one winner, moved to another (the winner was tapped wrong): han, fu and
 * yakuman stay. The picker's tiles do not: they were scored in the first winner's seat (its
 * wind), so they go, and the new winner's tiles can be entered. A liable player who is now the
 * winner is taken off.
 */
export function movedTo(draft: WinDraft, winner: Seat): WinDraft {
  const ids = draft.yakumanIds ? { yakumanIds: draft.yakumanIds } : {};
  return { winner, han: draft.han, fu: draft.fu, units: draft.units, pao: draft.pao === winner ? null : draft.pao, ...ids };
}

/** The yakuman the win holds: the picker's, else those chosen by buttons. */
export function chosenYakuman(draft: WinDraft): readonly YakuId[] {
  return draft.picked ? yakumanIdsOf(draft.picked.yaku) : (draft.yakumanIds ?? []);
}

/**
 * Whether a liable player (pao) can be named: for a yakuman one of whose yaku carries liability in
 * the preset (the ledger's rule, carriesPao: RULES.md "pao", daisangen, daisuushii; suukantsu where
 * the preset says). A yakuman whose yaku are not known yet offers none.
 */
export function paoPossible(draft: WinDraft, rules: Rules): boolean {
  return (
    draft.han === 'yakuman' &&
    carriesPao(
      chosenYakuman(draft).map((id) => ({ id })),
      rules,
    )
  );
}

/** The draft with the picker's scored hand as its value (a pao named stays only where the hand can have one). */
export function withPicked(draft: WinDraft, value: PickedHand, rules: Rules): WinDraft {
  const han = value.yakuman ? 'yakuman' : (value.han ?? null);
  const { dropped: _replaced, ...rest } = draft;
  const scored: WinDraft = { ...rest, han, fu: value.fu ?? null, units: value.yakuman ?? 1, picked: value };
  return paoPossible(scored, rules) ? scored : { ...scored, pao: null };
}

/** The draft with a value entered by hand: the picker's hand no longer describes it and is set aside (`dropped`). */
function withValueByHand(draft: WinDraft, value: Partial<Pick<WinDraft, 'han' | 'fu' | 'units' | 'yakumanIds'>>): WinDraft {
  const dropped = draft.picked ?? draft.dropped;
  const { picked: _replaced, ...rest } = draft;
  return dropped ? { ...rest, ...value, dropped } : { ...rest, ...value };
}

/** The draft with these yakuman chosen by buttons; a liable player stays only where one of them carries liability. */
function withYakuman(draft: WinDraft, yakumanIds: YakuId[], rules: Rules): WinDraft {
  const next = withValueByHand(draft, { yakumanIds, units: yakumanValue(yakumanIds, rules)?.units ?? 1 });
  return paoPossible(next, rules) ? next : { ...next, pao: null };
}

/** A recorded win as a draft to edit: the yaku and tiles kept with it stay, so the picker reopens on them. */
export function draftOf(win: Win): WinDraft {
  // A yakuman entered by buttons kept its yaku and no tiles: they come back as buttons chosen.
  if (win.yakuman && win.tiles === undefined && win.yaku !== undefined) {
    return { winner: win.winner, han: 'yakuman', fu: null, units: win.yakuman, pao: win.pao ?? null, yakumanIds: yakumanIdsOf(win.yaku) };
  }
  const picked = recordedPick(win);
  const kept = picked ? { picked } : {};
  if (win.yakuman) return { winner: win.winner, han: 'yakuman', fu: null, units: win.yakuman, pao: win.pao ?? null, ...kept };
  return { winner: win.winner, han: win.han ?? null, fu: win.fu ?? null, units: 1, pao: null, ...kept };
}

/** What the picker returned when the win was recorded, rebuilt from the win; none when it was entered by han and fu. */
function recordedPick(win: Win): PickedHand | undefined {
  if (win.yaku === undefined && win.tiles === undefined) return undefined;
  return { han: win.han, fu: win.fu, yakuman: win.yakuman, yaku: win.yaku, tiles: win.tiles };
}

/** The ledger's win, or null while the value is incomplete. */
export function winOf(draft: WinDraft, win: 'ron' | 'tsumo', rules: Rules): Win | null {
  const picked = draft.picked;
  const extra = picked
    ? { ...(picked.yaku ? { yaku: { ...picked.yaku } } : {}), ...(picked.tiles !== undefined ? { tiles: picked.tiles } : {}) }
    : {};
  const pao = draft.pao !== null ? { pao: draft.pao } : {};
  if (draft.han === 'yakuman' && picked) return { winner: draft.winner, yakuman: draft.units, ...pao, ...extra };
  if (draft.han === 'yakuman') {
    // By buttons: the yakuman chosen decide the value, and are kept with the win (RULES.md "double yakuman").
    const chosen = yakumanValue(draft.yakumanIds ?? [], rules);
    return chosen ? { winner: draft.winner, yakuman: chosen.units, ...pao, yaku: chosen.yaku } : null;
  }
  if (draft.han === null) return null;
  if (!fuMatters(draft.han)) return { winner: draft.winner, han: draft.han, ...extra };
  if (draft.fu === null || !isPossibleHanFu(draft.han, draft.fu, win)) return null;
  return { winner: draft.winner, han: draft.han, fu: draft.fu, ...extra };
}

export function WinValue({
  draft,
  onChange,
  win,
  rules,
  players,
  onTiles,
}: {
  draft: WinDraft;
  onChange: (d: WinDraft) => void;
  win: 'ron' | 'tsumo';
  rules: Rules;
  players: Players;
  onTiles?: () => void;
}) {
  const t = useT();
  const name = players[draft.winner];
  const fuOptions = typeof draft.han === 'number' ? legalFu(draft.han, win, draft.fu) : [];
  // The limit's name, as players call it out ("mangan"), from the core's value of the hand.
  const limit =
    draft.han === 'yakuman'
      ? 'yakuman'
      : typeof draft.han === 'number' && (!fuMatters(draft.han) || draft.fu !== null)
        ? valueOfHanFu(draft.han, draft.fu ?? 30, rules).limit
        : null;
  return (
    <section className="win-value" aria-label={t('hand.value', { name })}>
      <h3>
        {t('hand.value', { name })}
        {limit && <span className="limit"> · {t(`hand.limit.${limit}`)}</span>}
      </h3>
      {onTiles && (
        <button type="button" className="btn" onClick={onTiles}>
          {t('hand.tiles')}
        </button>
      )}
      {draft.dropped && (
        // Changing the value by hand must not throw away a referee's record silently.
        <div role="status" className="notice warn">
          <p>{t('hand.tilesDropped')}</p>
          <button type="button" className="btn" onClick={() => draft.dropped && onChange(withPicked(draft, draft.dropped, rules))}>
            {t('hand.keepTiles', { value: winValueText(t, draft.dropped) })}
          </button>
        </div>
      )}
      <OptionRadio
        label={t('hand.han')}
        options={HAN_OPTIONS}
        value={draft.han}
        labelOf={(h) => (h === 'yakuman' ? t('hand.yakuman') : t('hand.hanN', { n: h === 13 ? '13+' : h }))}
        shortLabelOf={(h) => (h === 'yakuman' ? t('hand.yakuman') : h === 13 ? '13+' : String(h))}
        compact
        onChange={(han) => {
          // A tap on the value already chosen changes nothing (the picker's hand stays with it).
          if (han === draft.han) return;
          // Keep a fu that is still legal; otherwise none until the user taps one. A fu chosen for
          // them (30 was) looks like a deliberate choice and records a hurried 2 han 40 fu as 2,000.
          // No fu is ever the only one offered: from 1 to 4 han the buttons give at least 30 to 110
          // (kiriage too needs the fu: 4 han 30 fu is a mangan, 4 han 25 fu is not), and from 5 han
          // none is asked, so nothing is ever chosen automatically.
          const fuList = typeof han === 'number' ? legalFu(han, win, draft.fu) : [];
          const fu = draft.fu !== null && fuList.includes(draft.fu) ? draft.fu : null;
          onChange(withValueByHand(draft, { han, fu }));
        }}
      />
      {fuOptions.length > 0 && (
        <OptionRadio
          label={t('hand.fu')}
          options={fuOptions}
          value={draft.fu}
          labelOf={(fu) => t('hand.fuN', { n: fu })}
          shortLabelOf={String}
          compact
          onChange={(fu) => {
            if (fu !== draft.fu) onChange(withValueByHand(draft, { fu }));
          }}
        />
      )}
      {draft.han === 'yakuman' && (
        // Other yakuman than the picker found are a value entered by hand: the picker's yaku and tiles no longer describe it.
        <YakumanChoice chosen={chosenYakuman(draft)} rules={rules} onChange={(ids) => onChange(withYakuman(draft, ids, rules))} />
      )}
      {/* A liable player named already (a hand recorded before this check) stays shown, so that it can be taken off. */}
      {(paoPossible(draft, rules) || draft.pao !== null) && (
        <>
          <SeatRadio
            label={t('hand.pao')}
            players={players}
            value={draft.pao}
            disabled={[draft.winner]}
            onChange={(pao) => onChange({ ...draft, pao: draft.pao === pao ? null : pao })}
          />
        </>
      )}
    </section>
  );
}
