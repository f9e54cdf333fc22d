final class ClassicMacUITests {}
