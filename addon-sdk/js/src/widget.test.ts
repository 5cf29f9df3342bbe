import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  EDITOR_STEPS,
  EXTENSION_POINTS,
  isComponentPointId,
  isEditorStep,
  isExtensionPointId,
  type ComponentPointId,
  type DayRange,
  type EditorStep,
  type ExtensionPointId,
  type ExtensionProps,
  type ExtensionPropsMap,
  type RemoteNotice,
} from './extension-points.js';
import type { ExtensionPointEntry, LockedAddon, UiManifest } from './types.js';
import {
  WIDGET_LANGUAGES,
  defineRemote,
  defineWidgetModule,
  fillWords,
  mayStore,
  wordsFor,
  type WidgetAfterSubmitContext,
  type WidgetLook,
  type WidgetModule,
  type WidgetPageContext,
  type WidgetQuestionProps,
  type WidgetSurvey,
  type WidgetTriggerContext,
} from './widget.js';
import * as sdk from './index.js';

declare global {
  /** Vite's import of many files at once (the widget's catalogues, in a test below). */
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
  }
}

describe('EXTENSION_POINTS', () => {
  it('is exactly the six extension points of add-on API 1.1', () => {
    expect([...EXTENSION_POINTS]).toEqual([
      'settings-tab',
      'editor-card',
      'question-type-editor',
      'results-panel',
      'route',
      'menu-item',
    ]);
  });

  it('gives a props type for every point but menu-item, which has no component', () => {
    expectTypeOf<keyof ExtensionPropsMap>().toEqualTypeOf<ComponentPointId>();
    expectTypeOf<ComponentPointId>().toEqualTypeOf<Exclude<ExtensionPointId, 'menu-item'>>();
    expectTypeOf<ExtensionProps<'results-panel'>['surveyId']>().toEqualTypeOf<number>();
    expectTypeOf<ExtensionProps<'results-panel'>['range']>().toEqualTypeOf<DayRange | undefined>();
    expectTypeOf<ExtensionProps<'route'>['path']>().toEqualTypeOf<string>();
    expectTypeOf<ExtensionProps<'editor-card'>['locked']>().toEqualTypeOf<boolean>();
    expectTypeOf<ExtensionProps<'editor-card'>['step']>().toEqualTypeOf<EditorStep>();
  });

  it('lets the settings tab, editor card, results panel and route show the shell\'s toast notices', () => {
    type Notify = ((notice: RemoteNotice) => void) | undefined;
    expectTypeOf<ExtensionProps<'settings-tab'>['notify']>().toEqualTypeOf<Notify>();
    expectTypeOf<ExtensionProps<'editor-card'>['notify']>().toEqualTypeOf<Notify>();
    expectTypeOf<ExtensionProps<'results-panel'>['notify']>().toEqualTypeOf<Notify>();
    expectTypeOf<ExtensionProps<'route'>['notify']>().toEqualTypeOf<Notify>();
    expectTypeOf<sdk.RemoteNotice>().toEqualTypeOf<{
      type: 'info' | 'success' | 'warning' | 'error';
      heading?: string;
      title: string;
      timeout?: number;
    }>();
  });

  it('recognises the ids at run time', () => {
    for (const point of EXTENSION_POINTS) expect(isExtensionPointId(point)).toBe(true);
    expect(isExtensionPointId('sidebar')).toBe(false);
    expect(isExtensionPointId(undefined)).toBe(false);
    expect(EXTENSION_POINTS.filter(isComponentPointId)).toEqual(EXTENSION_POINTS.filter((p) => p !== 'menu-item'));
    expect(isComponentPointId('menu-item')).toBe(false);
  });

  it('names the editor steps an editor card can be on, in the editor\'s order', () => {
    expect([...EDITOR_STEPS]).toEqual(['setup', 'questions', 'settings', 'notifications', 'publish']);
    expect(isEditorStep('publish')).toBe(true);
    expect(isEditorStep('targeting')).toBe(false);
  });
});

