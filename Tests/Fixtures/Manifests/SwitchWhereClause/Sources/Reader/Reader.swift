public struct Reader {}
