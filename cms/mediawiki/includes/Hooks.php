<?php
/**
 * The Urim extension's parser tags: <urim-game ...> and <urim-board ...> in
 * wikitext become the two elements, and a page that holds one gets the module
 * script that defines them, served from the extension's own folder (MediaWiki
 * 1.39's ResourceLoader loads no JavaScript module, so it is a head item), and
 * the style module that sets their width in an article.
 *
 * Only the attributes an element knows pass, their values escaped. The list is
 * attributes.json, which the release writes from the elements' own list
 * (www/elements/options.js), so it is never copied by hand. Values are not
 * checked here: a bad value reaches the element, which says what is wrong in
 * its own notice, in the reader's language.
 *
 * Written for PHP 7.4 and later (no newer syntax), MediaWiki 1.39 and later.
 */

namespace MediaWiki\Extension\Urim;

use Config;
use Html;
use MediaWiki\Hook\ParserFirstCallInitHook;
use Parser;
use PPFrame;
use RuntimeException;

class Hooks implements ParserFirstCallInitHook {
	/** The extension's folder under $wgExtensionAssetsPath, as wfLoadExtension( 'Urim' ) names it. */
	private const FOLDER = 'Urim';
	/** The module that defines both elements, inside that folder. */
	private const MODULE = 'pkg/urim-elements.js';
	/** The list of each element's attributes, beside extension.json. */
	private const ATTRIBUTES_FILE = 'attributes.json';
	/** The key of the module's script among the page's head items: one script, however many tags. */
	private const HEAD_ITEM = 'urim-elements';
	/** The ResourceLoader module of the elements' width in an article (extension.json, resources/urim.css). */
	private const STYLES = 'ext.urim.styles';

	/** @var string The module's address, as the browser asks for it. */
	private $moduleUrl;

	/** @var array|null attributes.json, once read. */
	private static $attributes = null;

	/**
	 * @param Config $config The wiki's main configuration.
	 */
	public function __construct( Config $config ) {
		$this->moduleUrl = $config->get( 'ExtensionAssetsPath' ) . '/' . self::FOLDER . '/' . self::MODULE;
	}

	/**
	 * attributes.json: { "elements": { tag: [ attribute, ... ] }, "persistPrefix": text }.
	 *
	 * @return array
	 */
	private static function attributes(): array {
		if ( self::$attributes === null ) {
			$path = dirname( __DIR__ ) . '/' . self::ATTRIBUTES_FILE;
			$text = is_readable( $path ) ? file_get_contents( $path ) : false;
			$data = $text === false ? null : json_decode( $text, true );
			if ( !is_array( $data ) || !isset( $data['elements'] ) || !is_array( $data['elements'] ) ) {
				throw new RuntimeException( "Urim: $path is missing or unreadable; install the extension from the release zip" );
			}
			self::$attributes = $data;
		}
		return self::$attributes;
	}

	/**
	 * Registers one tag hook for each element of attributes.json.
	 *
	 * @param Parser $parser
	 * @return void
	 */
	public function onParserFirstCallInit( $parser ) {
		foreach ( array_keys( self::attributes()['elements'] ) as $tag ) {
			$parser->setHook(
				$tag,
				function ( $input, array $args, Parser $parser, PPFrame $frame ) use ( $tag ) {
					return $this->render( $tag, $args, $parser );
				}
			);
		}
	}

	/**
	 * The element `$tag` with those of `$args` it knows, and the module's script
	 * and the style module added to the page. What the tag holds between its opening and
	 * closing is left out: the element draws its own content.
	 *
	 * @param string $tag
	 * @param array $args The tag's attributes, as the parser read them (names in lower case).
	 * @param Parser $parser
	 * @return string
	 */
	private function render( string $tag, array $args, Parser $parser ): string {
		$data = self::attributes();
		$known = $data['elements'][$tag];
		$kept = [];
		foreach ( $args as $name => $value ) {
			$name = (string)$name;
			if ( !in_array( $name, $known, true ) ) {
				continue;
			}
			// A storage key an editor gives is always one of Urim's own, never one of the wiki's.
			if ( $name === 'persist' ) {
				$value = ( $data['persistPrefix'] ?? '' ) . $value;
			}
			$kept[$name] = (string)$value;
		}
		$output = $parser->getOutput();
		$output->addHeadItem(
			Html::element( 'script', [ 'type' => 'module', 'src' => $this->moduleUrl ] ),
			self::HEAD_ITEM
		);
		$output->addModuleStyles( [ self::STYLES ] );
		return Html::element( $tag, $kept, '' );
	}
}
