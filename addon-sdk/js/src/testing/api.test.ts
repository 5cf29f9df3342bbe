import { describe, expect, it } from 'vitest';
import { answersApi, deferred, fakeApi } from './api.js';

describe('fakeApi', () => {
  it('answers GET by the path before its query, and refuses the rest', async () => {
    const api = fakeApi({ search: [{ id: 1 }] });
    await expect(api.get('search?title=Pri')).resolves.toEqual([{ id: 1 }]);
    expect(api.get).toHaveBeenLastCalledWith('search?title=Pri');
    await expect(api.get('pages')).rejects.toThrow('unexpected GET pages');
    await expect(api.post('search', {})).rejects.toThrow('unexpected POST search');
  });
});

describe('answersApi', () => {
  it('answers GET by the whole path, query included, and throws an Error among the answers', async () => {
    const failure = new Error('The host is down.');
    const api = answersApi({ 'results?page=1': { items: [] }, 'results?page=2': failure });
    await expect(api.get('results?page=1')).resolves.toEqual({ items: [] });
    await expect(api.get('results?page=2')).rejects.toBe(failure);
    await expect(api.get('results')).rejects.toThrow('unexpected GET results');
    await expect(api.delete('results/7')).rejects.toThrow('unexpected DELETE results/7');
  });
});

describe('deferred', () => {
  it('settles when the test says so', async () => {
    const held = deferred<number>();
    let settled: number | undefined;
    void held.promise.then((value) => (settled = value));
    await Promise.resolve();
    expect(settled).toBeUndefined();
    held.resolve(7);
    await expect(held.promise).resolves.toBe(7);
    expect(settled).toBe(7);
  });
});
