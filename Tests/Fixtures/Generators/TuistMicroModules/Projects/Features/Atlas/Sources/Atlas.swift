import AtlasInterface
import CompassInterface

public enum Atlas {
    public static let title = "Atlas"
}
