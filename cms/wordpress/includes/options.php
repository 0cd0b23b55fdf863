<?php
/**
 * The elements' attributes and what each accepts, read from urim-options.json
 * (written by the release from the elements' own option lists), and the check of
 * one value against them.
 *
 * @package Urim
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The list: { version, languages: { code: name }, elements: { tag: { name: rule } } },
 * each rule { kind, values?, min?, max?, labels?, description? }. Read once.
 *
 * @return array
 */
function urim_rules() {
	static $rules = null;
	if ( null === $rules ) {
		$path  = URIM_DIR . 'urim-options.json';
		$text  = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions
		$rules = is_string( $text ) ? json_decode( $text, true ) : null;
		if ( ! is_array( $rules ) || ! isset( $rules['elements'], $rules['languages'] ) ) {
			$rules = array(
				'elements'  => array(),
				'languages' => array(),
			);
		}
	}
	return $rules;
}

/**
 * The attributes of element `$tag` (urim-game or urim-board), by name.
 *
 * @param string $tag The element's name.
 * @return array
 */
function urim_attribute_rules( $tag ) {
	$rules = urim_rules();
	return isset( $rules['elements'][ $tag ] ) && is_array( $rules['elements'][ $tag ] ) ? $rules['elements'][ $tag ] : array();
}

/**
 * Whether `$text` names a language of the elements: its code, or a longer tag
 * whose first part is one (pt-CV), as the elements read `lang`.
 *
 * @param string $text The attribute's text.
 * @return bool
 */
function urim_is_language( $text ) {
	$languages = urim_rules()['languages'];
	$code      = strtolower( trim( $text ) );
	$parts     = preg_split( '/[-_]/', $code );
	return isset( $languages[ $code ] ) || isset( $languages[ $parts[0] ] );
}

/**
 * Whether `$text` is a web address the elements take: http(s), or relative to
 * the page; with `$same_site`, only one on this site.
 *
 * @param string $text      The attribute's text.
 * @param bool   $same_site Whether it must be on this site.
 * @return bool
 */
function urim_is_address( $text, $same_site ) {
	$given = trim( $text );
	if ( '' === $given ) {
		return false;
	}
	$parts = wp_parse_url( $given );
	if ( false === $parts ) {
		return false;
	}
	if ( isset( $parts['scheme'] ) && ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
		return false;
	}
	if ( ! $same_site || ! isset( $parts['host'] ) ) {
		return true;
	}
	return strtolower( $parts['host'] ) === strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
}

/**
 * Whether `$text` is a number written in digits (a point too when `$decimal`) from
 * `$min` to `$max`; 0 is also taken when `$zero`.
 *
 * @param string $text    The attribute's text.
 * @param bool   $decimal Whether a decimal point is allowed.
 * @param bool   $zero    Whether 0 is allowed below `$min`.
 * @param float  $min     The least.
 * @param float  $max     The most.
 * @return bool
 */
function urim_is_number( $text, $decimal, $zero, $min, $max ) {
	$pattern = $decimal ? '/^\s*(\d+\.?\d*|\.\d+)\s*$/' : '/^\s*\d+\s*$/';
	if ( ! preg_match( $pattern, $text ) ) {
		return false;
	}
	$n = (float) $text;
	return ( $zero && 0.0 === $n ) || ( $n >= $min && $n <= $max );
}

/**
 * Whether `$text` is a value attribute `$rule` accepts, as the element reads it.
 * A value the element can only judge itself (a position) passes when not empty.
 *
 * @param array  $rule The attribute's rule.
 * @param string $text The attribute's text.
 * @return bool
 */
function urim_value_ok( $rule, $text ) {
	$kind = isset( $rule['kind'] ) ? $rule['kind'] : '';
	$min  = isset( $rule['min'] ) ? (float) $rule['min'] : 0.0;
	$max  = isset( $rule['max'] ) ? (float) $rule['max'] : 0.0;
	switch ( $kind ) {
		case 'oneOf':
			return in_array( $text, array_map( 'strval', (array) $rule['values'] ), true );
		case 'pitLetter':
			return in_array( trim( $text ), array_map( 'strval', (array) $rule['values'] ), true );
		case 'whole':
			return urim_is_number( $text, false, false, $min, $max );
		case 'zeroOrBetween':
			return urim_is_number( $text, true, true, $min, $max );
		case 'lang':
			return urim_is_language( $text );
		case 'address':
			return urim_is_address( $text, false );
		case 'sameSite':
			return urim_is_address( $text, true );
		default:
			return '' !== trim( $text );
	}
}

/**
 * A flag's value as the elements read one: absent is off, and so are "false" and
 * "0"; anything else (an empty text too) is on.
 *
 * @param mixed $value The value given.
 * @return bool
 */
function urim_flag_on( $value ) {
	if ( is_bool( $value ) ) {
		return $value;
	}
	if ( null === $value || is_array( $value ) || is_object( $value ) ) {
		return false;
	}
	$text = strtolower( trim( (string) $value ) );
	return 'false' !== $text && '0' !== $text;
}
