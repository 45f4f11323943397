import { useCallback, useLayoutEffect, useState } from 'react';
import { DialogShell } from '../../ui/DialogShell';
import { useBackCloses } from '../../ui/useBackCloses';
import { useEscapeCloses } from '../../ui/useEscapeCloses';
import type { Rules } from '../../core/rules';
import { canonicalJson, fold, handKindsFor, withSeat, type HandKind } from '../../ledger';
import type { HandResult, Seat, TableState } from '../../ledger';
import type { Players } from '../../store/types';
import { useT } from '../../i18n';
import {
  draftFrom,
  readyFromPicker,
  restoredDraftOf,
  sameEntered,
  withPickedWin,
  type DiscardedDraft,
  type Draft,
  type PickerOpen,
} from './handDraft';
import { CancelledOffer } from './CancelledOffer';
import { HandFields } from './HandFields';
import { HandPickerLayer } from './HandPickerLayer';
import { HandPreviewSection } from './HandPreviewSection';
import { OptionRadio } from './SeatPick';
import type { TilePickerComponent } from './tilePickerSlot';
import { useHandPreview } from './useHandPreview';

/** What the hand dialog records: every result but the end of a game (the table ends a game itself). */
export type { HandKind };
export type { DiscardedDraft };

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
  /** A draft kept from before a reload (read through handDraft's decoder before it is used). */
  readonly restoredDraft?: unknown;
  /** Called with the draft as it changes, for keeping it across a reload, and the dialog's kind now (it may change: see DrawFields' NotenRiichi). */
  onDraftChange?(draft: unknown, kind: HandKind): void;
  /** A hand entry cancelled on this table is kept: offered at the top, brought back in the place of what is entered now (handed over to be kept in its turn). */
  onBringBack?(entered?: DiscardedDraft): void;
}

/** The hand dialog: the draft (handDraft.ts), its fields, the preview (useHandPreview) and the picker over it. */
export function HandDialog(props: HandDialogProps) {
  const { players, rules, state, editing, onClose, tilePicker: TilePicker } = props;
  const t = useT();
  // What a fresh dialog holds: closing with the same throws nothing away.
  const [fresh] = useState(() => draftFrom(props.kind, props.riichi, editing?.result));
  const [d, setD] = useState<Draft>(() => restoredDraftOf(props.restoredDraft, props.kind) ?? fresh);
  const { onDraftChange } = props;
  /** What was entered, when it differs from the dialog as it opened fresh. */
  const closedDraft = (): DiscardedDraft | undefined => {
    const closed: Draft = { ...d, picker: null, sketch: null };
    return sameEntered(closed, fresh) ? undefined : { kind: d.kind, draft: closed };
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
  const openPicker = useCallback((picker: PickerOpen | null) => setD((old) => ({ ...old, picker, sketch: null })), []);
  // The same sketch again keeps the same draft: no render, so the picker is not told again.
  const keepSketch = useCallback(
    (sketch: unknown) => setD((old) => (canonicalJson(old.sketch) === canonicalJson(sketch) ? old : { ...old, sketch })),
    [],
  );
  const update = (patch: Partial<Draft>) => {
    setRefusal(null);
    setD((old) => ({ ...old, ...patch }));
  };

  // Escape closes only the topmost layer: a picker open over the dialog, else the dialog (DialogShell's escapeCloses).
  const open = d.picker ?? null;
  const layerOpen = open !== null && ('tenpai' in open || d.wins[open.win] !== undefined);
  useEscapeCloses(layerOpen, () => openPicker(null));
  // The phone's Back does the same, one layer a press: the dialog's first (DialogShell's, a child's
  // effect, runs before this one: its entry is the lower one).
  useBackCloses(layerOpen, () => openPicker(null));

  const shown = useHandPreview(d, { rules, players, state, riichi: props.riichi, editing, checkEdit: props.checkEdit });
  const { result, preview, unchanged, editRefused } = shown;

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
   * stays when there is more to enter or to check, or for a result the ledger refuses.
   */
  function recordFromPicker(after: Draft) {
    const ready = readyFromPicker(after, rules, editing !== undefined);
    if (ready && fold(state, ready, rules).ok && !busy) void save(ready);
  }

  return (
    <DialogShell
      title={editing ? t('hand.editTitle', { n: editing.number }) : t(`hand.title.${d.kind}`)}
      onCancel={cancel}
      escapeCloses={!layerOpen}
    >
      {onBringBack && <CancelledOffer onBringBack={() => onBringBack(closedDraft())} />}

      {editing && (
        <OptionRadio
          label={t('history.hand', { n: editing.number })}
          options={handKindsFor(rules)}
          value={d.kind}
          labelOf={(k) => t(`hand.title.${k}`)}
          onChange={(kind) => update({ kind })}
        />
      )}

      <HandFields
        d={d}
        rules={rules}
        players={players}
        openedRiichi={fresh.riichi}
        tripleDraw={shown.tripleDraw}
        onChange={update}
        onPicker={TilePicker ? openPicker : undefined}
      />

      <HandPreviewSection shown={shown} players={players} state={state} riichi={props.riichi} editing={editing !== undefined} />

      <footer className="dialog-foot hand-foot">
        {refusal && (
          <p role="alert" className="notice error">
            {refusal}
          </p>
        )}
        {/* One line or two: what the tap records, or what stops it; the preview above has the rest. */}
        <p className={shown.blocked ? 'summary blocked' : shown.changes ? 'summary changes' : 'summary'} data-testid="hand-summary">
          {shown.summary}
        </p>
        <button
          type="button"
          className="btn primary big"
          disabled={!preview?.ok || busy || unchanged || editRefused !== null}
          onClick={() => void submit()}
        >
          {busy ? t('hand.saving') : editing ? t('hand.confirmEdit') : d.kind === 'penalty' ? t('hand.confirmPenalty') : t('hand.confirm')}
        </button>
      </footer>

      {TilePicker && (
        <HandPickerLayer
          TilePicker={TilePicker}
          d={d}
          players={players}
          rules={rules}
          state={state}
          onSketch={keepSketch}
          onCancel={() => openPicker(null)}
          onMark={(tenpai) => {
            const checking = open !== null && 'tenpai' in open ? open.tenpai : null;
            if (checking !== null) update({ tenpai: withSeat(d.tenpai, checking, tenpai), picker: null, sketch: null });
          }}
          onPicked={(index, value) => {
            const after = withPickedWin(d, index, value, rules);
            update(after);
            recordFromPicker(after);
          }}
        />
      )}
    </DialogShell>
  );
}
