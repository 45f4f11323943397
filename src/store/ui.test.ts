import { beforeEach, describe, expect, it } from 'vitest';
import { useUi, withStorage } from './ui';

beforeEach(() => useUi.setState({ problem: null }));

describe('a storage failure shown', () => {
  it('stays when a later storage call succeeds (the list read again after a failed write), until dismissed', async () => {
    await withStorage(() => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')));
    expect(useUi.getState().problem).toEqual({ kind: 'quota' });
    expect(await withStorage(() => Promise.resolve('the games'))).toBe('the games');
    expect(useUi.getState().problem).toEqual({ kind: 'quota' });
    useUi.getState().dismissProblem();
    expect(useUi.getState().problem).toBeNull();
  });
});
