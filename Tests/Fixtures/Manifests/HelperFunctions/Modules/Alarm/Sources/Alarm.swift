public enum AlarmModule {}
