import FlowKit
import SharedModels

/// Where Home can send the user. The app decides which feature handles each case.
public enum HomeFlows: FlowType {
  case profile(User)
  case login
}
