/// Shared presenter helpers live here; the scene's own presenter should too.
enum PresenterDefaults {}
