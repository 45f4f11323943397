import type { Rules } from '../../core/rules';
import type { TableState } from '../../ledger';
import type { Players } from '../../store/types';
import { seatWindOf } from '../labels';
import type { Draft } from './handDraft';
import type { PickedHand, TilePickerComponent } from './tilePickerSlot';

export interface HandPickerLayerProps {
  readonly TilePicker: TilePickerComponent;
  readonly d: Draft;
  readonly players: Players;
  readonly rules: Rules;
  readonly state: TableState;
  onSketch(sketch: unknown): void;
  onCancel(): void;
  /** The seat checked for tenpai: marked tenpai or not. */
  onMark(tenpai: boolean): void;
  /** The win in the picker: its hand as the picker scored it. */
  onPicked(index: number, value: PickedHand): void;
}

/** The tile picker open over the hand dialog: for a seat's tenpai check at a draw, or for a win's tiles. */
export function HandPickerLayer({ TilePicker, d, players, rules, state, onSketch, onCancel, onMark, onPicked }: HandPickerLayerProps) {
  const open = d.picker ?? null;
  const checking = open !== null && 'tenpai' in open ? open.tenpai : null;
  const picking = open !== null && 'win' in open ? open.win : null;
  const picked = picking !== null ? d.wins[picking] : undefined;
  const table = { roundWind: state.round, honba: state.honba, rules, initialSketch: d.sketch, onSketch, onCancel };
  if (checking !== null) {
    return (
      <div className="overlay picker-layer">
        <TilePicker
          mode="tenpai"
          seat={checking}
          player={players[checking]}
          seatWind={seatWindOf(checking, state.dealer)}
          riichi={d.riichi.includes(checking)}
          {...table}
          onMark={onMark}
        />
      </div>
    );
  }
  if (picking === null || !picked) return null;
  return (
    <div className="overlay picker-layer">
      <TilePicker
        win={d.kind === 'tsumo' ? 'tsumo' : 'ron'}
        winner={picked.winner}
        from={d.kind === 'ron' ? (d.from ?? undefined) : undefined}
        seatWind={seatWindOf(picked.winner, state.dealer)}
        riichi={d.riichi.includes(picked.winner)}
        initialTiles={picked.picked?.tiles}
        {...table}
        onDone={(value) => onPicked(picking, value)}
      />
    </div>
  );
}
