import WeatherInterface

public let forecastStub = Forecast(summary: "Stub")
