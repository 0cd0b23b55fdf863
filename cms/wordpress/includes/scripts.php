<?php
/**
 * The scripts: the elements' module (site/pkg/urim-elements.js, served from the
 * plugin's folder), asked for only by a page that holds a block or a shortcode, and
 * in the block editor for its live preview; and the blocks' editor script.
 *
 * @package Urim
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The handle of the elements' module script. */
define( 'URIM_MODULE', 'urim-elements' );
/** The handle of the blocks' editor script. */
define( 'URIM_EDITOR', 'urim-editor' );

/**
 * Registers both scripts. The module gets no version in its address: the game's
 * code imports it by its plain name, and two addresses would load it twice.
 */
function urim_register_scripts() {
	wp_register_script( URIM_MODULE, plugins_url( 'site/pkg/urim-elements.js', URIM_FILE ), array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion
	$version = isset( urim_rules()['version'] ) ? (string) urim_rules()['version'] : false;
	wp_register_script(
		URIM_EDITOR,
		plugins_url( 'editor/blocks.js', URIM_FILE ),
		array( 'wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n' ),
		$version,
		true
	);
	wp_add_inline_script( URIM_EDITOR, 'window.urimRules = ' . wp_json_encode( urim_rules() ) . ';', 'before' );
}

/** Asks for the module script on the page being made (printed in its footer). */
function urim_use_module() {
	wp_enqueue_script( URIM_MODULE );
}

/**
 * The module script's tag, as a module: WordPress 6.1 prints every script as a
 * classic one.
 *
 * @param string $tag    The tag WordPress wrote.
 * @param string $handle The script's handle.
 * @param string $src    The script's address.
 * @return string
 */
function urim_module_tag( $tag, $handle, $src ) {
	if ( URIM_MODULE !== $handle ) {
		return $tag;
	}
	return sprintf( '<script type="module" src="%s" id="%s-js"></script>' . "\n", esc_url( $src ), esc_attr( $handle ) ); // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript
}

/** In the block editor: the module too, so that each block shows the live element. */
function urim_editor_assets() {
	urim_use_module();
}