describe('the UI manifest of add-on API 1.1', () => {
  it('types the host\'s answer: remotes with their entries, and the locked add-ons', () => {
    const manifest: UiManifest = {
      remotes: [
        {
          slug: 'reports',
          name: 'Reports',
          version: '1.1.0',
          scope: 'reports',
          remote_entry: '/addons/reports/ui/remoteEntry.js?v=1.1.0',
          extension_points: [
            { point: 'menu-item', label: 'Reports', target: '/' },
            { point: 'route', module: './Home' },
            { point: 'editor-card', module: './Card', target: 'publish', label: 'Reports' },
          ],
          widget_features: [],
        },
      ],
      locked: [
        {
          slug: 'heatmaps',
          name: 'Heatmaps',
          plan: 'elite',
          installed: false,
          active: false,
          type: 'unlicensed',
          extension_points: [{ point: 'settings-tab', target: 'heatmaps', label: 'Heatmaps' }],
        },
      ],
    };
    expect(manifest.locked?.[0]?.extension_points[0]?.point).toBe('settings-tab');
    // A locked add-on's entries name no module: nothing of it is loaded.
    expectTypeOf<LockedAddon['extension_points'][number]>().not.toHaveProperty('module');
    // A menu item has no module; every other entry has one.
    expectTypeOf<Extract<ExtensionPointEntry, { point: 'menu-item' }>>().not.toHaveProperty('module');
    expectTypeOf<Exclude<ExtensionPointEntry, { point: 'menu-item' }>['module']>().toEqualTypeOf<string>();
  });
});

describe('defineWidgetModule', () => {
  it('returns the very module it is given when it is well formed', () => {
    const renderer = () => null;
    const m: WidgetModule = { features: ['star-rating', 'nps'], questionTypes: { nps: renderer } };
    expect(defineWidgetModule(m)).toBe(m);
    const bare: WidgetModule = { features: [] };
    expect(defineWidgetModule(bare)).toBe(bare);
  });

  it.each([
    ['features missing', {}],
    ['features not an array', { features: 'nps' }],
    ['an empty feature', { features: ['nps', ''] }],
    ['a blank feature', { features: ['  '] }],
    ['a non-string feature', { features: ['nps', 3] }],
    ['questionTypes not an object', { features: ['nps'], questionTypes: [] }],
    ['a renderer that is not a function', { features: ['nps'], questionTypes: { nps: 'x' } }],
    ['not an object at all', null],
    ['triggers not an object', { features: [], triggers: () => null }],
    ['a trigger that is not a function', { features: [], triggers: { scroll: 'x' } }],
    ['a trigger named immediate, which is built in', { features: [], triggers: { immediate: () => undefined } }],
    ['a trigger with a blank name', { features: [], triggers: { ' ': () => undefined } }],
    ['embeds not an object', { features: [], embeds: [] }],
    ['an embed that is not a function', { features: [], embeds: { rating: {} } }],
    ['an embed with a blank name', { features: [], embeds: { '': () => undefined } }],
    ['appearance not a function', { features: [], appearance: { button: '#000' } }],
    ['afterSubmit not a function', { features: [], afterSubmit: 'https://site.test/' }],
    ['page not a function', { features: [], page: true }],
    ['words not an object', { features: [], words: 'en' }],
    ['words an array', { features: [], words: [{ close: 'Close' }] }],
    ['a language that is not an object of texts', { features: [], words: { en: ['Close'] } }],
    ['a language that is null', { features: [], words: { en: null } }],
    ['a text that is not a string', { features: [], words: { en: { stars: 5 } } }],
  ])('throws TypeError for %s', (_what, m) => {
    expect(() => defineWidgetModule(m as unknown as WidgetModule)).toThrow(TypeError);
  });

  it('returns a module that fills every registry, with its contexts typed', () => {
    const m = defineWidgetModule({
      features: ['post-ratings'],
      triggers: {
        scroll_to_comments: (ctx) => {
          expectTypeOf(ctx).toEqualTypeOf<WidgetTriggerContext>();
          const timer = setTimeout(ctx.start, ctx.delaySeconds * 1000);
          return () => clearTimeout(timer);
        },
      },
      appearance: (look) => ({ ...look, button: '#000000' }),
      afterSubmit: async ({ responseId }) => (responseId === null ? undefined : { redirect: 'https://site.test/thanks' }),
      embeds: {
        'post-rating': (el, ctx) => {
          el.textContent = ctx.post_id ?? '';
        },
      },
      page: (ctx) => {
        expectTypeOf(ctx).toEqualTypeOf<WidgetPageContext>();
        void ctx.public?.post('views', { url: ctx.url });
      },
    });
    expect(Object.keys(m).sort()).toEqual(['afterSubmit', 'appearance', 'embeds', 'features', 'page', 'triggers']);
    expectTypeOf<Parameters<NonNullable<WidgetModule['appearance']>>[0]>().toEqualTypeOf<WidgetLook>();
  });

  it('takes words by language, checking their shape and nothing else', () => {
    const m = { features: [], words: { en: { close: 'Close' }, de: {}, 'x-anything': { other: 'key' } } };
    expect(defineWidgetModule(m)).toBe(m);
  });

  it('names the bad part of malformed words', () => {
    expect(() => defineWidgetModule({ features: [], words: { de: { close: 1 } } } as never)).toThrow(
      'defineWidgetModule: words["de"]["close"] must be a string.',
    );
    expect(() => defineWidgetModule({ features: [], words: { fr: 'Fermer' } } as never)).toThrow(
      'defineWidgetModule: words["fr"] must be an object of texts.',
    );
  });

  it('still takes a question type under any key, as before API 1.1', () => {
    const m = { features: [], questionTypes: { '': () => null, immediate: () => null } };
    expect(defineWidgetModule(m)).toBe(m);
  });
});

