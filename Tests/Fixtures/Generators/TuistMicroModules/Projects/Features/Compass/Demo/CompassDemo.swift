import Compass
import JournalInterface

@main
struct CompassDemo {
    static func main() {
        print(Compass.title)
    }
}
