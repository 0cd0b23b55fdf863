<?php
/**
 * Writes an element (<urim-game> or <urim-board>) from the attributes a block or
 * a shortcode gives: only the element's own attributes pass, each value checked
 * against what the element accepts and escaped.
 *
 * @package Urim
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The longest value passed on: far more than any attribute needs (a position is about 40 characters). */
define( 'URIM_MAX_VALUE', 500 );

/**
 * The text of value `$value` as given by a block or a shortcode, or null when it
 * is none (absent, empty, or not a plain value).
 *
 * @param mixed $value The value given.
 * @return string|null
 */
function urim_text_of( $value ) {
	if ( is_bool( $value ) || null === $value || is_array( $value ) || is_object( $value ) ) {
		return null;
	}
	$text = (string) $value;
	return '' === $text ? null : substr( $text, 0, URIM_MAX_VALUE );
}

/**
 * The element's attributes, as HTML, from `$given` (name => value; a flag given
 * without a value, as `[urim-game steps]`, comes as a value equal to its name under
 * a number). A good value is written as the element reads it; a bad one is
 * written as given, so that the element shows its own notice, in the visitor's
 * language, naming the value and what it takes. Names the element does not
 * have are left out.
 *
 * @param string $tag   The element's name.
 * @param array  $given The attributes given.
 * @return string
 */
function urim_attributes_html( $tag, $given ) {
	$html = '';
	foreach ( $given as $key => $value ) {
		if ( is_int( $key ) && is_string( $value ) ) {
			$given[ strtolower( $value ) ] = true; // A bare flag.
		}
	}
	foreach ( urim_attribute_rules( $tag ) as $name => $rule ) {
		if ( ! array_key_exists( $name, $given ) ) {
			continue;
		}
		if ( 'flag' === $rule['kind'] ) {
			$html .= urim_flag_on( $given[ $name ] ) ? ' ' . $name : '';
			continue;
		}
		$text = urim_text_of( $given[ $name ] );
		if ( null === $text ) {
			continue;
		}
		$written = urim_value_ok( $rule, $text ) ? trim( $text ) : $text;
		$html   .= sprintf( ' %s="%s"', $name, esc_attr( $written ) );
	}
	return $html;
}

/**
 * The element `$tag` with the attributes `$given`, and `$wrapper` (HTML attributes,
 * already escaped) on a div around it; asks for the module script.
 *
 * @param string $tag     The element's name.
 * @param array  $given   The attributes given.
 * @param string $wrapper The wrapper's attributes.
 * @return string
 */
function urim_element_html( $tag, $given, $wrapper ) {
	urim_use_module();
	return sprintf( '<div %1$s><%2$s%3$s></%2$s></div>', $wrapper, $tag, urim_attributes_html( $tag, $given ) );
}
