import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, } from 'react';
import { useBackCloses } from '../../ui/useBackCloses';
import { useEscapeCloses } from '../../ui/useEscapeCloses';
import { useModalFocus } from '../../ui/useModalFocus';
import { ABORTIVE_REASONS, type AbortiveReason, type Rules } from '../../core/rules';
import { canonicalJson, fold, handKindsFor, isHandKind, isTripleRonDraw, sameResult, withPendingRiichi, type HandKind } from '../../ledger';
import type { FoldResult, HandResult, RoundWind, Scores, Seat, TableState } from '../../ledger';
import type { Players } from '../../store/types';
import { formatPoints, useLang, usePlural, useT, type Translate } from '../../i18n';
import { refusalText, seatWindOf, SEATS } from '../labels';
import { changesLine } from './changesLine';
import { OutcomeDeltas } from '../OutcomeDeltas';
import { OptionRadio, SeatRadio, SeatToggles, withSeat } from './SeatPick';
import { draftOf, emptyDraft, movedTo, paoPossible, winOf, WinValue, withPicked, type WinDraft } from './WinValue';
import type { PickedHand, TilePickerComponent } from './tilePickerSlot';
import { CancelledOffer } from './CancelledOffer';
import { isYakumanId } from './yakumanChoice';

/** What the hand dialog records: every result but the end of a game (the table ends a game itself). */
export type { HandKind };

export interface HandDialogProps {
  readonly kind: HandKind;
  readonly players: Players;
  readonly rules: Rules;
  /** The table before this hand: the ledger fold of the hands before it. */
  readonly state: TableState;
  /** Riichi sticks put down this hand (the table's toggles; editable when editing). */
  readonly riichi: readonly Seat[];
  /** Editing a recorded hand: its result and its number in the game. */
  readonly editing?: { readonly result: HandResult; readonly number: number };
  /**
   * When editing: why the game could not stand with this result in place of the hand (the check
   * the save makes, on the whole game), or null. Said in the preview before the tap.
   */
  checkEdit?(result: HandResult): string | null;
  /** Saves the result; resolves to a refusal message, null when saved, undefined when storage failed (shown elsewhere). */
  onSubmit(result: HandResult): Promise<string | null | undefined>;
  /**
   * Cancel, Escape or Back: with what was entered when it differs from the dialog as it opened
   * fresh, so that the parent can offer it back (every action undoable); nothing when it did not.
   */
  onClose(discarded?: DiscardedDraft): void;
  /** The tile picker slot: when given, each winner gets a "Tiles…" button that opens it. */
  readonly tilePicker?: TilePickerComponent;
  /** A draft kept from before a reload (checked here before it is used). */
  readonly restoredDraft?: unknown;
  /** Called with the draft as it changes, for keeping it across a reload, and the dialog's kind now (it may change: see NotenRiichi). */
  onDraftChange?(draft: unknown, kind: HandKind): void;
  /** A hand entry cancelled on this table is kept: offered at the top, brought back in the place of what is entered now (handed over to be kept in its turn). */
  onBringBack?(entered?: DiscardedDraft): void;
}

/** A draft closed without saving, to hand back as `restoredDraft` with its `kind`. */
export interface DiscardedDraft {
  readonly kind: HandKind;
  readonly draft: unknown;
}



/** Everything the dialog holds while the user enters a hand. */
interface Draft {
  kind: HandKind;
  from: Seat | null;
  wins: WinDraft[];
  tenpai: Seat[];
  nagashi: Seat[];
  reason: AbortiveReason | null;
  seat: Seat | null;
  points: string;
  note: string;
  riichi: Seat[];
  /** The tile picker open over the dialog: for a win (its place in `wins`) or a seat's tenpai check. */
  picker?: PickerOpen | null;
  /** The hand in that picker so far (the picker's own sketch), so that a reload brings it back. */
  sketch?: unknown;
  /** The only winner's value, kept while no winner is chosen: tapping another winner moves it there. */
  spare?: WinDraft | null;
}

