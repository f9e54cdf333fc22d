import UIKit

/// The list screen. Over the years it took on the networking, the offline cache, the favourites, the search
/// and the navigation: the "massive view controller" this sample keeps on purpose.
final class MacsListViewController: UITableViewController, UISearchResultsUpdating {
  private var macs: [ClassicMac] = []
  private var filteredMacs: [ClassicMac] = []
  private var isLoading = false
  private let searchController = UISearchController(searchResultsController: nil)
  private let refresher = UIRefreshControl()

  private var cacheURL: URL {
    FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appendingPathComponent("macs.json")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Classic Macs"
    navigationController?.navigationBar.prefersLargeTitles = true
    tableView.register(MacTableViewCell.self, forCellReuseIdentifier: MacTableViewCell.reuseIdentifier)

    searchController.searchResultsUpdater = self
    searchController.obscuresBackgroundDuringPresentation = false
    searchController.searchBar.placeholder = "Search Macs"
    navigationItem.searchController = searchController

    refresher.addTarget(self, action: #selector(reload), for: .valueChanged)
    refreshControl = refresher

    navigationItem.rightBarButtonItem = UIBarButtonItem(
      image: UIImage(systemName: "star"), style: .plain, target: self, action: #selector(showFavoritesOnly))

    loadCachedMacs()
    reload()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // Favourites may have changed on the details screen.
    tableView.reloadData()
  }

  // MARK: - Networking

  @objc private func reload() {
    guard !isLoading else { return }
    isLoading = true
    let base = UserDefaults.standard.string(forKey: "apiBaseURL") ?? "https://classicmacs.example.com/api"
    guard let url = URL(string: base + "/macs") else { return }
    var request = URLRequest(url: url)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.timeoutInterval = 15

    URLSession.shared.dataTask(with: request) { [weak self] data, response, error in
      DispatchQueue.main.async {
        guard let self else { return }
        self.isLoading = false
        self.refresher.endRefreshing()
        if let error {
          self.showError("Could not load the Macs: \(error.localizedDescription)")
          return
        }
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode), let data else {
          self.showError("The server is not answering right now.")
          return
        }
        do {
          let decoder = JSONDecoder()
          decoder.keyDecodingStrategy = .convertFromSnakeCase
          let macs = try decoder.decode([ClassicMac].self, from: data)
          self.macs = macs.sorted { $0.releaseYear < $1.releaseYear }
          try? data.write(to: self.cacheURL, options: .atomic)
          self.applySearch()
        } catch {
          self.showError("The catalogue could not be read.")
        }
      }
    }.resume()
  }

  private func loadCachedMacs() {
    guard let data = try? Data(contentsOf: cacheURL) else { return }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    macs = (try? decoder.decode([ClassicMac].self, from: data)) ?? []
    applySearch()
  }

  // MARK: - Favourites

  private var favoriteIDs: Set<Int> {
    Set(UserDefaults.standard.array(forKey: "favoriteMacIDs") as? [Int] ?? [])
  }

  @objc private func showFavoritesOnly() {
    let favorites = macs.filter { favoriteIDs.contains($0.id) }
    if favorites.isEmpty {
      showError("You have no favourite Macs yet.")
      return
    }
    filteredMacs = favorites
    tableView.reloadData()
  }

  // MARK: - Search

  func updateSearchResults(for searchController: UISearchController) {
    applySearch()
  }

  private func applySearch() {
    let query = searchController.searchBar.text?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
    filteredMacs = query.isEmpty ? macs : macs.filter {
      $0.name.lowercased().contains(query) || $0.processor.lowercased().contains(query) || "\($0.releaseYear)" == query
    }
    tableView.reloadData()
  }

  // MARK: - Table view

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    filteredMacs.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: MacTableViewCell.reuseIdentifier, for: indexPath)
    let mac = filteredMacs[indexPath.row]
    (cell as? MacTableViewCell)?.configure(with: mac, isFavorite: favoriteIDs.contains(mac.id))
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let details = MacDetailsViewController(mac: filteredMacs[indexPath.row])
    navigationController?.pushViewController(details, animated: true)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let mac = filteredMacs[indexPath.row]
    let isFavorite = favoriteIDs.contains(mac.id)
    let action = UIContextualAction(style: .normal, title: isFavorite ? "Unfavourite" : "Favourite") { [weak self] _, _, done in
      guard let self else { return done(false) }
      var ids = self.favoriteIDs
      if isFavorite { ids.remove(mac.id) } else { ids.insert(mac.id) }
      UserDefaults.standard.set(Array(ids).sorted(), forKey: "favoriteMacIDs")
      self.tableView.reloadRows(at: [indexPath], with: .automatic)
      done(true)
    }
    action.backgroundColor = .systemYellow
    return UISwipeActionsConfiguration(actions: [action])
  }

  // MARK: - Errors

  private func showError(_ message: String) {
    let alert = UIAlertController(title: "Classic Macs", message: message, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "Retry", style: .default) { [weak self] _ in self?.reload() })
    alert.addAction(UIAlertAction(title: "OK", style: .cancel))
    present(alert, animated: true)
  }
}
