import WeatherInterface

public protocol JournalEntry {
    var forecast: Forecast { get }
}
