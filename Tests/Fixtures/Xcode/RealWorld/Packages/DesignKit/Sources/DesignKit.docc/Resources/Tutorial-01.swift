// A tutorial snippet: not compiled.
import DesignKitPreviews
