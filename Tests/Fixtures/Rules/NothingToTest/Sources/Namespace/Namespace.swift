import Foundation

/// Other modules extend this namespace with their constants.
public enum Namespace {
}
