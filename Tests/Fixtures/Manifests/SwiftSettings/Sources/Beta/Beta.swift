public enum Beta {}
