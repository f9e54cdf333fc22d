// Every screen of this module speaks in Core's types (ClassicMac, MacRow), so whoever imports the module gets
// Core with it. The coordinators in the app then import only the feature modules they assemble.
@_exported import Core