describe('the language a module is given', () => {
  it('is optional in every context, so a module written before it still type-checks', () => {
    expectTypeOf<WidgetQuestionProps['lang']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<WidgetQuestionProps['dir']>().toEqualTypeOf<'ltr' | 'rtl' | undefined>();
    expectTypeOf<WidgetPageContext['lang']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<WidgetPageContext['dir']>().toEqualTypeOf<'ltr' | 'rtl' | undefined>();
    expectTypeOf<WidgetSurvey['lang']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<WidgetSurvey['dir']>().toEqualTypeOf<'ltr' | 'rtl' | undefined>();
    expectTypeOf<WidgetModule['words']>().toEqualTypeOf<Record<string, Record<string, string>> | undefined>();
  });

  it('is one of the widget\'s own languages, a catalogue each in widget/locales/', () => {
    const files = Object.keys(import.meta.glob('../../../widget/locales/*.json', { eager: true, import: 'default' }));
    expect([...WIDGET_LANGUAGES].sort()).toEqual(files.map((file) => file.replace(/^.*\/(.+)\.json$/, '$1')).sort());
  });
});

describe('whether a module may store anything in the browser', () => {
  it('is optional in every context, so a module written before it still type-checks', () => {
    expectTypeOf<WidgetQuestionProps['storage']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<WidgetTriggerContext['storage']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<WidgetAfterSubmitContext['storage']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<WidgetPageContext['storage']>().toEqualTypeOf<boolean | undefined>();
  });

  it('is refused only by an explicit storage: false', () => {
    expect(mayStore({ storage: false })).toBe(false);
    expect(mayStore({ storage: true })).toBe(true);
  });

  it('is allowed by a widget older than the field, which says nothing', () => {
    expect(mayStore({})).toBe(true);
    expect(mayStore({ storage: undefined })).toBe(true);
    expect(mayStore(null)).toBe(true);
    expect(mayStore(undefined)).toBe(true);
  });
});

describe('the README\'s module that may not store (js/README.md, "`storage`")', () => {
  const SEEN = 'return-visits:seen';
  const m = defineWidgetModule({
    features: ['return-visits'],
    page(ctx) {
      // Without client storage nothing is read or written: every page view is a first one.
      const seen = mayStore(ctx) ? Number(localStorage.getItem(SEEN) ?? 0) : 0;
      if (mayStore(ctx)) localStorage.setItem(SEEN, String(seen + 1));
      void ctx.public?.post('/view', { returning: seen > 0 });
    },
  });
  /** Two page views in one browser, the widget saying `storage` (or not): what each posted, and its localStorage. */
  function twoViews(storage: Partial<Pick<WidgetPageContext, 'storage'>>) {
    const kept = new Map<string, string>();
    const local = { getItem: vi.fn((key: string) => kept.get(key) ?? null), setItem: vi.fn((key: string, v: string) => void kept.set(key, v)) };
    vi.stubGlobal('localStorage', local);
    const post = vi.fn(async () => new Response(null, { status: 204 }));
    const ctx = { public: { post } as unknown as WidgetPageContext['public'], ...storage } as WidgetPageContext;
    m.page?.(ctx);
    m.page?.(ctx);
    vi.unstubAllGlobals();
    return { posted: post.mock.calls.map((call) => (call as unknown[])[1]), local };
  }

  it('with storage false neither reads nor writes localStorage, and every page view is a first one', () => {
    const { posted, local } = twoViews({ storage: false });
    expect(posted).toEqual([{ returning: false }, { returning: false }]);
    expect(local.getItem).not.toHaveBeenCalled();
    expect(local.setItem).not.toHaveBeenCalled();
  });

  it.each([
    ['storage: true', { storage: true }],
    ['a widget older than storage', {}],
  ])('with %s remembers the visit, as before', (_, storage) => {
    expect(twoViews(storage).posted).toEqual([{ returning: false }, { returning: true }]);
  });
});

