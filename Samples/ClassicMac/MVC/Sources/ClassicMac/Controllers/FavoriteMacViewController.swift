import UIKit

/// The favourite form, presented modally. Validation and persistence live here too.
final class FavoriteMacViewController: UIViewController, UITextViewDelegate {
  var onSave: (() -> Void)?

  private let mac: ClassicMac
  private let noteView = UITextView()
  private let counterLabel = UILabel()
  private let maximumNoteLength = 140

  init(mac: ClassicMac) {
    self.mac = mac
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Favourite"
    view.backgroundColor = .systemGroupedBackground
    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))

    noteView.delegate = self
    noteView.font = .preferredFont(forTextStyle: .body)
    noteView.text = UserDefaults.standard.string(forKey: "favoriteNote.\(mac.id)")
    counterLabel.font = .preferredFont(forTextStyle: .footnote)
    let stack = UIStackView(arrangedSubviews: [noteView, counterLabel])
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      noteView.heightAnchor.constraint(equalToConstant: 120),
    ])
    textViewDidChange(noteView)
  }

  func textViewDidChange(_ textView: UITextView) {
    let remaining = maximumNoteLength - textView.text.count
    counterLabel.text = "\(remaining) characters left"
    counterLabel.textColor = remaining < 0 ? .systemRed : .secondaryLabel
    navigationItem.rightBarButtonItem?.isEnabled = remaining >= 0
  }

  @objc private func save() {
    var ids = Set(UserDefaults.standard.array(forKey: "favoriteMacIDs") as? [Int] ?? [])
    ids.insert(mac.id)
    UserDefaults.standard.set(Array(ids).sorted(), forKey: "favoriteMacIDs")
    UserDefaults.standard.set(noteView.text, forKey: "favoriteNote.\(mac.id)")
    onSave?()
    dismiss(animated: true)
  }

  @objc private func cancel() {
    dismiss(animated: true)
  }
}
