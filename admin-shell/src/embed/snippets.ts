/**
 * The embed snippets (docs/WIDGET_PROTOCOL.md "Embedding"): the loader's script tag, which shows the
 * floating survey the host picks, and an inline survey's element, which the same loader fills.
 */

/** The origin the widget is served from: this admin's own, as the host serves both. */
export function hostOrigin(): string {
  return window.location.origin;
}

/** `<script src="{origin}/widget.js" async></script>`: the floating widget. */
export function floatingSnippet(origin: string): string {
  return `<script src="${origin}/widget.js" async></script>`;
}

/** Survey `id` shown where the element is (the spec's shortcode), with the loader it needs. */
export function inlineSnippet(origin: string, id: number): string {
  return `<div data-hearken-survey="${id}"></div>\n${floatingSnippet(origin)}`;
}

/** The WordPress connector plugin (widget/wordpress/), which the host serves beside the widget. */
export function wordpressPluginUrl(origin: string): string {
  return `${origin}/widget/hearken-wordpress.zip`;
}
