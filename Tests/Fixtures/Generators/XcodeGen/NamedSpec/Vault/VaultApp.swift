import VaultKit

let vault = Vault(items: ["a"])
print(vault.items.count)
