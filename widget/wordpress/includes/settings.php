<?php
/**
 * Settings → Hearken: the Hearken server's address, through the Settings API, which checks the
 * form's nonce and the manage_options capability (options.php) and shows the saved or error
 * notice once, at the top of the screen (wp-admin/options-head.php).
 */

namespace Hearken\WordPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The settings page's slug, option group and section. */
const PAGE = 'hearken';

/** Registers the option, its check and its field. */
function register_settings() {
	register_setting(
		PAGE,
		OPTION,
		array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => __NAMESPACE__ . '\\sanitize_server_url',
			'show_in_rest'      => false,
		)
	);
	add_settings_section( 'hearken_server', '', '__return_false', PAGE );
	add_settings_field(
		OPTION,
		__( 'Hearken server URL', 'hearken' ),
		__NAMESPACE__ . '\\render_server_field',
		PAGE,
		'hearken_server',
		array( 'label_for' => OPTION )
	);
}

/**
 * The origin typed, or, when it is not one, the value saved before, with an error notice.
 *
 * @param mixed $value What the form sent.
 * @return string
 */
function sanitize_server_url( $value ) {
	if ( ! is_string( $value ) || '' === trim( $value ) ) {
		return '';
	}
	$origin = origin_of( $value );
	if ( null === $origin ) {
		add_settings_error(
			OPTION,
			'hearken_server_url_invalid',
			__( 'The Hearken server URL must start with http:// or https:// and name the server only, such as https://feedback.example.com. The previous address was kept.', 'hearken' )
		);
		return server_url();
	}
	return $origin;
}

/** Settings → Hearken, for those who may manage options. */
function add_settings_page() {
	add_options_page(
		__( 'Hearken', 'hearken' ),
		__( 'Hearken', 'hearken' ),
		'manage_options',
		PAGE,
		__NAMESPACE__ . '\\render_settings_page'
	);
}

/**
 * The Plugins screen's "Settings" link beside Deactivate.
 *
 * @param string[] $links The plugin's action links.
 * @return string[]
 */
function settings_link( $links ) {
	$url = admin_url( 'options-general.php?page=' . PAGE );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'hearken' ) . '</a>' );
	return $links;
}

/** The address field. */
function render_server_field() {
	printf(
		'<input type="url" id="%1$s" name="%1$s" value="%2$s" class="regular-text code" placeholder="https://feedback.example.com" aria-describedby="%1$s-description" />',
		esc_attr( OPTION ),
		esc_attr( server_url() )
	);
	printf(
		'<p class="description" id="%1$s-description">%2$s</p>',
		esc_attr( OPTION ),
		esc_html__( 'The address of your Hearken server. Every page of this site loads the Hearken widget from it.', 'hearken' )
	);
}

/** The page: the form, then what the site does now. */
function render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$server = server_url();
	echo '<div class="wrap">';
	echo '<h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	echo '<form method="post" action="' . esc_url( admin_url( 'options.php' ) ) . '">';
	settings_fields( PAGE );
	do_settings_sections( PAGE );
	submit_button();
	echo '</form>';
	echo '<h2>' . esc_html__( 'Status', 'hearken' ) . '</h2>';
	if ( '' === $server ) {
		echo '<p>' . esc_html__( 'Not connected: no page loads the widget until the server URL is saved.', 'hearken' ) . '</p>';
	} else {
		echo '<p>';
		printf(
			/* translators: %s: the address of the Hearken widget's loader, such as https://feedback.example.com/widget.js */
			esc_html__( 'Connected: every page of this site loads %s with the page type, post type, terms, login state and role of the visitor, which surveys\' page rules can target.', 'hearken' ),
			'<code>' . esc_html( $server . '/widget.js' ) . '</code>'
		);
		echo '</p>';
	}
	$site = origin_of( home_url( '/' ) );
	if ( null !== $site ) {
		echo '<p>';
		printf(
			/* translators: %s: this site's address, such as https://www.example.com */
			esc_html__( 'If your Hearken server limits the sites that may show its widget, add this site\'s address, %s, to that list.', 'hearken' ),
			'<code>' . esc_html( $site ) . '</code>'
		);
		echo '</p>';
	}
	echo '</div>';
}
