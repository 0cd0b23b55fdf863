// The app's script: defines Urim's elements, as the package's README shows.
import 'urim/elements';
