// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { TenboDb } from './db';
import {
  clearDiscardedDraft,
  clearDraft,
  clearEditDraft,
  rememberedGame,
  rememberGame,
  saveCalculatorDraft,
  saveDiscardedDraft,
  saveDraft,
  saveEditDraft,
} from './drafts';
import { loadCalculatorDraft, loadDiscardedDraft, loadDraft, loadEditDraft } from './draftsRead';
import { freshDb } from './testDb';

let db: TenboDb;
beforeEach(() => {
  localStorage.clear();
  db = freshDb().db;
});

describe('hand drafts', () => {
  it('are kept per game in IndexedDB until cleared, the last change made the one kept', async () => {
    void saveDraft('g1', { kind: 'ron', seen: { hands: 2, pendingRiichi: [1] }, draft: { taps: 1 } });
    void saveDraft('g1', { kind: 'ron', seen: { hands: 2, pendingRiichi: [1] }, draft: { taps: 2 } });
    expect(await loadDraft('g1')).toEqual({ kind: 'ron', seen: { hands: 2, pendingRiichi: [1] }, draft: { taps: 2 } });
    expect(await db.drafts.count()).toBe(1);
    expect(localStorage.length).toBe(0);
    expect(await loadDraft('g2')).toBeNull();
    void clearDraft('g1');
    expect(await loadDraft('g1')).toBeNull();
  });
  it('ignore what they cannot read: another version, a bad table', async () => {
    await db.drafts.put({ key: 'tenbo.draft.g1', value: { v: 99, kind: 'ron', seen: { hands: 0, pendingRiichi: [] }, draft: {} } });
    expect(await loadDraft('g1')).toBeNull();
    await db.drafts.put({ key: 'tenbo.draft.g1', value: { v: 1, kind: 'ron', seen: { hands: 0, pendingRiichi: [7] }, draft: {} } });
    expect(await loadDraft('g1')).toBeNull();
    await db.drafts.put({ key: 'tenbo.draft.g1', value: 'ron' });
    expect(await loadDraft('g1')).toBeNull();
  });
  it('are read through the schema kit, bounded (issue 32): a draft nested deeper than any dialog writes is ignored', async () => {
    let deep: unknown = {};
    for (let i = 0; i < 100; i++) deep = { deeper: deep };
    await db.drafts.put({ key: 'tenbo.draft.g1', value: { v: 1, kind: 'ron', seen: { hands: 0, pendingRiichi: [] }, draft: deep } });
    expect(await loadDraft('g1')).toBeNull();
    await db.drafts.put({
      key: 'tenbo.draft.g1',
      value: { v: 1, kind: 'ron', seen: { hands: 0, pendingRiichi: [] }, draft: { deeper: {} } },
    });
    expect(await loadDraft('g1')).toEqual({ kind: 'ron', seen: { hands: 0, pendingRiichi: [] }, draft: { deeper: {} } });
  });
  it('keep nothing and break nothing where storage fails', async () => {
    db.close();
    await saveDraft('g1', { kind: 'ron', seen: { hands: 0, pendingRiichi: [] }, draft: {} });
    expect(await loadDraft('g1')).toBeNull();
  });
});

describe('a hand entry cancelled', () => {
  it('is kept per game apart from the hand being entered, until cleared', async () => {
    const cancelled = { kind: 'draw', seen: { hands: 0, pendingRiichi: [] }, draft: { tenpai: [1] } };
    await saveDiscardedDraft('g1', cancelled);
    expect(await loadDiscardedDraft('g1')).toEqual(cancelled);
    expect(await loadDraft('g1')).toBeNull();
    await clearDiscardedDraft('g1');
    expect(await loadDiscardedDraft('g1')).toBeNull();
  });
});

describe('the game last shown', () => {
  it('is remembered in IndexedDB until forgotten', async () => {
    expect(await rememberedGame()).toBeNull();
    void rememberGame('g1');
    expect(await rememberedGame()).toBe('g1');
    void rememberGame(null);
    expect(await rememberedGame()).toBeNull();
  });
});

describe('the calculator draft', () => {
  it('keeps the preset and the sketch, and ignores what it cannot read', () => {
    expect(loadCalculatorDraft()).toBeNull();
    saveCalculatorDraft({ preset: 'tenhou', sketch: { concealed: ['1m'] } });
    expect(loadCalculatorDraft()).toEqual({ preset: 'tenhou', sketch: { concealed: ['1m'] } });
    localStorage.setItem('tenbo.calculator', '{not json');
    expect(loadCalculatorDraft()).toBeNull();
    localStorage.setItem('tenbo.calculator', JSON.stringify({ v: 1, preset: 3 }));
    expect(loadCalculatorDraft()).toBeNull();
  });
});

describe('edit drafts', () => {
  it('are kept per game with the hand they edit, until cleared; what cannot be read is ignored', () => {
    const edit = { seq: 3, original: { v: 1, type: 'draw', tenpai: [], riichi: [] }, kind: 'ron', draft: { any: 'thing' } };
    saveEditDraft('g1', edit);
    expect(loadEditDraft('g1')).toEqual(edit);
    expect(loadEditDraft('g2')).toBeNull();
    clearEditDraft('g1');
    expect(loadEditDraft('g1')).toBeNull();
    localStorage.setItem('tenbo.edit.g1', JSON.stringify({ v: 1, seq: 'three', kind: 'ron' }));
    expect(loadEditDraft('g1')).toBeNull();
  });
});
