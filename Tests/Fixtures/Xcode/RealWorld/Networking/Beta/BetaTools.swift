public enum BetaTools {}
