// The app's entry (webpack's default, src/index.js): defines Urim's elements, as the package's README shows.
import 'urim/elements';
