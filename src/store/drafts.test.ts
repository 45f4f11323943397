// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, clearEditDraft, loadCalculatorDraft, loadDraft, loadEditDraft, saveCalculatorDraft, saveDraft, saveEditDraft } from './drafts';

beforeEach(() => localStorage.clear());

describe('hand drafts', () => {
  it('are kept per game until cleared', () => {
    saveDraft('g1', { kind: 'ron', seen: { hands: 2, pendingRiichi: [1] }, draft: { any: 'thing' } });
    expect(loadDraft('g1')).toEqual({ kind: 'ron', seen: { hands: 2, pendingRiichi: [1] }, draft: { any: 'thing' } });
    expect(loadDraft('g2')).toBeNull();
    clearDraft('g1');
    expect(loadDraft('g1')).toBeNull();
  });
  it('ignore what they cannot read: broken JSON, another version, a bad table', () => {
    localStorage.setItem('tenbo.draft.g1', '{not json');
    expect(loadDraft('g1')).toBeNull();
    localStorage.setItem('tenbo.draft.g1', JSON.stringify({ v: 99, kind: 'ron', seen: { hands: 0, pendingRiichi: [] }, draft: {} }));
    expect(loadDraft('g1')).toBeNull();
    localStorage.setItem('tenbo.draft.g1', JSON.stringify({ v: 1, kind: 'ron', seen: { hands: 0, pendingRiichi: [7] }, draft: {} }));
    expect(loadDraft('g1')).toBeNull();
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
