/**
 * What an add-on's modules export: the widget module the visitor widget loads, and the
 * components a federated remote exposes for the admin shell's extension points.
 */
import { isComponentPointId } from './extension-points.js';
import type { ComponentPointId, ExtensionComponent } from './extension-points.js';
import type { Question } from './types.js';

/** Props the visitor widget passes to a question renderer. */
export interface WidgetQuestionProps {
  question: Question;
  /** The answer so far; undefined before the visitor answers. */
  value: unknown;
  onAnswer(value: unknown): void;
  disabled: boolean;
  /**
   * The widget's own element factory (Preact's `createElement`): a module builds its markup with
   * it and so ships no UI library of its own.
   */
  h: WidgetElementFactory;
}

/** `h(type, props, ...children)`, as Preact's `createElement`. */
export type WidgetElementFactory = (
  type: string | ((props: never) => unknown),
  props: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;

/**
 * Renders one question of a type the add-on contributes. What it returns is the widget's
 * business (a DOM node, a virtual node …): the SDK does not constrain it.
 */
export type WidgetQuestionRenderer = (props: WidgetQuestionProps) => unknown;

/** The default export of an add-on's widget module. */
export interface WidgetModule {
  /** The widget features the module provides (as in the manifest's `widget.features`). */
  features: string[];
  /** Renderers by question type key. */
  questionTypes?: Record<string, WidgetQuestionRenderer>;
}

/**
 * Declares a widget module. Returns `m` itself after checking, at run time, that `features` is
 * an array of non-empty strings and `questionTypes`, when present, maps keys to functions.
 * @throws TypeError when the module is malformed.
 */
export function defineWidgetModule(m: WidgetModule): WidgetModule {
  if (typeof m !== 'object' || m === null) {
    throw new TypeError('defineWidgetModule: expected a module object.');
  }
  const features: unknown = m.features;
  if (!Array.isArray(features)) {
    throw new TypeError('defineWidgetModule: features must be an array of strings.');
  }
  features.forEach((feature: unknown, i) => {
    if (typeof feature !== 'string' || feature.trim() === '') {
      throw new TypeError(`defineWidgetModule: features[${i}] must be a non-empty string.`);
    }
  });
  const renderers: unknown = m.questionTypes;
  if (renderers !== undefined) {
    if (typeof renderers !== 'object' || renderers === null || Array.isArray(renderers)) {
      throw new TypeError('defineWidgetModule: questionTypes must be an object of renderers.');
    }
    for (const [key, renderer] of Object.entries(renderers)) {
      if (typeof renderer !== 'function') {
        throw new TypeError(`defineWidgetModule: questionTypes["${key}"] must be a function.`);
      }
    }
  }
  return m;
}

/** What a remote exports for one extension point. */
export interface RemoteDefinition<P extends ComponentPointId> {
  point: P;
  component: ExtensionComponent<P>;
}

/**
 * Declares the component a remote exposes for extension point `point`, typed by its props.
 * `menu-item` has no component: it is only a manifest entry.
 * @throws TypeError when `point` is not a point that mounts a component, or `component` is not a function.
 */
export function defineRemote<P extends ComponentPointId>(
  point: P,
  component: ExtensionComponent<P>,
): RemoteDefinition<P> {
  if (point === ('menu-item' as string)) {
    throw new TypeError('defineRemote: menu-item has no component; list it in the manifest only.');
  }
  if (!isComponentPointId(point)) {
    throw new TypeError(`defineRemote: unknown extension point ${JSON.stringify(point)}.`);
  }
  if (typeof component !== 'function') {
    throw new TypeError('defineRemote: the component must be a function.');
  }
  return { point, component };
}
