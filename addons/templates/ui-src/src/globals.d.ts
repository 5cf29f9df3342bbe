/** Set at build time (templateKeys.ts): the keys of this add-on's templates. */
declare const __TEMPLATE_KEYS__: string[];
