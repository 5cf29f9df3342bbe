<?php
/**
 * Deleting the plugin deletes its one option; the surveys and answers live on the Hearken server.
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'hearken_server_url' );
