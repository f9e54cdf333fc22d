import CompassInterface
import JournalInterface
import WeatherInterface

public enum Compass {
    public static let title = "Compass"
}
