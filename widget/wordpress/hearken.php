<?php
/**
 * Plugin Name:       Hearken
 * Description:       Shows your Hearken surveys on this site: prints the Hearken widget's loader on every page, with the page's type, post type, terms and the visitor's login state and role, so that surveys' page rules can target them.
 * Version:           0.1.0
 * Requires at least: 5.8
 * Requires PHP:      7.4
 * Author:            Hearken
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       hearken
 *
 * The WordPress connector of Hearken, a self-hosted feedback-survey server. It adds Settings →
 * Hearken (the server's address) and, once that is set, the loader on every front-end page.
 * It stores one option, hearken_server_url, and sends nothing anywhere itself: the visitor's
 * browser talks to the Hearken server.
 */

namespace Hearken\WordPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The option holding the Hearken server's origin ('' until it is set). */
const OPTION = 'hearken_server_url';

require_once __DIR__ . '/includes/server-url.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/page-context.php';
require_once __DIR__ . '/includes/loader.php';

add_action( 'admin_init', __NAMESPACE__ . '\\register_settings' );
add_action( 'admin_menu', __NAMESPACE__ . '\\add_settings_page' );
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), __NAMESPACE__ . '\\settings_link' );
add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\enqueue_loader' );
