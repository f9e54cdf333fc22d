import JournalInterface

public enum Journal {
    public static let title = "Journal"
}
