/**
 * The options of image-radio and icon-choice questions as visitors see them: only options with a
 * label (the label is the answer), in the order the widget gives them. The widget applies the
 * question's `randomize` setting itself (shuffled once per mount, so options hold still while the
 * visitor answers); a renderer is called afresh on every render and keeps no order of its own.
 */
import type { Question } from '@hearken/addon-sdk';

export interface ImageOption {
  label: string;
  image: string;
}

export interface IconOption {
  label: string;
  icon: { name: string; style: string };
}

function record(raw: unknown): Record<string, unknown> {
  return typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function readImageOption(raw: unknown): ImageOption {
  const o = record(raw);
  return { label: text(o['label']).trim(), image: text(o['image']) };
}

export function readIconOption(raw: unknown): IconOption {
  const o = record(raw);
  const icon = record(o['icon']);
  return { label: text(o['label']).trim(), icon: { name: text(icon['name']), style: text(icon['style']) } };
}

/** The question's labelled options, read with `read`. */
export function optionsToShow<T extends { label: string }>(question: Question, read: (raw: unknown) => T): T[] {
  return question.config.options.map(read).filter((option) => option.label !== '');
}

/**
 * Where an option's image is. A path ("/uploads/cake.png") is on the Hearken host, which serves
 * this module, not on the site showing the widget, so it is resolved against the module's URL.
 */
export function imageSource(image: string, base: string = import.meta.url): string {
  try {
    return new URL(image, base).href;
  } catch {
    return image;
  }
}
