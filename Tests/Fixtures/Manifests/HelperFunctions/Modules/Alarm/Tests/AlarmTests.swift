import Alarm
