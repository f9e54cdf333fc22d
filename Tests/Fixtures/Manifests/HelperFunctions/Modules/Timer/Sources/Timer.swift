public enum TimerModule {}
