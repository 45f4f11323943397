import type { Ref } from 'react';
import type { FuItem, Reading, ScoreError } from '../core/hand';
import { FLAGS } from '../core/hand';
import { paymentTotal, type Payment } from '../core/payment';
import { isDeadWait, type Wait } from '../core';
import { parseTiles, type TileKind } from '../core/tiles';
import { formatPoints, isMessageKey, useLang, usePlural, useT, type Translate } from '../i18n';
import type { Evaluation, Misfit, YakuSource } from './evaluate';
import { TileFace } from './TileFace';
import { tileName, tileNames } from './tileNames';

/** The core's verdict on the hand, updated on every tap (a live region for screen readers). */
export function PickerResult(props: {
  evaluation: Evaluation;
  sticks: number;
  honba?: number;
  tenpaiCheck?: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const { evaluation, sticks, honba = 0, tenpaiCheck = false, ref } = props;
  const t = useT();
  return (
    // Focusable from script: the footer's summary moves the reader here.
    <section className="pk-result" aria-label={t('picker.result')} aria-live="polite" data-testid="picker-result" ref={ref} tabIndex={-1}>
      <ResultBody evaluation={evaluation} sticks={sticks} honba={honba} tenpaiCheck={tenpaiCheck} t={t} />
    </section>
  );
}

function ResultBody({
  evaluation,
  sticks,
  honba,
  tenpaiCheck,
  t,
}: {
  evaluation: Evaluation;
  sticks: number;
  honba: number;
  tenpaiCheck: boolean;
  t: Translate;
}) {
  const plural = usePlural();
  switch (evaluation.kind) {
    case 'empty':
      return <p className="pk-hint">{t('picker.handEmpty')}</p>;
    case 'needMore':
      return (
        <p className="pk-status">
          {evaluation.missing > 0 ? plural('picker.needMore', evaluation.missing) : t('picker.tooMany', { n: -evaluation.missing })}
        </p>
      );
    case 'waits': {
      const r = evaluation.result;
      if (!r.ok) return <ErrorView error={r} />;
      if (!r.tenpai)
        return tenpaiCheck ? (
          <h3 className="pk-status pk-verdict">{tenpaiVerdictText(t, evaluation)}</h3>
        ) : (
          <p className="pk-status">{t('picker.noten')}</p>
        );
      return (
        <div>
          {tenpaiCheck ? (
            <h3 className="pk-status pk-verdict">{tenpaiVerdictText(t, evaluation)}</h3>
          ) : (
            <h3 className="pk-status">{t('picker.tenpai')}</h3>
          )}
          <ul className="pk-waits" aria-label={t('picker.waits')}>
            {r.waits.map((w) => (
              <li key={w.tile} className={w.hasYaku ? '' : 'pk-no-yaku'}>
                <span className="pk-mini-tile">
                  <TileFace tile={w.tile} />
                </span>
                <span>
                  {tileName(t, w.tile)}: {waitValue(t, w)}
                </span>
              </li>
            ))}
          </ul>
          {tenpaiCheck && (
            <p className="pk-hint">
              {r.waits.some(winnableWithoutYaku) ? t('picker.tenpaiCheck.noYakuCounts') : t('picker.tenpaiCheck.ronNote')}
            </p>
          )}
        </div>
      );
    }
    case 'score':
      return evaluation.result.ok ? (
        <ReadingView reading={evaluation.result.best} others={evaluation.result.readings.slice(1)} sticks={sticks} honba={honba} />
      ) : (
        <ErrorView error={evaluation.result} misfits={evaluation.misfits ?? []} yakuFrom={evaluation.yakuFrom ?? []} />
      );
  }
}

/**
 * A tenpai check's verdict in words, null until the hand is 13 valid tiles: "Noten: …", or
 * "Tenpai on 1 man, 4 man (no yaku on 1 man)." (EMA: a hand without a yaku is still tenpai at a draw).
 */
export function tenpaiVerdictText(t: Translate, evaluation: Evaluation): string | null {
  if (evaluation.kind !== 'waits' || !evaluation.result.ok) return null;
  const { tenpai, waits } = evaluation.result;
  return tenpai ? tenpaiHeadline(t, waits) : t('picker.tenpaiCheck.noten');
}

function tenpaiHeadline(t: Translate, waits: readonly Wait[]): string {
  const tiles = tileNames(
    t,
    waits.map((w) => w.tile),
  );
  const noYaku = waits.filter(winnableWithoutYaku).map((w) => w.tile);
  return noYaku.length === 0
    ? t('picker.tenpaiCheck.tenpai', { tiles })
    : t('picker.tenpaiCheck.tenpaiNoYaku', { tiles, noYaku: tileNames(t, noYaku) });
}

function waitValue(t: Translate, wait: Wait): string {
  const best = wait.best;
  if (isDeadWait(wait)) return t('picker.waitAllInSight');
  if (!wait.hasYaku || !best) return t('picker.waitNoYaku');
  return best.yakuman > 0 ? t('picker.waitYakuman') : t('picker.waitYaku', { han: best.han });
}

/** A wait that a tile is left for but that has no yaku (a dead wait is shown as such instead). */
function winnableWithoutYaku(wait: Wait): boolean {
  return !wait.hasYaku && !isDeadWait(wait);
}

/** Which tile, meld or flag the core names as the problem, in the player's words. */
function detailText(t: Translate, detail: string | undefined): string | null {
  if (!detail) return null;
  if ((FLAGS as readonly string[]).includes(detail)) return t(`flag.${detail}` as 'flag.riichi');
  const tiles = parseTiles(detail);
  if (tiles.ok && tiles.tiles.length > 0) return tileNames(t, tiles.tiles);
  return null;
}

/** Refusals whose core message names the tile, call or flag at fault. */
const NAMES_THE_FAULT: ReadonlySet<ScoreError['error']> = new Set(['invalid_tiles', 'invalid_flags', 'invalid_situation']);

function ErrorView({
  error,
  misfits = [],
  yakuFrom = [],
}: {
  error: ScoreError;
  misfits?: readonly Misfit[];
  yakuFrom?: readonly YakuSource[];
}) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const detail = detailText(t, error.detail);
  return (
    <div className="pk-error" role="alert" data-error={error.error}>
      <h3>{t('picker.invalid')}</h3>
      <p>{t(`scoreError.${error.error}`)}</p>
      {detail && <p className="pk-error-detail">{detail}</p>}
      {/* The core explains in English which tile or rule is at fault; for a hand that is not
          complete or lacks a yaku it only says again what the line above says. */}
      {lang === 'en' && NAMES_THE_FAULT.has(error.error) && <p className="pk-error-why">{error.message}</p>}
      {yakuFrom.map((source) => (
        <p key={source} className="pk-hint">
          {t(`picker.yakuFrom.${source}`)}
        </p>
      ))}
      {misfits.length > 0 && (
        <ul className="pk-misfits" aria-label={t('picker.misfits')}>
          {misfits.map((m) => (
            <li key={m.tile}>
              <span className="pk-mini-tile">
                <TileFace tile={m.tile} />
              </span>{' '}
              {t('picker.misfit', { tile: tileName(t, m.tile), waits: tileNames(t, m.waits) })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The footer's value in two short lines, "8,000 Mangan" over "4 han 30 fu", so that it fits
 * beside the buttons on a phone; a tap shows the full breakdown (`onShow`).
 */
export function ResultSummary({ reading, onShow }: { reading: Reading; onShow: () => void }) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  return (
    <button type="button" className="pk-foot-value pk-summary" data-testid="picker-summary" onClick={onShow}>
      <span className="pk-summary-main">
        <strong>{formatPoints(paymentTotal(reading.payment), lang)}</strong>
        <LimitName reading={reading} />
      </span>
      <span className="pk-summary-detail">{headline(t, reading)}</span>
      <span className="visually-hidden"> {t('picker.showBreakdown')}</span>
    </button>
  );
}

/** The limit's name beside the value ("Mangan"); none for a yakuman, whose headline names it ("1× yakuman"), but a counted one's says its han. */
function LimitName({ reading }: { reading: Reading }) {
  const t = useT();
  return reading.limit && reading.yakuman === 0 ? <span className="pk-limit">{t(`picker.limit.${reading.limit}`)}</span> : null;
}

/** "3 han 30 fu", "6 han" (fu do not matter from 5 han on), "1× yakuman". */
export function headline(t: Translate, r: Reading): string {
  if (r.yakuman > 0) return t('picker.yakumanN', { n: r.yakuman });
  // Below 5 han the fu still explain the value (4 han 30 fu is a kiriage mangan where the preset has it).
  if (r.han >= 5 || r.fu === 0) return t('picker.han', { han: r.han });
  return t('picker.hanFu', { han: r.han, fu: r.fu });
}

function ReadingView({ reading, others, sticks, honba }: { reading: Reading; others: readonly Reading[]; sticks: number; honba: number }) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const total = paymentTotal(reading.payment);
  return (
    <div className="pk-reading">
      <div className="pk-headline">
        <span data-testid="picker-value">{headline(t, reading)}</span>
        <LimitName reading={reading} />
        <strong className="pk-total" data-testid="picker-total">
          {formatPoints(total, lang)}
        </strong>
      </div>
      <PaymentView payment={reading.payment} sticks={sticks} honba={honba} />
      <h3>{t('picker.yaku')}</h3>
      <ul className="pk-yaku" data-testid="picker-yaku">
        {reading.yaku.map((y) => (
          <li key={y.id} data-yaku={y.id}>
            <span>{t(`yaku.${y.id}`)}</span>
            <span>{y.yakuman > 0 ? t('picker.yakumanN', { n: y.yakuman }) : t('picker.han', { han: y.han })}</span>
          </li>
        ))}
        {reading.yakuman === 0 && <DoraLines reading={reading} />}
      </ul>
      {reading.fu > 0 && reading.yakuman === 0 && <FuView items={reading.fuItems} fu={reading.fu} />}
      {others.length > 0 && (
        <details className="pk-others">
          <summary>{t('picker.readings', { n: others.length })}</summary>
          <ol>
            {others.map((r, i) => (
              <li key={i}>
                <p>
                  {t('picker.reading', { shape: t(`picker.shape.${r.shape}`), wait: t(`picker.wait.${r.wait}`) })}: {headline(t, r)} ·{' '}
                  {formatPoints(paymentTotal(r.payment), lang)}
                </p>
                <p className="pk-hint">{r.yaku.map((y) => `${t(`yaku.${y.id}`)} ${y.yakuman > 0 ? '★' : y.han}`).join(' · ')}</p>
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}

function DoraLines({ reading }: { reading: Reading }) {
  const t = useT();
  const lines = [
    ['picker.dora.dora', reading.dora],
    ['picker.dora.aka', reading.akaDora],
    ['picker.dora.ura', reading.uraDora],
  ] as const;
  return (
    <>
      {lines
        .filter(([, n]) => n > 0)
        .map(([key, n]) => (
          <li key={key} className="pk-dora-line">
            <span>{t(key)}</span>
            <span>{t('picker.han', { han: n })}</span>
          </li>
        ))}
    </>
  );
}

function PaymentView({ payment, sticks, honba }: { payment: Payment; sticks: number; honba: number }) {
  const t = useT();
  const lang = useLang((s) => s.lang);
  const p = (n: number) => formatPoints(n, lang);
  const line =
    payment.kind === 'ron'
      ? t('picker.pay.ron', { n: p(payment.ron) })
      : payment.kind === 'tsumo'
        ? t('picker.pay.tsumo', { dealer: p(payment.dealer), nonDealer: p(payment.nonDealer) })
        : t('picker.pay.tsumoAll', { n: p(payment.all) });
  return (
    <p className="pk-payment" data-testid="picker-payment">
      {line}
      {sticks > 0 && ` ${t('picker.pay.sticks', { n: p(sticks * 1000) })}`}
      {honba > 0 && <span className="pk-hint"> · {t('picker.pay.honba', { n: honba })}</span>}
    </p>
  );
}

function FuView({ items, fu }: { items: readonly FuItem[]; fu: number }) {
  const t = useT();
  const raw = items.reduce((sum, item) => sum + item.fu, 0);
  return (
    <div className="pk-fu">
      <h3>{t('picker.fu')}</h3>
      <ul data-testid="picker-fu">
        {items.map((item, i) => (
          <li key={i}>
            <span>
              {t(`fu.${item.id}`)}
              {item.tiles && item.tiles.length > 0 && <FuTiles tiles={item.tiles} />}
              {item.detail && <span className="pk-hint"> {fuDetail(t, item.detail)}</span>}
            </span>
            <span>{item.fu}</span>
          </li>
        ))}
      </ul>
      {/* Nothing to say about rounding when there was none (20 fu of a pinfu tsumo, 25 of seven pairs). */}
      <p className="pk-hint">{raw === fu ? t('picker.fuTotalExact', { fu }) : t('picker.fuTotal', { raw, fu })}</p>
    </div>
  );
}

function FuTiles({ tiles }: { tiles: readonly TileKind[] }) {
  const t = useT();
  return (
    <span className="pk-fu-tiles" role="img" aria-label={tileNames(t, tiles)}>
      {tiles.map((tile, i) => (
        <span key={i} className="pk-mini-tile">
          <TileFace tile={tile} />
        </span>
      ))}
    </span>
  );
}

/** The core's fu details are plain English words; the known ones are translated. */
function fuDetail(t: Translate, detail: string): string {
  const key = `fu.detail.${detail}`;
  return isMessageKey(key) ? t(key) : detail;
}
