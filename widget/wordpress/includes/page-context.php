<?php
/**
 * The page context the Hearken loader reads from window.hearkenConfig and sends the server, whose
 * page rules match on it (docs/WIDGET_PROTOCOL.md, "Embedding"): the keys are the loader's own
 * (widget/src/loader/config.ts).
 *
 * - pageType: "home" (the front page), "blog" (the posts page when the front page is a static
 *   page), the post type of a single post, page or attachment ("post", "page", "product"),
 *   "search", "404" or "archive" (category, tag, taxonomy, author, date and post type archives).
 * - postType and postId: those of the post shown (a static front page or posts page included);
 *   a post type archive gives its post type only.
 * - terms: "taxonomy:slug" pairs, comma-separated: the terms of every public taxonomy of the post
 *   shown, or the term of a term archive.
 * - loggedIn: whether the visitor is logged in to WordPress; role: the first of their roles on
 *   this site (none when logged out).
 *
 * Sites with page types of their own can change it with the `hearken_page_context` filter.
 */

namespace Hearken\WordPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The page's type, as the page rules' "page type" reads it ('' when WordPress says nothing). */
function page_type() {
	if ( is_front_page() ) {
		return 'home';
	}
	if ( is_home() ) {
		return 'blog';
	}
	if ( is_singular() ) {
		$type = get_post_type();
		return $type ? $type : '';
	}
	if ( is_search() ) {
		return 'search';
	}
	if ( is_404() ) {
		return '404';
	}
	if ( is_archive() ) {
		return 'archive';
	}
	return '';
}

/**
 * The "taxonomy:slug" pairs of the post's terms in public taxonomies.
 *
 * @param \WP_Post $post The post shown.
 * @return string[]
 */
function post_terms( $post ) {
	$pairs = array();
	foreach ( get_object_taxonomies( $post, 'objects' ) as $taxonomy ) {
		if ( ! $taxonomy->public ) {
			continue;
		}
		$terms = get_the_terms( $post, $taxonomy->name );
		if ( ! is_array( $terms ) ) {
			continue;
		}
		foreach ( $terms as $term ) {
			$pairs[] = $taxonomy->name . ':' . $term->slug;
		}
	}
	return $pairs;
}

/**
 * The context of the page being served, for window.hearkenConfig.
 *
 * @return array<string, string|bool>
 */
function page_context() {
	$context = array();
	$type    = page_type();
	if ( '' !== $type ) {
		$context['pageType'] = $type;
	}
	$terms  = array();
	$object = get_queried_object();
	if ( $object instanceof \WP_Post ) {
		$context['postType'] = $object->post_type;
		$context['postId']   = (string) $object->ID;
		$terms               = post_terms( $object );
	} elseif ( $object instanceof \WP_Post_Type ) {
		$context['postType'] = $object->name;
	} elseif ( $object instanceof \WP_Term ) {
		$terms = array( $object->taxonomy . ':' . $object->slug );
	}
	if ( $terms ) {
		$context['terms'] = implode( ',', $terms );
	}
	$context['loggedIn'] = is_user_logged_in();
	if ( $context['loggedIn'] ) {
		$roles = array_values( (array) wp_get_current_user()->roles );
		if ( $roles ) {
			$context['role'] = (string) $roles[0];
		}
	}
	/**
	 * Filters the page context sent to the Hearken server with each page view.
	 *
	 * @param array $context pageType, postType, postId, terms (comma-separated "taxonomy:slug"),
	 *                       loggedIn (bool) and role, each left out when unknown.
	 */
	return apply_filters( 'hearken_page_context', $context );
}
