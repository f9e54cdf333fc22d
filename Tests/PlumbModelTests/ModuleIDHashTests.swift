import PlumbModel
import Testing

/// Module ids keep their hash from when they are made (the rules and metrics look them up per edge): a renamed id
/// must hash and compare as one made with its new names, or a table would hold it under its old ones.
@Suite struct ModuleIDHashTests {
  @Test func aRenamedIdIsFoundUnderItsNewNames() {
    var id = ModuleID(container: "App.xcodeproj", name: "Feed")
    id.name = "Profile"
    id.container = "Kit"
    let made = ModuleID(container: "Kit", name: "Profile")
    #expect(id == made)
    #expect(id.hashValue == made.hashValue)
    #expect(Set([id]).contains(made))
    #expect([made: 1][id] == 1)
  }

  @Test func idsDifferByEitherName() {
    let ids = [
      ModuleID(container: "A", name: "B"), ModuleID(container: "B", name: "A"), ModuleID(container: "AB", name: ""),
      ModuleID(container: "", name: "AB"), ModuleID(container: "A", name: "C"),
    ]
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { ModuleID(container: $0.container, name: $0.name) == $0 })
  }
}
