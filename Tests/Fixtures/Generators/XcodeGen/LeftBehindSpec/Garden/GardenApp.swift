import GardenKit
import Sprinkler

struct GardenApp {
  let bed = Bed(plants: [Plant(name: "fern")])
  let sprinkler = Sprinkler(litres: 2)
}
