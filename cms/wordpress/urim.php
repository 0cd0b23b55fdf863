<?php
/**
 * The plugin's main file: its header for WordPress, where its files are, and the
 * hooks that register the blocks, the shortcodes and the elements' module script.
 *
 * Plugin Name:       Urim
 * Plugin URI:        https://github.com/urim-game/urim
 * Description:       The mancala of Brava, Cape Verde: a game to play against the computer and diagrams that show a move, as blocks and shortcodes.
 * Version:           0.0.0-dev
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Author:            The Urim project
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       urim
 *
 * @package Urim
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit; // Loaded by WordPress only.
}

/** The plugin's folder, with a slash at the end. */
define( 'URIM_DIR', plugin_dir_path( __FILE__ ) );
/** The plugin's main file, for plugins_url(). */
define( 'URIM_FILE', __FILE__ );

require_once URIM_DIR . 'includes/options.php';
require_once URIM_DIR . 'includes/render.php';
require_once URIM_DIR . 'includes/scripts.php';
require_once URIM_DIR . 'includes/blocks.php';
require_once URIM_DIR . 'includes/shortcodes.php';

add_action( 'init', 'urim_register_scripts' );
add_action( 'init', 'urim_register_blocks' );
add_action( 'init', 'urim_register_shortcodes' );
add_filter( 'script_loader_tag', 'urim_module_tag', 10, 3 );
add_action( 'enqueue_block_editor_assets', 'urim_editor_assets' );
