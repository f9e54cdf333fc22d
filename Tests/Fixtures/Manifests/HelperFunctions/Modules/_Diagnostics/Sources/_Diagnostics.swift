public enum _DiagnosticsModule {}
