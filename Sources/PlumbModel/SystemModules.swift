/// The modules Apple's SDKs and the Swift toolchain provide, by the name `import` uses.
///
/// `import SwiftUI` means Apple's framework, never an app's folder that happens to be named `SwiftUI/`: a folder of
/// files no target declares is only a guess of plumb's, and a guess does not shadow an SDK module. A module the
/// workspace declares (a target named `Network`) does, as the compiler would find it first.
public enum SystemModules {
  public static func contains(_ name: String) -> Bool { names.contains(name) }

  static let names: Set<String> = [
    // The toolchain.
    "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Distributed", "Observation", "Synchronization",
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
    "Dispatch", "XCTest", "Testing", "Glibc", "Musl", "WinSDK", "CoreFoundation", "ObjectiveC", "Darwin", "os",
    "SwiftOnoneSupport", "Cxx", "CxxStdlib", "simd",
    // Apple's frameworks.
    "Accelerate", "Accessibility", "Accounts", "ActivityKit", "AdServices", "AdSupport", "AppClip", "AppIntents",
    "AppKit", "AppTrackingTransparency", "AuthenticationServices", "AutomaticAssessmentConfiguration", "AVFAudio",
    "AVFoundation", "AVKit", "AVRouting", "BackgroundAssets", "BackgroundTasks", "BusinessChat", "CallKit",
    "CarPlay", "CFNetwork", "Charts", "ClassKit", "ClockKit", "CloudKit", "Cocoa", "Combine", "Contacts",
    "ContactsUI", "CoreAudio", "CoreAudioKit", "CoreAudioTypes", "CoreBluetooth", "CoreData", "CoreGraphics",
    "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreMedia", "CoreMIDI", "CoreML", "CoreMotion",
    "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo",
    "CoreWLAN", "CryptoKit", "CryptoTokenKit", "DataDetection", "DeveloperToolsSupport", "DeviceActivity",
    "DeviceCheck", "EventKit", "EventKitUI", "ExposureNotification", "ExtensionFoundation", "ExtensionKit",
    "FamilyControls", "FileProvider", "FileProviderUI", "GameController", "GameKit", "GameplayKit", "GLKit",
    "GroupActivities", "HealthKit", "HealthKitUI", "HomeKit", "IdentityLookup", "ImageIO", "Intents", "IntentsUI",
    "IOKit", "IOSurface", "JavaScriptCore", "LinkPresentation", "LocalAuthentication", "ManagedSettings",
    "ManagedSettingsUI", "MapKit", "MediaPlayer", "MessageUI", "Messages", "Metal", "MetalFX", "MetalKit",
    "MetalPerformanceShaders", "MetalPerformanceShadersGraph", "MetricKit", "MobileCoreServices",
    "ModelIO", "MultipeerConnectivity", "MusicKit", "NaturalLanguage", "NearbyInteraction", "Network",
    "NetworkExtension", "NotificationCenter", "OSLog", "PassKit", "PDFKit", "PencilKit", "PhotoKit", "Photos",
    "PhotosUI", "PushKit", "PushToTalk", "QuartzCore", "QuickLook", "QuickLookThumbnailing", "RealityFoundation",
    "RealityKit", "ReplayKit", "SafariServices", "SafetyKit", "SceneKit", "ScreenCaptureKit", "ScreenTime",
    "Security", "SensitiveContentAnalysis", "SensorKit", "ServiceManagement", "SharedWithYou", "ShazamKit", "Social",
    "SoundAnalysis", "Speech", "SpriteKit", "StoreKit", "SwiftData", "SwiftUI", "SystemConfiguration", "TipKit",
    "TVMLKit", "TVServices", "TVUIKit", "UIKit", "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI",
    "VideoToolbox", "Vision", "VisionKit", "WatchConnectivity", "WatchKit", "WeatherKit", "WebKit", "WidgetKit",
    "WorkoutKit", "XCUIAutomation",
  ]
}