type PickerOpen = { readonly win: number } | { readonly tenpai: Seat };

function isPickerOpen(v: unknown): v is PickerOpen {
  if (v === null || typeof v !== 'object') return false;
  return ('win' in v && typeof v.win === 'number' && Number.isInteger(v.win) && v.win >= 0) || ('tenpai' in v && isSeatValue(v.tenpai));
}

const isSeatValue = (v: unknown): v is Seat => v === 0 || v === 1 || v === 2 || v === 3;
const isSeatList = (v: unknown): v is Seat[] => Array.isArray(v) && v.every(isSeatValue);

function isWinDraft(v: unknown): v is WinDraft {
  if (v === null || typeof v !== 'object' || !('winner' in v) || !('han' in v) || !('fu' in v) || !('units' in v) || !('pao' in v)) return false;
  const han = v.han;
  const picked = 'picked' in v ? v.picked : undefined;
  const dropped = 'dropped' in v ? v.dropped : undefined;
  const yakumanIds = 'yakumanIds' in v ? v.yakumanIds : undefined;
  return (
    isSeatValue(v.winner) && (han === null || han === 'yakuman' || typeof han === 'number') && (v.fu === null || typeof v.fu === 'number') &&
    typeof v.units === 'number' && (v.pao === null || isSeatValue(v.pao)) && (picked === undefined || isPickedHand(picked)) &&
    (dropped === undefined || isPickedHand(dropped)) && (yakumanIds === undefined || (Array.isArray(yakumanIds) && yakumanIds.every(isYakumanId)))
  );
}

/** What the picker returned for a win (its tiles are checked where they are read). */
function isPickedHand(v: unknown): v is PickedHand {
  if (v === null || typeof v !== 'object') return false;
  const p: Partial<Record<keyof PickedHand, unknown>> = v;
  const optionalNumber = (n: unknown) => n === undefined || typeof n === 'number';
  const yaku = p.yaku;
  const yakuOk = yaku === undefined || (typeof yaku === 'object' && yaku !== null && Object.values(yaku).every((han) => typeof han === 'number'));
  return optionalNumber(p.han) && optionalNumber(p.fu) && optionalNumber(p.yakuman) && yakuOk;
}

/** A draft kept across a reload, as this version of the dialog writes it. */
function isDraft(v: unknown): v is Draft {
  if (v === null || typeof v !== 'object') return false;
  const d: Partial<Record<keyof Draft, unknown>> = v;
  return (
    isHandKind(d.kind) &&
    (d.from === null || isSeatValue(d.from)) &&
    Array.isArray(d.wins) && d.wins.every(isWinDraft) &&
    isSeatList(d.tenpai) && isSeatList(d.nagashi) && isSeatList(d.riichi) &&
    (d.reason === null || ABORTIVE_REASONS.some((r) => r === d.reason)) &&
    (d.seat === null || isSeatValue(d.seat)) &&
    typeof d.points === 'string' && typeof d.note === 'string' &&
    (d.picker === undefined || d.picker === null || isPickerOpen(d.picker)) &&
    (d.spare === undefined || d.spare === null || isWinDraft(d.spare))
  );
}

function draftFrom(kind: HandKind, riichi: readonly Seat[], result?: HandResult): Draft {
  const base: Draft = { kind, from: null, wins: [], tenpai: [], nagashi: [], reason: null, seat: null, points: '-1000', note: '', riichi: [...riichi] };
  // The end of a game is never edited in this dialog (it has no fields): it is undone.
  if (!result || result.type === 'end') return base;
  const withRiichi = { ...base, kind: result.type, riichi: 'riichi' in result ? [...(result.riichi ?? [])] : [...riichi] };
  switch (result.type) {
    case 'ron':
      return { ...withRiichi, from: result.from, wins: result.wins.map(draftOf) };
    case 'tsumo':
      return { ...withRiichi, wins: [draftOf(result)] };
    case 'draw':
      return { ...withRiichi, tenpai: [...result.tenpai], nagashi: [...(result.nagashi ?? [])] };
    case 'abortive':
      return { ...withRiichi, reason: result.reason };
    case 'chombo':
      return { ...withRiichi, seat: result.offender };
    case 'penalty':
      return { ...withRiichi, seat: result.player, points: String(result.points), note: result.reason ?? '' };
  }
}

