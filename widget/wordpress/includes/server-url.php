<?php
/**
 * The Hearken server's address: an http:// or https:// origin (scheme, host, optional port), the
 * place the loader and everything it fetches come from.
 */

namespace Hearken\WordPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The origin `$url` names, lower-cased and without a trailing slash, or null when it is not an
 * http(s) origin: a path (other than "/"), query, fragment or user name is refused rather than
 * dropped, so that what is saved is what the administrator typed.
 *
 * @param mixed $url What was typed.
 * @return string|null
 */
function origin_of( $url ) {
	if ( ! is_string( $url ) ) {
		return null;
	}
	$parts = wp_parse_url( trim( $url ) );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return null;
	}
	$scheme = strtolower( $parts['scheme'] );
	if ( 'http' !== $scheme && 'https' !== $scheme ) {
		return null;
	}
	foreach ( array( 'user', 'pass', 'query', 'fragment' ) as $part ) {
		if ( isset( $parts[ $part ] ) ) {
			return null;
		}
	}
	if ( isset( $parts['path'] ) && '' !== $parts['path'] && '/' !== $parts['path'] ) {
		return null;
	}
	$host = strtolower( $parts['host'] );
	// A host name, an IPv4 address or a bracketed IPv6 address; nothing that could leave the URL.
	if ( ! preg_match( '/^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?)$/', $host ) ) {
		return null;
	}
	$port = isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '';
	return $scheme . '://' . $host . $port;
}

/** The saved server origin, or '' while none is. */
function server_url() {
	$origin = origin_of( get_option( OPTION, '' ) );
	return null === $origin ? '' : $origin;
}
