<?php
/**
 * The shortcodes [urim-game ...] and [urim-board ...], for the classic editor and
 * widgets: the same attribute names as the elements and the blocks.
 *
 * @package Urim
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** Registers both shortcodes. */
function urim_register_shortcodes() {
	foreach ( array( 'urim-game', 'urim-board' ) as $tag ) {
		add_shortcode(
			$tag,
			function ( $given ) use ( $tag ) {
				return urim_element_html( $tag, is_array( $given ) ? $given : array(), 'class="urim-shortcode"' );
			}
		);
	}
}