describe('wordsFor', () => {
  const words = {
    en: { stars: '{n} of {max} stars', thanks: 'Thank you!' },
    de: { stars: '{n} von {max} Sternen', thanks: 'Vielen Dank!' },
    pt: { stars: '{n} de {max} estrelas', thanks: 'Obrigado!' },
    'pt-BR': { stars: '{n} de {max} estrelas', thanks: 'Valeu!' },
    'zh-CN': { stars: '{n} 颗星', thanks: '谢谢！' },
    'zh-TW': { stars: '{n} 顆星', thanks: '謝謝！' },
    fr: { stars: '{n} sur {max} étoiles' },
  };

  it.each([
    ['de', 'Vielen Dank!'],
    ['de-AT', 'Vielen Dank!'],
    ['DE-ch', 'Vielen Dank!'],
    ['pt-BR', 'Valeu!'],
    ['pt-br', 'Valeu!'],
    ['pt_BR', 'Valeu!'],
    ['pt-BR-x-formal', 'Valeu!'],
    ['pt-PT', 'Obrigado!'],
    ['pt', 'Obrigado!'],
    ['zh', '谢谢！'],
    ['zh-CN', '谢谢！'],
    ['zh-SG', '谢谢！'],
    ['zh-Hans-CN', '谢谢！'],
    ['zh-TW', '謝謝！'],
    ['zh-HK', '謝謝！'],
    ['zh-MO', '謝謝！'],
    ['zh-Hant', '謝謝！'],
    ['zh-Hant-HK', '謝謝！'],
    ['en-GB', 'Thank you!'],
    ['tlh', 'Thank you!'],
    ['', 'Thank you!'],
  ])('finds %j as the widget does', (lang, thanks) => {
    expect(wordsFor(words, lang).thanks).toBe(thanks);
  });

  it('says a key the language lacks in English, and the rest in the language', () => {
    expect(wordsFor(words, 'fr-CA')).toEqual({ stars: '{n} sur {max} étoiles', thanks: 'Thank you!' });
  });

  it('speaks English to a widget that gives no language', () => {
    expect(wordsFor(words, undefined)).toEqual(words.en);
    expect(wordsFor(words, null)).toEqual(words.en);
  });

  it('prefers a catalogue of the exact Chinese tag to the script rule', () => {
    expect(wordsFor({ en: { a: 'A' }, zh: { a: '甲' }, 'zh-CN': { a: '乙' } }, 'zh').a).toBe('甲');
    expect(wordsFor({ en: { a: 'A' }, zh: { a: '甲' } }, 'zh-TW').a).toBe('甲');
    expect(wordsFor({ en: { a: 'A' }, 'zh-HK': { a: '丙' }, 'zh-TW': { a: '乙' } }, 'zh-HK').a).toBe('丙');
  });

  it('leaves the words it is given unchanged', () => {
    const de = { ...words.de };
    wordsFor(words, 'de').thanks = 'changed';
    expect(words.de).toEqual(de);
  });

  it('types the words after English', () => {
    expectTypeOf(wordsFor(words, 'de')).toEqualTypeOf<{ stars: string; thanks: string }>();
  });

  it('answers nothing for a module with no words, rather than failing', () => {
    expect(wordsFor(undefined, 'de')).toEqual({});
    expect(wordsFor({ de: { a: 'b' } }, 'fr')).toEqual({});
  });
});

