/**
 * Wire types of the Hearken host API (`/api/v1/`). Field names are exactly as on the wire
 * (snake_case); nothing here is renamed or reshaped by the SDK.
 */
import type { components } from './api-types.js';
import type { ComponentPointId, ExtensionPointId } from './point-ids.js';

/**
 * The host API's types, generated from its OpenAPI document (docs/openapi.json, what
 * `/api/v1/openapi.json` answers) by openapi-typescript into `api-types.ts`: `make openapi`
 * regenerates both, and `make test` fails while either differs from what the host answers. The
 * wire types below are these, narrowed where the SDK knows more than the document says (a plan,
 * an extension point's id).
 */
export type ApiSchemas = components['schemas'];
export type { paths as ApiPaths, components as ApiComponents, operations as ApiOperations } from './api-types.js';

/**
 * `T` with the fields of `N` in place of its own. Each field of `N` must be one of `T`'s and its
 * type one the document allows, so a narrowing cannot outlive the field it narrows.
 */
export type Narrowed<T, N extends { [K in keyof N]: K extends keyof T ? T[K] : never }> = {
  // Key remapping rather than `Omit`: it keeps both an index signature and the named fields.
  [K in keyof T as K extends keyof N ? never : K]: T[K];
} & N;

/** The license plans, from the smallest up. */
export type Plan = 'lite' | 'plus' | 'pro' | 'elite';

/** One card of the add-ons screen (`GET /api/v1/addons`). */
export type AddonItem = Narrowed<
  ApiSchemas['AddonItem'],
  {
    plan: Plan;
    /** 'licensed' when the license covers the add-on's plan. */
    type: 'licensed' | 'unlicensed';
    /** Where an installed add-on came from. */
    source?: 'catalogue' | 'upload' | null;
  }
>;

/**
 * One entry of a remote's `extension_points` (the manifest's `[ui].extension_points`). What
 * `target` and `label` mean depends on the point: see `extension-points.ts`.
 */
export type ExtensionPointEntry = MenuItemEntry | ComponentEntry;

/** A `menu-item`: an entry of the admin's main navigation, with no module. */
export interface MenuItemEntry {
  point: 'menu-item';
  /** The path below the add-on's pages the entry links to (`/admin/x/{slug}{target}`); `/` when absent. */
  target?: string;
  /** The menu text; the add-on's name when absent. */
  label?: string;
}

/** An entry that mounts a component the remote exposes. */
export interface ComponentEntry {
  point: ComponentPointId;
  /** The module the remote exposes (`./SettingsTab`). */
  module: string;
  /** Narrows the point: a tab path, an editor step, a question type key, a route path … */
  target?: string;
  /** What the shell shows for it: a tab, card or panel title. */
  label?: string;
  /** What the shell's locked placeholder shows for it, part by part (see {@link LockedPart}). */
  locked_parts?: LockedPart[];
}

/**
 * One part of a locked entry's placeholder: a feature with its own upgrade prompt, and what holds
 * while the add-on is locked. Without `locked_parts` the placeholder has one part, named after the
 * entry's `label`. The Targeting card, for one, declares
 * `[{ feature: 'Custom Device Type', text: 'Devices: Desktop' }, { feature: 'Conditional Display', text: 'Pages: All Pages' }]`:
 * a Lite site sees the devices it is forced to and the pages it shows on, each locked behind the
 * spec's prompt.
 */
export interface LockedPart {
  /** The feature the part's upgrade prompt names: '{feature} is a {plan} feature'. */
  feature: string;
  /** What holds while the add-on is locked, read-only ('Devices: Desktop'). */
  text?: string;
}

/** One active, licensed add-on with a UI, as the admin shell loads it. */
export type RemoteEntry = Narrowed<ApiSchemas['RemoteEntry'], { extension_points: ExtensionPointEntry[] }>;

/** One extension point of a locked add-on: where the shell shows its placeholder. No module is loaded. */
export interface LockedExtensionPoint {
  point: ExtensionPointId;
  target?: string;
  label?: string;
  locked_parts?: LockedPart[];
}

/**
 * An add-on of the catalogue or installed whose manifest has a `[ui]` table and which is not
 * (active and licensed). The shell shows its locked placeholders from this, never a remote.
 */
export type LockedAddon = Narrowed<
  ApiSchemas['LockedAddon'],
  {
    /** The plan the add-on needs. */
    plan: Plan;
    /** 'licensed' when the license covers `plan` (as in `GET addons`). */
    type: 'licensed' | 'unlicensed';
    extension_points: LockedExtensionPoint[];
  }
>;

/** `GET /api/v1/addons/ui-manifest`. */
export interface UiManifest {
  /** The active, licensed add-ons with a UI. */
  remotes: RemoteEntry[];
  /** Add-on API 1.1: the add-ons with a UI that are not active and licensed. Absent from 1.0 hosts. */
  locked?: LockedAddon[];
}

/** One question type (`GET /api/v1/question-types`). */
export interface QuestionTypeDefinition {
  key: string;
  label: string;
  default_title: string;
  default_config: Record<string, unknown>;
  options: 'none' | 'text' | 'image' | 'icon';
  min_options: number;
  max_options: number;
  quantitative: boolean;
  scale_max: number | null;
  settings: string[];
  logic_operators: string[];
  redirect_comparators: string[];
  /** The add-on that contributes the type; absent or null for the core types. */
  addon?: string | null;
  default_settings?: Record<string, unknown>;
}

/** One question of a survey. */
export interface Question {
  id: string | number;
  type: string;
  title: string;
  config: {
    options: unknown[];
    [k: string]: unknown;
  };
  settings: {
    required: boolean;
    randomize: boolean;
    comment_box: boolean;
    icon_color?: string;
    icon_size?: 'small' | 'medium' | 'large';
  };
  logic: {
    enabled: boolean;
    action: 'show' | 'hide';
    conditions: unknown[];
  };
}

/** A survey as the editor holds it. */
export interface Survey {
  /** null until first saved. */
  id: number | null;
  title: string;
  type: string | null;
  status: 'draft' | 'publish' | 'trash';
  questions: Question[];
  settings: Record<string, unknown>;
  notifications: Record<string, unknown>;
  [k: string]: unknown;
}

/** What the license allows. */
export interface LicenseInfo {
  is_pro: boolean;
  is_licensed: boolean;
  license_type: Plan;
}

/** The body of every error answer of the host: `code` (stable, machine-readable), `message` (the
 * sentence to show a person) and `fields` (per-field messages keyed by the field's path). */
export type ApiErrorBody = ApiSchemas['ErrorBody'];
