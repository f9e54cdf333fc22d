import Base
import Vault

let count = Secret(name: "\(Base.version)")