/**
 * Three ron winners where the preset makes that the abortive draw sanchahou (tenhou, RULES.md
 * "multiple ron"): nobody is paid, so no value is asked for.
 */
export function isTripleRonDraft(d: Draft, rules: Rules): boolean {
  return d.kind === 'ron' && isTripleRonDraw(d.wins.length, rules) && rules.abortiveDraws.includes('sanchahou');
}

/** The ledger's result for the draft, or null while something is missing. */
export function resultOf(d: Draft, rules: Rules): HandResult | null {
  const riichi = [...d.riichi].sort((a, b) => a - b);
  // Recorded as the abortive draw it is (the ledger folds a three-win ron the same way: src/ledger/index.ts).
  if (isTripleRonDraft(d, rules)) return { v: 1, type: 'abortive', reason: 'sanchahou', riichi };
  switch (d.kind) {
    case 'ron': {
      if (d.from === null || d.wins.length === 0) return null;
      const wins = d.wins.map((w) => winOf(w, 'ron', rules));
      if (wins.some((w) => w === null)) return null;
      return { v: 1, type: 'ron', from: d.from, wins: wins.filter((w) => w !== null), riichi };
    }
    case 'tsumo': {
      const draft = d.wins[0];
      const win = draft ? winOf(draft, 'tsumo', rules) : null;
      if (!win) return null;
      return { v: 1, type: 'tsumo', ...win, riichi };
    }
    case 'draw':
      return { v: 1, type: 'draw', tenpai: d.tenpai, ...(d.nagashi.length ? { nagashi: d.nagashi } : {}), riichi };
    case 'abortive':
      return d.reason ? { v: 1, type: 'abortive', reason: d.reason, riichi } : null;
    case 'chombo':
      return d.seat === null ? null : { v: 1, type: 'chombo', offender: d.seat, riichi };
    case 'penalty': {
      const points = Number(d.points);
      if (d.seat === null || !Number.isInteger(points) || points === 0) return null;
      return { v: 1, type: 'penalty', player: d.seat, points, ...(d.note.trim() ? { reason: d.note.trim() } : {}) };
    }
  }
}

/**
 * The first choice a win still lacks, said in the preview: a value not taken yet (above all a fu,
 * which is never chosen for the user) must read as missing, not as a score. Null when nothing of a
 * win is missing (the other kinds say "fill in the hand").
 */
export function missingChoice(d: Draft, rules: Rules, players: Players, t: Translate): string | null {
  if ((d.kind !== 'ron' && d.kind !== 'tsumo') || isTripleRonDraft(d, rules)) return null;
  if (d.wins.length === 0) return t('hand.missing.winner');
  if (d.kind === 'ron' && d.from === null) return t('hand.missing.discarder');
  for (const w of d.wins) {
    if (w.han === null) return t('hand.missing.han', { name: players[w.winner] });
    if (winOf(w, d.kind, rules) === null) return t(w.han === 'yakuman' ? 'hand.missing.yakuman' : 'hand.missing.fu', { name: players[w.winner] });
  }
  return null;
}

