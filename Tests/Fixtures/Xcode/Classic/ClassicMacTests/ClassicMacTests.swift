final class ClassicMacTests {}
