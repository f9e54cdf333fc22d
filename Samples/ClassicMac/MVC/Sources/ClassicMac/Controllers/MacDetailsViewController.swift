import UIKit

/// Shows one Mac and presents the favourite form. It reads favourites straight from UserDefaults and
/// creates the next controller itself.
final class MacDetailsViewController: UIViewController {
  private let mac: ClassicMac
  private let stackView = UIStackView()
  private let favoriteButton = UIButton(type: .system)

  init(mac: ClassicMac) {
    self.mac = mac
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = mac.name
    view.backgroundColor = .systemBackground
    navigationItem.largeTitleDisplayMode = .never

    stackView.axis = .vertical
    stackView.spacing = 12
    stackView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stackView)
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])

    let nameLabel = UILabel()
    nameLabel.font = .preferredFont(forTextStyle: .largeTitle)
    nameLabel.text = mac.name
    let yearLabel = UILabel()
    yearLabel.textColor = .secondaryLabel
    yearLabel.text = mac.subtitle
    let descriptionLabel = UILabel()
    descriptionLabel.numberOfLines = 0
    descriptionLabel.text = mac.description

    favoriteButton.addTarget(self, action: #selector(favoriteTapped), for: .touchUpInside)
    [nameLabel, yearLabel, descriptionLabel, favoriteButton].forEach(stackView.addArrangedSubview)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let ids = UserDefaults.standard.array(forKey: "favoriteMacIDs") as? [Int] ?? []
    favoriteButton.setTitle(ids.contains(mac.id) ? "Edit Favourite" : "Add to Favourites", for: .normal)
  }

  @objc private func favoriteTapped() {
    let favorite = FavoriteMacViewController(mac: mac)
    favorite.onSave = { [weak self] in
      self?.viewWillAppear(false)
    }
    let navigation = UINavigationController(rootViewController: favorite)
    navigation.modalPresentationStyle = .formSheet
    present(navigation, animated: true)
  }
}
