<?php
/**
 * The Hearken loader on every front-end page: `{server}/widget.js` in the footer (async where
 * WordPress supports it, 6.3 on), preceded by `window.hearkenConfig`, the server and the page
 * context (page-context.php), which the loader reads when it starts (widget/src/loader/config.ts).
 * The context is JSON with <, > and & escaped, so no value can end the script element.
 */

namespace Hearken\WordPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The loader's script handle (its tag's id is "hearken-widget-js"). */
const HANDLE = 'hearken-widget';

/** Enqueues the loader and its configuration, once a server is set. */
function enqueue_loader() {
	$server = server_url();
	if ( '' === $server ) {
		return;
	}
	$config = array_merge( array( 'host' => $server ), page_context() );
	// No version: the server names and caches its own loader. An array is `in_footer` before 6.3.
	wp_enqueue_script(
		HANDLE,
		$server . '/widget.js',
		array(),
		null,
		array(
			'in_footer' => true,
			'strategy'  => 'async',
		)
	);
	wp_add_inline_script(
		HANDLE,
		'window.hearkenConfig = ' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
		'before'
	);
}
