import Atlas
import Compass
import Journal
import Weather

struct LanternApp {
    let screens = [Compass.title, Journal.title, Atlas.title]
    let forecast = Weather.today
}
