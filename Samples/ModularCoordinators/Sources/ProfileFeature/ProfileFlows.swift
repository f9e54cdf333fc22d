import FlowKit

public enum ProfileFlows: FlowType {
  case logout
}
