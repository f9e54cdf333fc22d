// Lives in a group that has a name but no path, so it sits in the enclosing folder.
final class AppCoordinator {}
