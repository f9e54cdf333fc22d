import WeatherInterface

public enum Weather {
    public static let today = Forecast(summary: "Clear")
}
