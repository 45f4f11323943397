// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { useStorageProblem, withStorage } from './storageProblem';

beforeEach(() => {
  useStorageProblem.setState({ problem: null });
});

describe('a storage failure shown', () => {
  it('stays when a later storage call succeeds (the list read again after a failed write), until dismissed', async () => {
    await withStorage(() => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')));
    expect(useStorageProblem.getState().problem).toEqual({ kind: 'quota' });
    expect(await withStorage(() => Promise.resolve('the games'))).toBe('the games');
    expect(useStorageProblem.getState().problem).toEqual({ kind: 'quota' });
    useStorageProblem.getState().dismissProblem();
    expect(useStorageProblem.getState().problem).toBeNull();
  });
});
