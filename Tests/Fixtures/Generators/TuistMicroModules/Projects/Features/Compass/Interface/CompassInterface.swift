import WeatherInterface

public protocol CompassRouting {
    func show(_ forecast: Forecast)
}