describe('the README\'s module with words (js/README.md, "`words`, `lang` and `dir`")', () => {
  const de = { stars: '{n} von {max} Sternen' };
  const en = { stars: '{n} of {max} stars' };
  const words = { en, de };
  const m = defineWidgetModule({
    features: ['star-rating'],
    questionTypes: {
      'star-rating': ({ question, onAnswer, h, lang }) => {
        const t = wordsFor(words, lang);
        return h(
          'div',
          { role: 'group', 'aria-label': question.title },
          [1, 2, 3, 4, 5].map((n) =>
            h('button', { type: 'button', onClick: () => onAnswer(n) }, fillWords(t.stars, { n, max: 5 })),
          ),
        );
      },
    },
    words,
  });
  // An element factory that keeps the buttons' texts.
  const h = (type: unknown, _props: unknown, ...children: unknown[]) =>
    type === 'button' ? children[0] : (children.flat() as unknown[]);
  const texts = (lang?: string) =>
    m.questionTypes?.['star-rating']?.({
      question: { title: 'How was it?' } as WidgetQuestionProps['question'],
      value: undefined,
      onAnswer: () => {},
      disabled: false,
      h: h as WidgetQuestionProps['h'],
      ...(lang === undefined ? {} : { lang, dir: 'ltr' as const }),
    });

  it('names the stars in the widget\'s language, and in English from a widget older than lang', () => {
    expect(m.words).toBe(words);
    expect(texts('de-CH')).toEqual(['1 von 5 Sternen', '2 von 5 Sternen', '3 von 5 Sternen', '4 von 5 Sternen', '5 von 5 Sternen']);
    expect(texts('fr')).toContain('3 of 5 stars');
    expect(texts()).toContain('5 of 5 stars');
  });
});

describe('fillWords', () => {
  it('puts each value in its placeholder, wherever the language puts it', () => {
    expect(fillWords('{n} of {max} stars', { n: 3, max: 5 })).toBe('3 of 5 stars');
    expect(fillWords('{max} में से {n} स्टार', { n: 3, max: 5 })).toBe('5 में से 3 स्टार');
    expect(fillWords('{n}, {n}', { n: 1 })).toBe('1, 1');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillWords('{n} of {max}', { n: 2 })).toBe('2 of {max}');
    expect(fillWords('{toString}', {})).toBe('{toString}');
  });
});

describe('defineRemote', () => {
  it('returns the point and the component', () => {
    const component = ({ surveyId }: ExtensionProps<'results-panel'>) => `survey ${surveyId}`;
    const remote = defineRemote('results-panel', component);
    expect(remote).toEqual({ point: 'results-panel', component });
    expect(remote.component).toBe(component);
    expectTypeOf(remote.point).toEqualTypeOf<'results-panel'>();
  });

  it('types the component by the point it fills', () => {
    // A settings tab gets the license; a route does not.
    defineRemote('settings-tab', ({ license }) => (license.is_pro ? 'pro' : 'lite'));
    // @ts-expect-error — `license` is not a prop of the route extension point.
    defineRemote('route', ({ license }: ExtensionProps<'settings-tab'>) => license);
    // @ts-expect-error — not an extension point.
    expect(() => defineRemote('sidebar', () => null)).toThrow(TypeError);
  });

  it('refuses menu-item, which is a manifest entry without a component', () => {
    // @ts-expect-error — menu-item mounts no component.
    expect(() => defineRemote('menu-item', () => null)).toThrow(/menu-item has no component/);
  });

  it('rejects a component that is not a function', () => {
    expect(() => defineRemote('route', 'Page' as never)).toThrow(TypeError);
  });
});

describe('index', () => {
  it('re-exports the runtime API', () => {
    expect(Object.keys(sdk).sort()).toEqual(
      [
        'answerIdKey',
        'compareAnswer',
        'API_PREFIX',
        'EDITOR_STEPS',
        'EXTENSION_POINTS',
        'HearkenApiError',
        'NONCE_HEADER',
        'SECRET_PLACEHOLDER',
        'WIDGET_LANGUAGES',
        'addonApi',
        'attachedData',
        'createApi',
        'defineRemote',
        'defineWidgetModule',
        'isComponentPointId',
        'isEditorStep',
        'isExtensionPointId',
        'listAddons',
        'loadWebFont',
        'mayStore',
        'ownPluginSettings',
        'ownSurveySettings',
        'pluginSettingsUpdate',
        'questionTypes',
        'uiManifest',
        'webFontId',
        'webFontUrl',
        'webFontWeight',
        'fillWords',
        'withOwnSurveySettings',
        'wordsFor',
      ].sort(),
    );
  });
});
