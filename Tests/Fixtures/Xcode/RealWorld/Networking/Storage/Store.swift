// Linked by the app for Networking at run time; the app never imports it.
public struct Store {}