export function HandDialog(props: HandDialogProps) {
  const { players, rules, state, editing, onClose, tilePicker: TilePicker } = props;
  const t = useT();
  const plural = usePlural();
  const lang = useLang((s) => s.lang);
  const titleId = useId();
  const [d, setD] = useState<Draft>(() =>
    isDraft(props.restoredDraft) && props.restoredDraft.kind === props.kind ? props.restoredDraft : draftFrom(props.kind, props.riichi, editing?.result),
  );
  const { onDraftChange } = props;
  // What a fresh dialog holds: closing with the same throws nothing away.
  const [fresh] = useState(() => draftFrom(props.kind, props.riichi, editing?.result));
  /** What was entered, when it differs from the dialog as it opened fresh. */
  const closedDraft = (): DiscardedDraft | undefined => {
    const closed: Draft = { ...d, picker: null, sketch: null };
    return canonicalJson(entered(closed)) === canonicalJson(entered(fresh)) ? undefined : { kind: d.kind, draft: closed };
  };
  const cancel = () => onClose(closedDraft());
  const { onBringBack } = props;
  // A layout effect: kept before the browser does anything else, so a tab killed right after a
  // tap loses nothing.
  useLayoutEffect(() => {
    onDraftChange?.(d, d.kind);
  }, [d, onDraftChange]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = d.picker ?? null;
  /** The win whose tiles are in the picker. */
  const picking = open !== null && 'win' in open ? open.win : null;
  /** The seat whose tiles are being checked for tenpai at an exhaustive draw. */
  const checking = open !== null && 'tenpai' in open ? open.tenpai : null;
  const openPicker = useCallback((picker: PickerOpen | null) => setD((old) => ({ ...old, picker, sketch: null })), []);
  // The same sketch again keeps the same draft: no render, so the picker is not told again.
  const keepSketch = useCallback((sketch: unknown) => setD((old) => (JSON.stringify(old.sketch) === JSON.stringify(sketch) ? old : { ...old, sketch })), []);
  const update = (patch: Partial<Draft>) => {
    setRefusal(null);
    setD((old) => ({ ...old, ...patch }));
  };

  const dialogRef = useRef<HTMLDivElement>(null);
  useModalFocus(dialogRef);

  // Escape closes only the topmost layer: a picker open over the dialog, else the dialog.
  const picked = picking !== null ? d.wins[picking] : undefined;
  const layerOpen = picked !== undefined || checking !== null;
  useEscapeCloses(!layerOpen, cancel);
  useEscapeCloses(layerOpen, () => openPicker(null));
  // The phone's Back does the same, one layer a press: the dialog's first (its entry is the lower one).
  useBackCloses(true, cancel);
  useBackCloses(layerOpen, () => openPicker(null));

  const tripleDraw = isTripleRonDraft(d, rules);
  const result = resultOf(d, rules);
  const missing = result ? null : missingChoice(d, rules, players, t);
  // Saving an edit that changes nothing would only mark the hand edited.
  const unchanged = editing !== undefined && result !== null && sameResult(result, editing.result);
  // The preview is the ledger's fold of this result on the table before the hand: nothing is saved.
  const preview: FoldResult | null = useMemo(() => (result ? fold(state, result, rules) : null), [result, state, rules]);
  // An edit the save would refuse says so now, and Save stays off (the fold above sees this hand only).
  const editRefused = editing && result && preview?.ok && !unchanged ? (props.checkEdit?.(result) ?? null) : null;
  const points = (n: number, signed = false) => formatPoints(n, lang, signed);
  // Each player's change as the preview shows it: a new hand's from the scores on the screen.
  const shownOutcome = preview?.ok
    ? { deltas: editing ? preview.outcome.deltas : deltasFromScreen(preview.outcome.deltas, state, props.riichi), penaltyDeltas: preview.outcome.penaltyDeltas }
    : null;
  // A chombo gives back the sticks put down on the table this hand (the fold's rule): a gain to say as such, not as a win.
  const sticksBack = !editing && d.kind === 'chombo' ? props.riichi : [];
  const blocked = editRefused !== null || (preview !== null && !preview.ok);
  // Who gains what, an item a player (changesLine); any other summary is a sentence.
  const changes = !unchanged && !editRefused && preview?.ok === true && !tripleDraw;
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
            : changesLine(shownOutcome ?? preview.outcome, players, { signed: (n) => points(n, true), noChange: t('hand.noChange'), stickBack: t('hand.stickBack'), sticksBack });
  const win: 'ron' | 'tsumo' = d.kind === 'tsumo' ? 'tsumo' : 'ron';
  const multi = rules.multipleRon !== 'head_bump';

  async function submit() {
    if (!result || !preview?.ok || busy || unchanged || editRefused) return;
    await save(result);
  }

  async function save(saved: HandResult) {
    setBusy(true);
    const answer = await props.onSubmit(saved);
    setBusy(false);
    if (answer) setRefusal(t('hand.editBreaks', { message: answer }));
  }

  /**
   * The picker's "Record this hand" records the hand when its value was all the dialog lacked: one
   * tap, not a second one on "Record hand" (issue 29: a ron in five taps besides its tiles). The
   * picker showed the value and the payment, and the table's Undo takes the hand back. The dialog
   * stays when there is more to enter or to check: another winner's value, a liable player (pao)
   * for a yakuman, an edit of a past hand, or a result the ledger refuses.
   */
  function recordFromPicker(after: Draft) {
    const ready = editing || after.wins.some((w) => paoPossible(w, rules)) ? null : resultOf(after, rules);
    if (ready && fold(state, ready, rules).ok && !busy) void save(ready);
  }

  /**
   * The winners chosen: each keeps its value. One winner changed for another (a radio, or the only
   * checkbox off and another on) takes the value along: it was entered for the hand, not the seat.
   */
  function setWinners(seats: readonly Seat[]) {
    const only = d.wins.length === 1 ? d.wins[0] : d.wins.length === 0 ? d.spare : undefined;
    const wins = seats.map((seat) => d.wins.find((w) => w.winner === seat) ?? (seats.length === 1 && only ? movedTo(only, seat) : emptyDraft(seat)));
    update({ wins, spare: seats.length === 0 && d.wins.length === 1 ? d.wins[0] : null });
  }

  /**
   * Four riichi (suucha) is all four players declaring: their four sticks go to the pot, and a
   * table that toggled fewer would leave the next winner short. So all four are marked (one can
   * still be unticked); another reason tapped after it brings back the sticks the dialog opened with.
   */
  function riichiFor(reason: AbortiveReason): Seat[] {
    if (reason === 'suucha') return [...SEATS];
    return d.reason === 'suucha' ? [...fresh.riichi] : d.riichi;
  }

  const winEditors = (kind: 'ron' | 'tsumo') =>
    d.wins.map((w, i) => (
      <WinValue
        key={w.winner}
        draft={w}
        win={kind}
        rules={rules}
        players={players}
        onChange={(next) => update({ wins: d.wins.map((old, j) => (j === i ? next : old)) })}
        onTiles={TilePicker ? () => openPicker({ win: i }) : undefined}
      />
    ));

  const roundWind: RoundWind = state.round;

  return (
    <div className="overlay">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog" ref={dialogRef} tabIndex={-1}>
        <header className="dialog-head">
          <h2 id={titleId}>{editing ? t('hand.editTitle', { n: editing.number }) : t(`hand.title.${d.kind}`)}</h2>
          <button type="button" className="btn ghost" onClick={cancel}>
            {t('app.cancel')}
          </button>
        </header>
        {onBringBack && <CancelledOffer onBringBack={() => onBringBack(closedDraft())} />}

        {editing && <OptionRadio label={t('history.hand', { n: editing.number })} options={handKindsFor(rules)} value={d.kind} labelOf={(k) => t(`hand.title.${k}`)} onChange={(kind) => update({ kind })} />}

        {d.kind === 'ron' && (
          <>
            {multi ? (
              <SeatToggles label={t('hand.winners')} hint={t(winnersHintOf(rules))} players={players} value={d.wins.map((w) => w.winner)} disabled={d.from !== null ? [d.from] : []} onChange={setWinners} />
            ) : (
              // Head bump: one winner only, so the seat tapped is the winner (a radio, not checkboxes).
              <SeatRadio label={t('hand.winners')} players={players} value={d.wins[0]?.winner ?? null} disabled={d.from !== null ? [d.from] : []} onChange={(seat) => setWinners([seat])} />
            )}
            <SeatRadio label={t('hand.discarder')} players={players} value={d.from} disabled={d.wins.map((w) => w.winner)} onChange={(from) => update({ from })} />
            {!tripleDraw && winEditors('ron')}
          </>
        )}
        {d.kind === 'tsumo' && (
          <>
            <SeatRadio label={t('hand.winner')} players={players} value={d.wins[0]?.winner ?? null} onChange={(seat) => setWinners([seat])} />
            {winEditors('tsumo')}
          </>
        )}
        {d.kind === 'draw' && (
          <>
            <SeatToggles label={t('hand.tenpai')} players={players} value={d.tenpai} onChange={(tenpai) => update({ tenpai })} />
            <NotenRiichi
              seats={d.riichi.filter((seat) => !d.tenpai.includes(seat))}
              players={players}
              chombo={rules.chombo !== 'none'}
              onChombo={(seat) => update({ kind: 'chombo', seat })}
            />
            {TilePicker && <TenpaiChecks players={players} onCheck={(seat) => openPicker({ tenpai: seat })} />}
            {rules.nagashi !== 'none' && <SeatToggles label={t('hand.nagashi')} players={players} value={d.nagashi} onChange={(nagashi) => update({ nagashi })} />}
          </>
        )}
        {d.kind === 'abortive' && <OptionRadio label={t('hand.reason')} options={rules.abortiveDraws} value={d.reason} labelOf={(r) => t(`abortive.${r}`)} onChange={(reason) => update({ reason, riichi: riichiFor(reason) })} />}
        {d.kind === 'chombo' && <SeatRadio label={t('hand.offender')} players={players} value={d.seat} onChange={(seat) => update({ seat })} />}
        {d.kind === 'penalty' && (
          <>
            <SeatRadio label={t('hand.player')} players={players} value={d.seat} onChange={(seat) => update({ seat })} />
            <label className="field">
              <span>{t('hand.points')}</span>
              <input type="number" inputMode="numeric" step={1000} value={d.points} onChange={(e) => update({ points: e.target.value })} />
            </label>
            <PointSteps points={d.points} onChange={(points) => update({ points })} />
            <label className="field">
              <span>{t('hand.penaltyReason')}</span>
              <input type="text" value={d.note} onChange={(e) => update({ note: e.target.value })} />
            </label>
          </>
        )}

        {/* Starts from the table's sticks; a riichi forgotten on the table is fixed here (the ledger checks it). */}
        {d.kind !== 'penalty' && (
          <SeatToggles
            label={t('table.riichi')}
            // A riichi declared with the discard that is won on puts no stick down (FORMATS.md "riichi"): only the table knows which discard it was.
            hint={d.kind === 'ron' && d.from !== null && d.riichi.includes(d.from) ? t('hand.riichiOnDealIn', { name: players[d.from] }) : undefined}
            players={players}
            value={d.riichi}
            onChange={(riichi) => update({ riichi })}
          />
        )}

        {/*
          The whole preview scrolls with the form, last before the footer: held at the bottom it took
          300 to 435 of a phone's 740 px and covered the form. The footer keeps one line of it.
        */}
        <section className="preview" aria-label={t('hand.preview')} aria-live="polite">
          <h3>{t('hand.preview')}</h3>
          {!preview ? (
            <p className="hint">{missing ?? t('hand.previewEmpty')}</p>
          ) : !preview.ok ? (
            <p className="notice error">{refusalText(t, lang, preview)}</p>
          ) : (
            <>
              <OutcomeDeltas outcome={shownOutcome ?? preview.outcome} players={players} sticksBack={sticksBack} />
              {/* The hand history gives the hand's own deltas, sticks included: say why these differ. */}
              {!editing && props.riichi.length > 0 && (
                <p className="hint">{t('hand.sticksOnScreen', { names: props.riichi.map((seat) => players[seat]).join(', ') })}</p>
              )}
              {preview.outcome.wins.map((w) => (
                <p key={w.winner} className="hint">
                  {players[w.winner]}: {points(w.value)}
                  {w.honbaPoints > 0 && ` + ${points(w.honbaPoints)} ${t('hand.plusCounters')}`}
                  {w.sticks > 0 && ` + ${points(w.sticks * 1000)} ${plural('hand.plusSticks', w.sticks)}`}
                </p>
              ))}
              {(tripleDraw ? ['sanchahou' as const] : preview.outcome.notes).map((note) => (
                <p key={note} className="notice">
                  {t(`outcome.note.${note}`)}
                </p>
              ))}
              <p className="hint">{t('hand.tableAfter', { sticks: preview.state.sticks, counters: preview.state.honba })}</p>
              {editRefused ? (
                <p className="notice error">{t('hand.editBreaks', { message: editRefused })}</p>
              ) : (
                preview.state.over && !state.over && <p className="notice">{t('hand.endsGame')}</p>
              )}
            </>
          )}
        </section>

        <footer className="dialog-foot hand-foot">
          {refusal && (
            <p role="alert" className="notice error">
              {refusal}
            </p>
          )}
          {/* One line or two: what the tap records, or what stops it; the preview above has the rest. */}
          <p className={blocked ? 'summary blocked' : changes ? 'summary changes' : 'summary'} data-testid="hand-summary">
            {summary}
          </p>
          <button type="button" className="btn primary big" disabled={!preview?.ok || busy || unchanged || editRefused !== null} onClick={() => void submit()}>
            {busy ? t('hand.saving') : editing ? t('hand.confirmEdit') : d.kind === 'penalty' ? t('hand.confirmPenalty') : t('hand.confirm')}
          </button>
        </footer>

        {TilePicker && checking !== null && (
          <div className="overlay picker-layer">
            <TilePicker
              mode="tenpai"
              seat={checking}
              player={players[checking]}
              seatWind={seatWindOf(checking, state.dealer)}
              roundWind={roundWind}
              honba={state.honba}
              riichi={d.riichi.includes(checking)}
              rules={rules}
              initialSketch={d.sketch}
              onSketch={keepSketch}
              onCancel={() => openPicker(null)}
              onMark={(tenpai) => {
                const others = d.tenpai.filter((s) => s !== checking);
                update({ tenpai: tenpai ? [...others, checking].sort((a, b) => a - b) : others, picker: null, sketch: null });
              }}
            />
          </div>
        )}
        {TilePicker && picking !== null && picked && (
          <div className="overlay picker-layer">
            <TilePicker
              win={win}
              winner={picked.winner}
              from={d.kind === 'ron' ? (d.from ?? undefined) : undefined}
              seatWind={seatWindOf(picked.winner, state.dealer)}
              roundWind={roundWind}
              honba={state.honba}
              riichi={d.riichi.includes(picked.winner)}
              rules={rules}
              initialTiles={picked.picked?.tiles}
              initialSketch={d.sketch}
              onSketch={keepSketch}
              onCancel={() => openPicker(null)}
              onDone={(value) => {
                const next = withPicked(picked, value, rules);
                // A riichi marked in the picker is the winner's stick on the table, and no riichi there none:
                // the hand's riichi han and its stick are recorded together (FORMATS.md "riichi").
                const riichi = value.riichi === undefined ? d.riichi : withSeat(d.riichi, picked.winner, value.riichi);
                const after: Draft = { ...d, wins: d.wins.map((w, j) => (j === picking ? next : w)), riichi, picker: null, sketch: null };
                update(after);
                recordFromPicker(after);
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
}

/** What tapping more than one winner does under these rules (head bump has one winner only). */
function winnersHintOf(rules: Rules): 'hand.winnersHint' | 'hand.winnersHintDouble' | 'hand.winnersHintSanchahou' {
  if (rules.multipleRon !== 'double_only') return 'hand.winnersHint';
  return rules.abortiveDraws.includes('sanchahou') ? 'hand.winnersHintSanchahou' : 'hand.winnersHintDouble';
}

/** What the user entered: the picker open over the dialog, and its sketch, are not the hand. */
function entered(d: Draft): Omit<Draft, 'picker' | 'sketch' | 'spare'> {
  const { picker: _picker, sketch: _sketch, spare: _spare, ...rest } = d;
  return rest;
}


/**
 * Big steps and a sign toggle for penalty points: a phone's numeric keypad has no minus key, and
 * a penalty usually takes points away.
 */
function PointSteps({ points, onChange }: { points: string; onChange: (points: string) => void }) {
  const t = useT();
  const current = Number.isFinite(Number(points)) ? Number(points) : 0;
  const set = (n: number) => onChange(String(n));
  return (
    <div role="group" aria-label={t('hand.pointSteps')} className="option-buttons">
      <button type="button" className="btn" onClick={() => set(current - 1000)}>
        {t('hand.minus1000')}
      </button>
      <button type="button" className="btn" onClick={() => set(current + 1000)}>
        {t('hand.plus1000')}
      </button>
      <button type="button" className="btn" disabled={current === 0} onClick={() => set(-current)}>
        {t('hand.flipSign')}
      </button>
    </div>
  );
}

/** At an exhaustive draw: one button per seat opens the picker to check that hand for tenpai. */
function TenpaiChecks({ players, onCheck }: { players: Players; onCheck: (seat: Seat) => void }) {
  const t = useT();
  // The name in a span of its own, cut with "…" when longer than the button is wide, with the
  // punctuation after it (no line starts with the colon); the words around it wrap as they like
  // (the translation puts the name anywhere). The label's parts are the same for every seat.
  const [before = '', rest = ''] = t('hand.checkTilesOf', { name: '\u0000' }).split('\u0000');
  const glued = /^\S*/.exec(rest)?.[0] ?? '';
  const after = rest.slice(glued.length);
  return (
    <fieldset className="pick">
      <legend>{t('hand.checkTiles')}</legend>
      <div role="group" aria-label={t('hand.checkTiles')} className="seat-buttons">
        {SEATS.map((seat) => (
          // The label in so many words: a name in a box of its own is read apart from the colon after it.
          <button key={seat} type="button" className="btn small tenpai-check" aria-label={t('hand.checkTilesOf', { name: players[seat] })} onClick={() => onCheck(seat)}>
            {before}
            <span className="check-name">
              {players[seat]}
              {glued}
            </span>
            {after}
          </button>
        ))}
      </div>
    </fieldset>
  );
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

/**
 * At an exhaustive draw: players with a riichi stick who are not marked tenpai. A riichi declared
 * without tenpai is chombo, found out at the draw (seed 000 §3.4.6); the scorekeeper may mark
 * them tenpai after all, or record the chombo instead in one tap. Nothing is refused here: the
 * table decides.
 */
function NotenRiichi({ seats, players, chombo, onChombo }: { seats: readonly Seat[]; players: Players; chombo: boolean; onChombo: (seat: Seat) => void }) {
  const t = useT();
  if (seats.length === 0) return null;
  return (
    <div className="notice warn" role="note" aria-label={t('hand.notenRiichiTitle')}>
      <p>
        {t('hand.notenRiichi', { names: seats.map((seat) => players[seat]).join(', ') })}
        {chombo && ` ${t('hand.notenRiichiIsChombo')}`}
      </p>
      {chombo &&
        seats.map((seat) => (
          <button key={seat} type="button" className="btn" onClick={() => onChombo(seat)}>
            {t('hand.notenRiichiChombo', { name: players[seat] })}
          </button>
        ))}
    </div>
  );
}
