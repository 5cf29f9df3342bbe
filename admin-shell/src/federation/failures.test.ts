import { describe, expect, it } from 'vitest';
import { causeChain } from './failures';

describe('causeChain', () => {
  it("lists an error's message and its causes' messages, outermost first, with their kind unless plain Error", () => {
    const error = new Error('outer', { cause: new TypeError('middle', { cause: 'a string cause' }) });
    expect(causeChain(error)).toEqual(['outer', 'TypeError: middle', 'a string cause']);
  });

  it('reads the message of a cause that is not an Error, and stops at one seen before', () => {
    expect(causeChain(new Error('outer', { cause: { message: 'plain object' } }))).toEqual(['outer', 'plain object']);
    const loop = new Error('loop');
    loop.cause = loop;
    expect(causeChain(loop)).toEqual(['loop']);
  });

  it('keeps at most ten messages', () => {
    let error: Error = new Error('0');
    for (let i = 1; i < 20; i++) error = new Error(String(i), { cause: error });
    expect(causeChain(error)).toHaveLength(10);
  });

  it('gives nothing for nothing', () => {
    expect(causeChain(undefined)).toEqual([]);
  });
});
