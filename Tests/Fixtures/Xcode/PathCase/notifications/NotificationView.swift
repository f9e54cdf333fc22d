/// The project's group for this folder is spelled `Notifications`.
struct NotificationView {
  let title: String
}
