import Shell
import Vault

let door = Secret(name: Shell.title)
