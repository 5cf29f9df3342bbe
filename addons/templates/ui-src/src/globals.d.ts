/**
 * The keys of this add-on's templates (the add-on's templates.json, which its component serves
 * on `survey-templates`), compiled in at build time (package.json's `hearken.ui.define`): the card tells
 * its own templates from the core ones without shipping the templates twice.
 */
declare const __TEMPLATE_KEYS__: string[];
