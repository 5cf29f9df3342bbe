import { afterEach, describe, expect, it } from 'vitest';
import { selectorOf } from './selector';
import { resetPage } from './testing';

afterEach(resetPage);

const page = (html: string) => {
  document.body.innerHTML = html;
};
const $ = (selector: string) => document.querySelector(selector)!;

describe('the stable selector of a clicked element', () => {
  it('names each level by its tag, numbered among siblings of the same tag', () => {
    page('<main><article><h1>Hello</h1><p>One</p><p>Two <a href="#">link</a></p></article></main>');
    const selector = selectorOf($('a'));
    expect(selector).toBe('main > article > p:nth-of-type(2) > a');
    expect(document.querySelector(selector)).toBe($('a'));
    expect(selectorOf($('h1'))).toBe('main > article > h1');
  });

  it('stops at an id that looks stable, escaped', () => {
    page('<div id="pricing"><ul><li></li><li><button>Buy</button></li></ul></div><p id="a.b"><em>x</em></p>');
    expect(selectorOf($('button'))).toBe('#pricing > ul > li:nth-of-type(2) > button');
    expect(selectorOf($('em'))).toBe('#a\\.b > em');
    expect(document.querySelector(selectorOf($('em')))).toBe($('em'));
  });

  it('passes over ids a framework or a build made up, and ids the page repeats', () => {
    for (const id of ['ember1234', ':r1:', '«r2»', '_r_3_', 'x-a1b2c3d4e5']) {
      page(`<section><div id="${id}"><span>x</span></div></section>`);
      expect(selectorOf($('span'))).toBe('section > div > span');
    }
    page(`<section><div id="${'long-name-'.repeat(9)}"><span>x</span></div></section>`);
    expect(selectorOf($('span'))).toBe('section > div > span');
    page('<div id="card"><b>1</b></div><div id="card"><b>2</b></div>');
    expect(selectorOf($('div:nth-of-type(2) > b'))).toBe('div:nth-of-type(2) > b');
  });

  it('keeps at most two classes that look stable', () => {
    page(
      '<nav class="css-1kd8a7q site-nav is-open Home_title__9Xy3z sc-bdVaJa active menu main-menu">' +
        '<a class="btn btn-primary" href="#">Go</a></nav>',
    );
    expect(selectorOf($('a'))).toBe('nav.site-nav.menu > a.btn.btn-primary');
  });

  it('passes over hash-like and digit-heavy classes, and those needing escapes', () => {
    page('<div class="a1b2c3d4 col-100-3 md:flex w-1/2 x2024 card"><i>x</i></div>');
    expect(selectorOf($('i'))).toBe('div.card > i');
  });

  it('reads at most 5 levels up', () => {
    page('<div><section><article><div><p><span><b>deep</b></span></p></div></article></section></div>');
    expect(selectorOf($('b'))).toBe('article > div > p > span > b');
  });

  it('keeps at most 200 characters, the levels nearest the element', () => {
    const cls = (n: number) => `level${'x'.repeat(30)}${'abcde'[n]} other${'y'.repeat(30)}`;
    page(
      `<div class="${cls(0)}"><div class="${cls(1)}"><div class="${cls(2)}"><div class="${cls(3)}">` +
        `<a class="${cls(4)}">x</a></div></div></div></div>`,
    );
    const selector = selectorOf($('a'));
    expect(selector.length).toBeLessThanOrEqual(200);
    expect(selector.endsWith(`a.level${'x'.repeat(30)}e.other${'y'.repeat(30)}`)).toBe(true);
    expect(selector.startsWith('div.')).toBe(true);
    expect(document.querySelector(selector)).toBe($('a'));
  });

  it('names the page itself for a click on its body', () => {
    expect(selectorOf(document.body)).toBe('body');
  });
});
