<?php
/**
 * Runs when the plugin is deleted. The plugin keeps nothing in WordPress: no
 * option, no table, no file outside its folder, no user meta, no cron job. Its
 * blocks and shortcodes stay in the posts that hold them (a post is the author's),
 * where they show as plain text once the plugin is gone. So there is nothing to
 * take away, and this file only says so.
 *
 * @package Urim
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}
