// Excluded by the podspec: not part of the module.
import AFNetworking

final class OldClient {}
