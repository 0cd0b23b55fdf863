<?php
/**
 * The blocks urim/game and urim/board: dynamic blocks, drawn here from their
 * attributes each time a page is made, so that a post keeps only the block's
 * comment with its attributes (nothing that kses would take out for an Author).
 * Their attributes are the elements', from urim-options.json.
 *
 * @package Urim
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The block attributes of element `$tag`: a flag is a boolean, any other a string
 * (the element reads text, and a bad one must reach it to be named).
 *
 * @param string $tag The element's name.
 * @return array
 */
function urim_block_attributes( $tag ) {
	$attributes = array();
	foreach ( urim_attribute_rules( $tag ) as $name => $rule ) {
		$attributes[ $name ] = array( 'type' => 'flag' === $rule['kind'] ? 'boolean' : 'string' );
	}
	return $attributes;
}

/** Registers both blocks from their block.json, with their attributes and their drawing. */
function urim_register_blocks() {
	foreach ( array(
		'game'  => 'urim-game',
		'board' => 'urim-board',
	) as $folder => $tag ) {
		register_block_type(
			URIM_DIR . 'blocks/' . $folder,
			array(
				'attributes'      => urim_block_attributes( $tag ),
				'render_callback' => function ( $attributes ) use ( $tag ) {
					return urim_element_html( $tag, (array) $attributes, get_block_wrapper_attributes() );
				},
			)
		);
	}
}
